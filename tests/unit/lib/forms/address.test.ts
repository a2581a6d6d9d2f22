import {describe, expect, it} from 'vitest';
import {addressSchema, addressSchemaFor} from '~/lib/forms/address';
import {submit} from './helpers';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '0412 345 678',
  address1: '12 Harbour Street',
  city: 'Sydney',
  country: 'AU',
  province: 'NSW',
  zip: '2000',
};

describe('address form', () => {
  it('accepts a complete address', () => {
    const {ok, value} = submit(addressSchema, {
      ...valid,
      company: '',
      address2: 'Level 3',
    });
    expect(ok).toBe(true);
    expect(value).toEqual({
      ...valid,
      address2: 'Level 3',
      defaultAddress: false,
    });
  });

  it('names every missing field with its own message', () => {
    expect(submit(addressSchema, {}).errors).toEqual({
      firstName: ['First Name is a required field'],
      lastName: ['Last Name is a required field'],
      phone: ['Phone is a required field'],
      address1: ['First line of your Address is required'],
      city: ['Suburb is a required field'],
      country: ['Country is a required field'],
      province: ['State is a required field'],
      zip: ['Postcode is a required field'],
    });
  });

  it('treats spaces as missing', () => {
    expect(submit(addressSchema, {...valid, city: '   '}).errors).toEqual({
      city: ['Suburb is a required field'],
    });
  });

  it('leaves company and address2 optional', () => {
    expect(submit(addressSchema, valid).ok).toBe(true);
  });

  it('limits the first line to 35 characters', () => {
    expect(submit(addressSchema, {...valid, address1: 'x'.repeat(35)}).ok).toBe(
      true,
    );
    expect(
      submit(addressSchema, {...valid, address1: 'x'.repeat(36)}).errors,
    ).toEqual({
      address1: ['This field cannot be longer than 35 characters'],
    });
  });

  it.each([
    'PO Box 123',
    'po box 5',
    'P.O. Box 77',
    'p.o.box 77',
    'P O Box 1',
    'POBox 9',
    'Unit 4, PO BOX 12',
    'Locked Bag 2000',
    'lock bag 3',
    'Parcel Locker 1234',
    '10 Main St parcel locker',
    'Post Office Box 8',
  ])('refuses %j', (address1) => {
    expect(submit(addressSchema, {...valid, address1}).errors).toEqual({
      address1: [
        'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
      ],
    });
  });

  it.each([
    '12 Hippo Boxes Road',
    'Expo Boxhill Rd',
    '3 Depot Box Lane',
    '14 Poplar Street',
    '1 Blockbag Way',
  ])('accepts %j', (address1) => {
    expect(submit(addressSchema, {...valid, address1}).ok).toBe(true);
  });

  it.each([
    'firstName',
    'lastName',
    'phone',
    'company',
    'address1',
    'address2',
    'city',
    'province',
    'zip',
  ])(
    "refuses CJK characters in %s with 'Please type valid characters.'",
    (field) => {
      expect(submit(addressSchema, {...valid, [field]: '東京'}).errors).toEqual(
        {[field]: ['Please type valid characters.']},
      );
    },
  );

  it.each(['한국', 'カタカナ', 'ひらがな', '１２３'])('refuses %j', (text) => {
    expect(submit(addressSchema, {...valid, city: text}).errors).toEqual({
      city: ['Please type valid characters.'],
    });
  });

  it('accepts accented Latin letters', () => {
    expect(
      submit(addressSchema, {
        ...valid,
        city: 'Zürich',
        firstName: 'Zoë',
        lastName: "O'Brien-Ñúñez",
      }).ok,
    ).toBe(true);
  });

  it('gives a message, not an error, for oversized fields', () => {
    expect(
      submit(addressSchema, {
        ...valid,
        city: 'x'.repeat(5000),
        zip: '1'.repeat(50),
      }).errors,
    ).toEqual({
      city: ['This field cannot be longer than 100 characters'],
      zip: ['This field cannot be longer than 20 characters'],
    });
  });

  it("limits the country to the site's shipping countries", () => {
    expect(
      submit(addressSchemaFor('us'), {...valid, country: 'ca'}).value,
    ).toMatchObject({country: 'CA'});
    expect(
      submit(addressSchemaFor('us'), {...valid, country: 'AU'}).errors,
    ).toEqual({country: ['Please choose a country from the list']});
    expect(submit(addressSchemaFor('au'), {...valid, country: 'NZ'}).ok).toBe(
      true,
    );
  });

  it('reads the default-address checkbox', () => {
    expect(
      submit(addressSchema, {...valid, defaultAddress: 'on'}).value,
    ).toMatchObject({defaultAddress: true});
  });
});
