/** Issue 19: after a successful add the new-address form is empty, so a second press can't save a twin. */
import {fillAddress, HOME} from './account-support';
import {expect, test} from './fixtures';
import {hydrated} from './support';

test('the new-address form is empty after an address is saved', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/account/addresses');
  await hydrated(page);
  const form = await fillAddress(page, HOME);
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your address has been saved.',
  );

  const fresh = page.getByRole('region', {name: 'Add a new address'});
  await expect(fresh.getByLabel('Address', {exact: true})).toHaveValue('');
  await expect(fresh.getByLabel('First name')).toHaveValue('');
  // Pressing again asks for the fields instead of saving the same address twice.
  await fresh.getByRole('button', {name: 'Add address'}).click();
  await expect(fresh.getByText('First Name is a required field')).toBeVisible();
  await expect(page.getByRole('main').getByText('12 Orchard Lane')).toHaveCount(
    1,
  );
});
