/**
 * Field checks with Shopify's CustomerErrorCode codes and wording, so a storefront sees
 * the same customerUserErrors here as against a real shop.
 */
export type CustomerUserError = {
  code: string;
  field: string[] | null;
  message: string;
};

export const userError = (
  code: string,
  field: string[] | null,
  message: string,
): CustomerUserError => ({
  code,
  field,
  message,
});

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
const HTML = /<[^>]*>/;
const URLISH = /(https?:\/\/|www\.)\S+/i;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Strips spaces, dashes, dots and brackets; undefined when not 8 to 15 digits after an optional +. */
export function normalizePhone(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+?\d{8,15}$/.test(compact) ? compact : undefined;
}

export function checkEmail(
  email: string | null | undefined,
  path: string[],
  errors: CustomerUserError[],
) {
  if (email == null || !email.trim())
    errors.push(userError('BLANK', [...path, 'email'], "Email can't be blank"));
  else if (!isEmail(email))
    errors.push(userError('INVALID', [...path, 'email'], 'Email is invalid'));
}

export function checkPassword(
  password: string,
  path: string[],
  errors: CustomerUserError[],
) {
  const field = [...path, 'password'];
  if (!password)
    errors.push(userError('BLANK', field, "Password can't be blank"));
  else if (password !== password.trim())
    errors.push(
      userError(
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        'Password starts or ends with whitespace',
      ),
    );
  else if (password.length < 5)
    errors.push(
      userError(
        'TOO_SHORT',
        field,
        'Password is too short (minimum is 5 characters)',
      ),
    );
  else if (password.length > 40)
    errors.push(
      userError(
        'TOO_LONG',
        field,
        'Password is too long (maximum is 40 characters)',
      ),
    );
}

/** Names and free-text fields: no markup, no links, at most 255 characters. */
export function checkText(
  value: string | null | undefined,
  label: string,
  field: string[],
  errors: CustomerUserError[],
) {
  if (value == null || value === '') return;
  if (HTML.test(value))
    errors.push(
      userError(
        'CONTAINS_HTML_TAGS',
        field,
        `${label} cannot contain HTML tags`,
      ),
    );
  else if (URLISH.test(value))
    errors.push(
      userError('CONTAINS_URL', field, `${label} cannot contain URL`),
    );
  else if (value.length > 255)
    errors.push(
      userError(
        'TOO_LONG',
        field,
        `${label} is too long (maximum is 255 characters)`,
      ),
    );
}

export function checkPhone(
  phone: string | null | undefined,
  field: string[],
  errors: CustomerUserError[],
) {
  if (phone == null || phone === '') return;
  if (!normalizePhone(phone))
    errors.push(userError('INVALID', field, 'Phone is invalid'));
}
