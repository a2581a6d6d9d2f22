/**
 * "Notify me" form for a sold-out size. Marketing consent starts ticked in the form
 * (BACK_IN_STOCK_DEFAULTS), but a box the shopper unticks is absent from the post,
 * and absent means no: consent is never assumed on the server.
 */
import {z} from 'zod';
import {checkbox, requiredEmail, requiredText} from '~/lib/forms/fields';

export const BACK_IN_STOCK_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Invalid email. Please check spelling.',
  variant: 'Please select a size',
} as const;

export const backInStockSchema = z.object({
  email: requiredEmail({
    required: BACK_IN_STOCK_MESSAGES.emailRequired,
    invalid: BACK_IN_STOCK_MESSAGES.emailInvalid,
  }),
  variant: requiredText(BACK_IN_STOCK_MESSAGES.variant, {max: 100}),
  acceptsMarketing: checkbox,
});

/** Initial values for the form: marketing consent ticked. */
export const BACK_IN_STOCK_DEFAULTS = {
  email: '',
  variant: '',
  acceptsMarketing: true,
} as const;

export type BackInStockRequest = z.output<typeof backInStockSchema>;
