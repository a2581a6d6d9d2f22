/**
 * The address book form. Couriers print 35 characters of the first line, and parcels
 * can't go to PO boxes or parcel lockers, so both are caught here with the shop's
 * own wording.
 */
import {z} from 'zod';
import {getSite} from '~/lib/sites';
import {checkbox, optionalText, requiredText} from '~/lib/forms/fields';

export const ADDRESS_MESSAGES = {
  firstName: 'First Name is a required field',
  lastName: 'Last Name is a required field',
  phone: 'Phone is a required field',
  address1: 'First line of your Address is required',
  city: 'Suburb is a required field',
  country: 'Country is a required field',
  province: 'State is a required field',
  zip: 'Postcode is a required field',
  address1TooLong: 'This field cannot be longer than 35 characters',
  poBox:
    'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
  invalidCharacters: 'Please type valid characters.',
  countryNotShipped: 'Please choose a country from the list',
} as const;

export const ADDRESS1_MAX_LENGTH = 35;

/**
 * PO box, P.O. box, P O Box, POBox, post office box, locked bag, lock bag, parcel
 * locker: anywhere in the line, any case, but not inside other words (Hippo Boxes Rd).
 */
export const PO_BOX =
  /(^|[^a-z0-9])(p\.?\s*o\.?\s*box|post\s+office\s+box|lock(ed)?\s*bag|parcel\s*lockers?)([^a-z]|$)/i;

const cjk = {rejectCjk: true};

/**
 * The address schema; with `countries`, the country must be one of them (a site's
 * shipping countries, as 2-letter codes).
 */
export function createAddressSchema({
  countries,
}: {countries?: readonly string[]} = {}) {
  const country = requiredText(ADDRESS_MESSAGES.country, {
    max: 2,
    maxMessage: ADDRESS_MESSAGES.countryNotShipped,
    ...cjk,
  })
    .toUpperCase()
    // Codes that are too long already have the message from the length check.
    .refine(
      (code) => code.length > 2 || !countries || countries.includes(code),
      ADDRESS_MESSAGES.countryNotShipped,
    );

  return z.object({
    firstName: requiredText(ADDRESS_MESSAGES.firstName, {max: 100, ...cjk}),
    lastName: requiredText(ADDRESS_MESSAGES.lastName, {max: 100, ...cjk}),
    phone: requiredText(ADDRESS_MESSAGES.phone, {max: 30, ...cjk}),
    company: optionalText({max: 100, ...cjk}),
    address1: requiredText(ADDRESS_MESSAGES.address1, {
      max: ADDRESS1_MAX_LENGTH,
      maxMessage: ADDRESS_MESSAGES.address1TooLong,
      ...cjk,
    }).refine((line) => !PO_BOX.test(line), ADDRESS_MESSAGES.poBox),
    address2: optionalText({max: 100, ...cjk}),
    city: requiredText(ADDRESS_MESSAGES.city, {max: 100, ...cjk}),
    country,
    province: requiredText(ADDRESS_MESSAGES.province, {max: 100, ...cjk}),
    zip: requiredText(ADDRESS_MESSAGES.zip, {max: 20, ...cjk}),
    defaultAddress: checkbox,
  });
}

/** Any country; for a site's form use addressSchemaFor(locale). */
export const addressSchema = createAddressSchema();

export function addressSchemaFor(locale: string) {
  return createAddressSchema({countries: getSite(locale).shippingCountries});
}

export type AddressForm = z.output<typeof addressSchema>;
