import {describe, expect, it} from 'vitest';
import {
  loginSchema,
  passwordResetSchema,
  passwordUpdateSchema,
  profileSchema,
  recoverSchema,
  registerSchema,
} from '~/lib/forms/account';
import {submit} from './helpers';

describe('login form', () => {
  it('accepts an email and password', () => {
    expect(
      submit(loginSchema, {email: ' ada@example.com ', password: 'pw'}).value,
    ).toEqual({email: 'ada@example.com', password: 'pw'});
  });
  it('asks for both', () => {
    expect(submit(loginSchema, {}).errors).toEqual({
      email: ['Please enter your email.'],
      password: ['Please enter your password.'],
    });
  });
  it('checks the email', () => {
    expect(submit(loginSchema, {email: 'ada', password: 'pw'}).errors).toEqual({
      email: ['Invalid email. Please check spelling.'],
    });
  });
});

describe('register form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret',
  };

  it('accepts a new customer', () => {
    expect(
      submit(registerSchema, {...valid, acceptsMarketing: 'on'}).value,
    ).toEqual({...valid, acceptsMarketing: true});
  });
  it('asks for names, email and password', () => {
    expect(submit(registerSchema, {}).errors).toEqual({
      firstName: ['Please enter your first name.'],
      lastName: ['Please enter your last name.'],
      email: ['Please enter your email.'],
      password: ['Please enter your password.'],
    });
  });
  it('needs a password of 5 to 40 characters', () => {
    expect(submit(registerSchema, {...valid, password: '1234'}).errors).toEqual(
      {password: ['Password must be at least 5 characters.']},
    );
    expect(submit(registerSchema, {...valid, password: '12345'}).ok).toBe(true);
    expect(
      submit(registerSchema, {...valid, password: 'x'.repeat(40)}).ok,
    ).toBe(true);
    expect(
      submit(registerSchema, {...valid, password: 'x'.repeat(41)}).errors,
    ).toEqual({password: ['Password must be 40 characters or fewer.']});
  });
  it('refuses a password starting or ending with a space', () => {
    expect(
      submit(registerSchema, {...valid, password: ' secret'}).errors,
    ).toEqual({password: ['Password cannot start or end with a space.']});
  });
});

describe('recover form', () => {
  it('asks for the email', () => {
    expect(submit(recoverSchema, {}).errors).toEqual({
      email: ['Please enter your email.'],
    });
    expect(submit(recoverSchema, {email: 'ada@example.com'}).ok).toBe(true);
  });
});

describe.each([
  ['reset', passwordResetSchema],
  ['update', passwordUpdateSchema],
])('password %s form', (_name, schema) => {
  it('accepts a matching pair', () => {
    expect(
      submit(schema, {password: 'secret', passwordConfirm: 'secret'}).ok,
    ).toBe(true);
  });
  it('needs the confirmation to match', () => {
    expect(
      submit(schema, {password: 'secret', passwordConfirm: 'secreT'}).errors,
    ).toEqual({passwordConfirm: ['Passwords do not match.']});
  });
  it('asks for both', () => {
    expect(submit(schema, {}).errors).toEqual({
      password: ['Please enter your password.'],
      passwordConfirm: ['Please confirm your password.'],
    });
  });
  it('applies the password rules', () => {
    expect(
      submit(schema, {password: 'abc', passwordConfirm: 'abc'}).errors,
    ).toEqual({password: ['Password must be at least 5 characters.']});
  });
});

describe('profile form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  };

  it('accepts a profile without a phone', () => {
    expect(submit(profileSchema, valid).value).toEqual({
      ...valid,
      acceptsMarketing: false,
    });
  });
  it('keeps the phone in E.164', () => {
    expect(
      submit(profileSchema, {...valid, phone: '+61 412 345 678'}).value,
    ).toMatchObject({phone: '+61412345678'});
  });
  it('asks for the country code', () => {
    expect(
      submit(profileSchema, {...valid, phone: '0412 345 678'}).errors,
    ).toEqual({
      phone: [
        'Please enter your phone number with its country code, for example +61 412 345 678.',
      ],
    });
  });
  it('gives a message for oversized names', () => {
    expect(
      submit(profileSchema, {...valid, firstName: 'x'.repeat(101)}).errors,
    ).toEqual({
      firstName: ['This field cannot be longer than 100 characters'],
    });
  });
});
