import type {Page} from '@playwright/test';

/** The address book form as a shopper fills it in, shared by both account modes' browser tests. */
export type AddressFields = {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  province: string;
  zip: string;
  phone: string;
};

export async function fillAddress(page: Page, fields: AddressFields) {
  const form = page.getByRole('region', {
    name: /Add a new address|Edit address/,
  });
  await form.getByLabel('First name').fill(fields.firstName);
  await form.getByLabel('Last name').fill(fields.lastName);
  await form.getByLabel('Address', {exact: true}).fill(fields.address1);
  await form.getByLabel('Suburb / City').fill(fields.city);
  await form.getByLabel('State').fill(fields.province);
  await form.getByLabel('Postcode').fill(fields.zip);
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Phone').fill(fields.phone);
  return form;
}

export const HOME: AddressFields = {
  firstName: 'Ada',
  lastName: 'Home',
  address1: '12 Orchard Lane',
  city: 'Springfield',
  province: 'IL',
  zip: '62701',
  phone: '+12025550123',
};
