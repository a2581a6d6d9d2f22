/**
 * SMS sign-up. Shoppers type numbers with spaces, dashes, brackets and a leading '+';
 * those are dropped and what is left must be 8 to 15 digits (the E.164 maximum).
 */
import {z} from 'zod';
import {requiredText} from '~/lib/forms/fields';

export const SMS_MESSAGES = {
  phoneRequired: 'Please enter your mobile number.',
  phoneNotNumeric: 'Mobile number should only contain numbers.',
  phoneTooShort: 'Mobile number should be at least 8 digits long.',
  phoneTooLong: 'Mobile number should be no more than 15 digits long.',
} as const;

export const smsSignupSchema = z.object({
  phone: requiredText(SMS_MESSAGES.phoneRequired, {
    max: 30,
    maxMessage: SMS_MESSAGES.phoneTooLong,
  })
    .transform((phone) => phone.replace(/[\s().-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\+?\d*$/, {error: SMS_MESSAGES.phoneNotNumeric, abort: true})
        .refine(
          (phone) => phone.replace('+', '').length >= 8,
          SMS_MESSAGES.phoneTooShort,
        )
        .refine(
          (phone) => phone.replace('+', '').length <= 15,
          SMS_MESSAGES.phoneTooLong,
        ),
    ),
});

export type SmsSignup = z.output<typeof smsSignupSchema>;
