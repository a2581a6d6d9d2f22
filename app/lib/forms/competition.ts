/** Competition entry form; every message as the competition terms page words it. */
import {z} from 'zod';
import {
  optionalText,
  requiredText,
  EMAIL,
  MAX_LENGTH,
} from '~/lib/forms/fields';

export const COMPETITION_MESSAGES = {
  country: 'Country is a required field.',
  phoneRequired: 'Phone number is a required field.',
  phoneTooShort: 'Phone number should be at least 8 characters long.',
  phoneTooLong: 'Phone number should be less than 15 characters long.',
  phoneNotNumeric: 'Phone number should only contain numeric characters.',
  emailRequired: 'Email address is a required field.',
  emailInvalid: 'Must be a valid email address.',
  answerTooLong: 'Your answer should be less than 512 characters long.',
} as const;

export const COMPETITION_ANSWER_MAX_LENGTH = 512;

export const competitionSchema = z.object({
  country: requiredText(COMPETITION_MESSAGES.country, {max: MAX_LENGTH.short}),
  phoneNumber: requiredText(COMPETITION_MESSAGES.phoneRequired, {
    max: 15,
    maxMessage: COMPETITION_MESSAGES.phoneTooLong,
  })
    .min(8, COMPETITION_MESSAGES.phoneTooShort)
    .regex(/^\d*$/, COMPETITION_MESSAGES.phoneNotNumeric),
  emailAddress: requiredText(COMPETITION_MESSAGES.emailRequired, {
    max: MAX_LENGTH.email,
  }).regex(EMAIL, COMPETITION_MESSAGES.emailInvalid),
  firstName: optionalText({max: MAX_LENGTH.name}),
  lastName: optionalText({max: MAX_LENGTH.name}),
  competitionAnswer: optionalText({
    max: COMPETITION_ANSWER_MAX_LENGTH,
    maxMessage: COMPETITION_MESSAGES.answerTooLong,
  }),
});

export type CompetitionEntry = z.output<typeof competitionSchema>;
