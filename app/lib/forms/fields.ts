/**
 * Building blocks for the storefront's form schemas. They suit Conform: it sends a
 * blank input as undefined, so every required field answers both "missing" and
 * "blank" with the same message, and a checkbox that is not ticked is simply absent.
 * Every text field has a maximum length, so an oversized value gets a message rather
 * than reaching a service.
 */
import {z} from 'zod';

/** Longest accepted values, by kind of field. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  short: 100,
  password: 40,
  message: 2000,
} as const;

export const tooLong = (max: number) =>
  `This field cannot be longer than ${max} characters`;

/** Chinese, Japanese and Korean scripts, their punctuation and full-width forms. */
export const CJK_CHARACTERS =
  /[\u2E80-\u2FDF\u3000-\u303F\u3040-\u30FF\u3100-\u312F\u3130-\u318F\u3190-\u31FF\u3200-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{2FA1F}]/u;

export const EMAIL = z.regexes.email;

export const INVALID_CHARACTERS = 'Please type valid characters.';

type TextOptions = {max: number; maxMessage?: string; rejectCjk?: boolean};

function checked(
  text: z.ZodString,
  {max, maxMessage = tooLong(max), rejectCjk = false}: TextOptions,
) {
  const limited = text.max(max, maxMessage);
  return rejectCjk
    ? limited.refine((value) => !CJK_CHARACTERS.test(value), INVALID_CHARACTERS)
    : limited;
}

/** A required text field; `message` answers both a missing and a blank value. */
export function requiredText(message: string, options: TextOptions) {
  return checked(
    z.string({error: message}).trim().min(1, {error: message, abort: true}),
    options,
  );
}

/** An optional text field; blank counts as not given. */
export function optionalText(options: TextOptions) {
  return checked(z.string().trim(), options)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

export function requiredEmail({
  required,
  invalid,
}: {
  required: string;
  invalid: string;
}) {
  return requiredText(required, {max: MAX_LENGTH.email}).regex(EMAIL, invalid);
}

const TICKED = ['on', 'true', '1', 'yes'];
const UNTICKED = ['off', 'false', '0', 'no', ''];

/**
 * A checkbox: ticked sends 'on', unticked sends nothing, so absent means false.
 * JSON callers may send real booleans.
 */
export const checkbox = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return TICKED.includes(word)
      ? true
      : UNTICKED.includes(word)
        ? false
        : value;
  },
  z.boolean({error: 'Please tick or untick this box.'}),
);
