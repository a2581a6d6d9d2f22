/** Email sign-up in the footer and pop-ups; same wording as the other email fields. */
import {z} from 'zod';
import {requiredEmail} from '~/lib/forms/fields';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Invalid email. Please check spelling.',
} as const;

export const newsletterSchema = z.object({
  email: requiredEmail({
    required: NEWSLETTER_MESSAGES.emailRequired,
    invalid: NEWSLETTER_MESSAGES.emailInvalid,
  }),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;
