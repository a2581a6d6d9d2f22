/**
 * What shoppers read when an account action fails, and how the Storefront API's
 * customer errors become messages next to the right field.
 *
 * Sign-in, registration and recovery never say whether an e-mail has an account:
 * one wording for a wrong password and an unknown e-mail, one for every recovery
 * request, and a registration clash that points to sign-in and reset without
 * confirming anything.
 */
import {ACCOUNT_MESSAGES} from '~/lib/forms/account';

export const CUSTOMER_MESSAGES = {
  loginFailed: 'Incorrect email or password.',
  recoverSent:
    'If an account exists for that email, we’ve sent a link to reset your password.',
  registerFailed:
    'We couldn’t create an account with these details. If you already have an account, sign in or reset your password.',
  resetLinkInvalid:
    'This password reset link is invalid or has expired. Please request a new one.',
  serviceUnavailable: 'Something went wrong. Please try again.',
  emailUnavailable:
    'This email can’t be used for your account. Please use a different one.',
  addressNotFound:
    'We couldn’t find that address. Please refresh the page and try again.',
  signedOut: 'Your session has ended. Please sign in again.',
  detailsSaved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed.',
  addressSaved: 'Your address has been saved.',
  addressLimit:
    'You can save up to 10 addresses. Please delete one before adding another.',
  addressDeleted: 'Your address has been deleted.',
  defaultAddressSet: 'Your default address has been updated.',
} as const;

export type CustomerUserError = {
  code?: string | null;
  field?: string[] | null;
  message: string;
};

export type FormErrors = {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
};

/** Our wording for codes whose Shopify message reads poorly next to a field. */
const PASSWORD_MESSAGES: Record<string, string> = {
  BLANK: ACCOUNT_MESSAGES.passwordRequired,
  TOO_SHORT: ACCOUNT_MESSAGES.passwordTooShort,
  TOO_LONG: ACCOUNT_MESSAGES.passwordTooLong,
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE: ACCOUNT_MESSAGES.passwordSpaces,
};

const EMAIL_MESSAGES: Record<string, string> = {
  BLANK: ACCOUNT_MESSAGES.emailRequired,
  INVALID: ACCOUNT_MESSAGES.emailInvalid,
  BAD_DOMAIN: ACCOUNT_MESSAGES.emailInvalid,
};

/**
 * Places each error on the form field its `field` path ends with (['input', 'email'],
 * ['address', 'zip'], ['customer', 'phone']) when the form has that field, otherwise
 * at form level. `fields` lists the form's field names; `rename` maps API names to
 * form names where they differ.
 */
export function formErrorsFrom(
  errors: readonly CustomerUserError[],
  fields: readonly string[],
  rename: Record<string, string> = {},
): FormErrors {
  const result: FormErrors = {formErrors: [], fieldErrors: {}};
  for (const error of errors) {
    const last = error.field?.at(-1);
    const name = last ? (rename[last] ?? last) : undefined;
    const code = error.code ?? '';
    if (name && fields.includes(name)) {
      let message = error.message;
      if (name === 'password' || name === 'passwordConfirm')
        message = PASSWORD_MESSAGES[code] ?? message;
      if (name === 'email')
        message =
          EMAIL_MESSAGES[code] ??
          (code === 'TAKEN' ? CUSTOMER_MESSAGES.emailUnavailable : message);
      (result.fieldErrors[name] ??= []).push(message);
    } else {
      result.formErrors.push(error.message);
    }
  }
  return result;
}

/** True when the API turned the access token down: the shopper must sign in again. */
export function isTokenRejected(errors: readonly CustomerUserError[]) {
  return errors.some(
    (error) =>
      error.code === 'TOKEN_INVALID' &&
      error.field?.includes('customerAccessToken'),
  );
}

/** Registration: an e-mail clash is answered without confirming the account exists. */
export function registrationErrors(
  errors: readonly CustomerUserError[],
  fields: readonly string[],
): FormErrors {
  if (
    errors.some(
      (error) => error.code === 'TAKEN' && error.field?.at(-1) === 'email',
    )
  ) {
    return {formErrors: [CUSTOMER_MESSAGES.registerFailed], fieldErrors: {}};
  }
  return formErrorsFrom(errors, fields);
}
