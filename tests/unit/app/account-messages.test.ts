import {describe, expect, it} from 'vitest';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  isTokenRejected,
  registrationErrors,
} from '~/lib/customer/messages';

describe('account messages', () => {
  it('use wording that never reveals whether an e-mail has an account', () => {
    expect(CUSTOMER_MESSAGES.loginFailed).toBe('Incorrect email or password.');
    expect(CUSTOMER_MESSAGES.recoverSent).toBe(
      'If an account exists for that email, we’ve sent a link to reset your password.',
    );
    expect(CUSTOMER_MESSAGES.registerFailed).not.toMatch(
      /taken|already (been|exists)/i,
    );
  });

  it('answer an e-mail clash at registration at form level, without confirming it', () => {
    const errors = [
      {
        code: 'TAKEN',
        field: ['input', 'email'],
        message: 'Email has already been taken',
      },
    ];
    expect(registrationErrors(errors, ['email', 'password'])).toEqual({
      formErrors: [CUSTOMER_MESSAGES.registerFailed],
      fieldErrors: {},
    });
  });

  it('put field errors next to the field their path ends with, in the shop’s words', () => {
    const errors = [
      {
        code: 'TOO_SHORT',
        field: ['input', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      },
      {code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid'},
      {
        code: 'CONTAINS_URL',
        field: ['input', 'firstName'],
        message: 'First name cannot contain URL',
      },
      {
        code: 'INVALID',
        field: ['address', 'phone'],
        message: 'Phone is invalid',
      },
      {
        code: 'UNIDENTIFIED_CUSTOMER',
        field: null,
        message: 'Unidentified customer',
      },
      {
        code: 'INVALID',
        field: ['address', 'notAField'],
        message: 'Something else',
      },
    ];
    expect(
      formErrorsFrom(errors, ['password', 'email', 'firstName', 'phone']),
    ).toEqual({
      formErrors: ['Unidentified customer', 'Something else'],
      fieldErrors: {
        password: ['Password must be at least 5 characters.'],
        email: ['Invalid email. Please check spelling.'],
        firstName: ['First name cannot contain URL'],
        phone: ['Phone is invalid'],
      },
    });
  });

  it('word a taken e-mail on the profile form without the API’s phrasing', () => {
    const errors = [
      {
        code: 'TAKEN',
        field: ['customer', 'email'],
        message: 'Email has already been taken',
      },
    ];
    expect(formErrorsFrom(errors, ['email']).fieldErrors.email).toEqual([
      CUSTOMER_MESSAGES.emailUnavailable,
    ]);
  });

  it('recognise a token the API turned down', () => {
    expect(
      isTokenRejected([
        {
          code: 'TOKEN_INVALID',
          field: ['customerAccessToken'],
          message: 'Customer access token is invalid',
        },
      ]),
    ).toBe(true);
    expect(
      isTokenRejected([
        {
          code: 'TOKEN_INVALID',
          field: ['input', 'resetToken'],
          message: 'The reset token is invalid',
        },
      ]),
    ).toBe(false);
    expect(isTokenRejected([])).toBe(false);
  });
});
