/**
 * Account forms: sign in, register, forgotten password, new password and profile.
 * Password rules follow Shopify's customer accounts (5 to 40 characters, no space at
 * either end), so shoppers hear about a bad password before Shopify turns it down.
 * Passwords are never trimmed: what the shopper typed is what gets checked.
 */
import {z} from 'zod';
import {
  checkbox,
  MAX_LENGTH,
  optionalText,
  requiredEmail,
  requiredText,
} from '~/lib/forms/fields';

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Invalid email. Please check spelling.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  passwordSpaces: 'Password cannot start or end with a space.',
  passwordConfirmRequired: 'Please confirm your password.',
  passwordMismatch: 'Passwords do not match.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  phoneInvalid:
    'Please enter your phone number with its country code, for example +61 412 345 678.',
} as const;

const email = requiredEmail({
  required: ACCOUNT_MESSAGES.emailRequired,
  invalid: ACCOUNT_MESSAGES.emailInvalid,
});

/** Signing in checks only that something was typed: old passwords may predate today's rules. */
const currentPassword = z
  .string({error: ACCOUNT_MESSAGES.passwordRequired})
  .min(1, {error: ACCOUNT_MESSAGES.passwordRequired, abort: true})
  .max(MAX_LENGTH.short, ACCOUNT_MESSAGES.passwordTooLong);

const newPassword = z
  .string({error: ACCOUNT_MESSAGES.passwordRequired})
  .min(1, {error: ACCOUNT_MESSAGES.passwordRequired, abort: true})
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .refine(
    (password) => password.trim() === password,
    ACCOUNT_MESSAGES.passwordSpaces,
  );

const passwordConfirm = z
  .string({error: ACCOUNT_MESSAGES.passwordConfirmRequired})
  .min(1, ACCOUNT_MESSAGES.passwordConfirmRequired)
  .max(MAX_LENGTH.short, ACCOUNT_MESSAGES.passwordMismatch);

const firstName = requiredText(ACCOUNT_MESSAGES.firstName, {
  max: MAX_LENGTH.name,
});
const lastName = requiredText(ACCOUNT_MESSAGES.lastName, {
  max: MAX_LENGTH.name,
});

export const loginSchema = z.object({email, password: currentPassword});

export const registerSchema = z.object({
  firstName,
  lastName,
  email,
  password: newPassword,
  acceptsMarketing: checkbox,
});

export const recoverSchema = z.object({email});

/** A new password typed twice, for the reset link and the update-password page. */
export const passwordResetSchema = z
  .object({password: newPassword, passwordConfirm})
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  });

export const passwordUpdateSchema = passwordResetSchema;

/** Shopify stores phone numbers in E.164: '+' and 8 to 15 digits. Spaces and dashes are dropped. */
const phone = optionalText({
  max: MAX_LENGTH.phone,
  maxMessage: ACCOUNT_MESSAGES.phoneInvalid,
})
  .transform((value) => value?.replace(/[\s().-]/g, '') || undefined)
  .refine(
    (value) => value === undefined || /^\+[1-9]\d{7,14}$/.test(value),
    ACCOUNT_MESSAGES.phoneInvalid,
  );

export const profileSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  acceptsMarketing: checkbox,
});

/** With hosted sign-in, the e-mail and phone belong to the sign-in at Shopify: only these change here. */
export const hostedProfileSchema = z.object({
  firstName,
  lastName,
  acceptsMarketing: checkbox,
});

export type LoginForm = z.output<typeof loginSchema>;
export type RegisterForm = z.output<typeof registerSchema>;
export type RecoverForm = z.output<typeof recoverSchema>;
export type PasswordResetForm = z.output<typeof passwordResetSchema>;
export type ProfileForm = z.output<typeof profileSchema>;
