/** Issue 19: after a successful add the new-address form is empty, so a second press can't save a twin. */
import {expect, test} from '@playwright/test';
import {hydrated} from './support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the new-address form is empty after an address is saved', async ({page}) => {
  await page.goto('/account/register');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Tester');
  await main.getByLabel('Email', {exact: true}).fill(`twin-${unique()}@example.com`);
  await main.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  await page.goto('/account/addresses');
  await hydrated(page);
  const form = page.getByRole('region', {name: 'Add a new address'});
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Home');
  await form.getByLabel('Address', {exact: true}).fill('12 Orchard Lane');
  await form.getByLabel('Suburb / City').fill('Springfield');
  await form.getByLabel('State').fill('IL');
  await form.getByLabel('Postcode').fill('62701');
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Phone').fill('+12025550123');
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your address has been saved.');

  const fresh = page.getByRole('region', {name: 'Add a new address'});
  await expect(fresh.getByLabel('Address', {exact: true})).toHaveValue('');
  await expect(fresh.getByLabel('First name')).toHaveValue('');
  // Pressing again asks for the fields instead of saving the same address twice.
  await fresh.getByRole('button', {name: 'Add address'}).click();
  await expect(fresh.getByText('First Name is a required field')).toBeVisible();
  await expect(page.getByRole('main').getByText('12 Orchard Lane')).toHaveCount(1);
});
