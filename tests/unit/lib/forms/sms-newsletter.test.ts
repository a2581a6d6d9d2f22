import {describe, expect, it} from 'vitest';
import {newsletterSchema} from '~/lib/forms/newsletter';
import {smsSignupSchema} from '~/lib/forms/sms';
import {submit} from './helpers';

describe('SMS sign-up form', () => {
  it('keeps the digits of a number typed with spaces and a plus', () => {
    expect(submit(smsSignupSchema, {phone: '+61 (412) 345-678'}).value).toEqual(
      {phone: '+61412345678'},
    );
  });
  it('asks for the number', () => {
    expect(submit(smsSignupSchema, {}).errors).toEqual({
      phone: ['Please enter your mobile number.'],
    });
  });
  it('needs 8 to 15 digits', () => {
    expect(submit(smsSignupSchema, {phone: '1234567'}).errors).toEqual({
      phone: ['Mobile number should be at least 8 digits long.'],
    });
    expect(submit(smsSignupSchema, {phone: '12345678'}).ok).toBe(true);
    expect(submit(smsSignupSchema, {phone: '123456789012345'}).ok).toBe(true);
    expect(submit(smsSignupSchema, {phone: '1234567890123456'}).errors).toEqual(
      {
        phone: ['Mobile number should be no more than 15 digits long.'],
      },
    );
  });
  it('needs numbers only', () => {
    expect(submit(smsSignupSchema, {phone: '0412abc678'}).errors).toEqual({
      phone: ['Mobile number should only contain numbers.'],
    });
  });
  it('gives a message for an oversized value', () => {
    expect(submit(smsSignupSchema, {phone: '1'.repeat(500)}).errors).toEqual({
      phone: ['Mobile number should be no more than 15 digits long.'],
    });
  });
});

describe('newsletter form', () => {
  it('accepts an email', () => {
    expect(submit(newsletterSchema, {email: 'ada@example.com'}).value).toEqual({
      email: 'ada@example.com',
    });
  });
  it('asks for and checks the email', () => {
    expect(submit(newsletterSchema, {}).errors).toEqual({
      email: ['Please enter your email.'],
    });
    expect(submit(newsletterSchema, {email: 'ada@'}).errors).toEqual({
      email: ['Invalid email. Please check spelling.'],
    });
  });
});
