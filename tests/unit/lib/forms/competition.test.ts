import {describe, expect, it} from 'vitest';
import {competitionSchema} from '~/lib/forms/competition';
import {submit} from './helpers';

const valid = {
  country: 'Australia',
  phoneNumber: '0412345678',
  emailAddress: 'ada@example.com',
};

describe('competition form', () => {
  it('accepts an entry with only the required fields', () => {
    expect(submit(competitionSchema, valid)).toMatchObject({
      ok: true,
      value: valid,
    });
  });

  it('accepts the optional names and an answer', () => {
    const entry = {
      ...valid,
      firstName: 'Ada',
      lastName: 'Lovelace',
      competitionAnswer: 'Because.',
    };
    expect(submit(competitionSchema, entry)).toMatchObject({
      ok: true,
      value: entry,
    });
  });

  it('needs a country', () => {
    expect(submit(competitionSchema, {...valid, country: ''}).errors).toEqual({
      country: ['Country is a required field.'],
    });
  });

  it('needs a phone number', () => {
    expect(
      submit(competitionSchema, {...valid, phoneNumber: ''}).errors,
    ).toEqual({phoneNumber: ['Phone number is a required field.']});
  });

  it('needs at least 8 characters of phone number', () => {
    expect(
      submit(competitionSchema, {...valid, phoneNumber: '1234567'}).errors,
    ).toEqual({
      phoneNumber: ['Phone number should be at least 8 characters long.'],
    });
    expect(
      submit(competitionSchema, {...valid, phoneNumber: '12345678'}).ok,
    ).toBe(true);
  });

  it('allows at most 15 characters of phone number', () => {
    expect(
      submit(competitionSchema, {...valid, phoneNumber: '123456789012345'}).ok,
    ).toBe(true);
    expect(
      submit(competitionSchema, {...valid, phoneNumber: '1234567890123456'})
        .errors,
    ).toEqual({
      phoneNumber: ['Phone number should be less than 15 characters long.'],
    });
  });

  it('needs digits only', () => {
    expect(
      submit(competitionSchema, {...valid, phoneNumber: '+61412345678'}).errors,
    ).toEqual({
      phoneNumber: ['Phone number should only contain numeric characters.'],
    });
  });

  it('needs an email address', () => {
    expect(
      submit(competitionSchema, {...valid, emailAddress: ''}).errors,
    ).toEqual({emailAddress: ['Email address is a required field.']});
  });

  it('needs a valid email address', () => {
    for (const emailAddress of [
      'ada',
      'ada@',
      'ada@example',
      'a b@example.com',
    ]) {
      expect(
        submit(competitionSchema, {...valid, emailAddress}).errors,
      ).toEqual({emailAddress: ['Must be a valid email address.']});
    }
  });

  it('allows an answer of up to 512 characters', () => {
    expect(
      submit(competitionSchema, {...valid, competitionAnswer: 'a'.repeat(512)})
        .ok,
    ).toBe(true);
    expect(
      submit(competitionSchema, {...valid, competitionAnswer: 'a'.repeat(513)})
        .errors,
    ).toEqual({
      competitionAnswer: [
        'Your answer should be less than 512 characters long.',
      ],
    });
  });

  it('lists every problem of an empty entry', () => {
    expect(submit(competitionSchema, {}).errors).toEqual({
      country: ['Country is a required field.'],
      phoneNumber: ['Phone number is a required field.'],
      emailAddress: ['Email address is a required field.'],
    });
  });
});
