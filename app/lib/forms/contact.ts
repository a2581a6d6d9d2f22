/**
 * The contact form. Editors choose the reasons for enquiry in the content service's
 * contact_form slice, so the schema is built from the reasons the page shows.
 */
import {z} from 'zod';
import {
  MAX_LENGTH,
  optionalText,
  requiredEmail,
  requiredText,
} from '~/lib/forms/fields';

export const CONTACT_MESSAGE_MAX_LENGTH = MAX_LENGTH.message;

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Invalid email. Please check spelling.',
  reason: 'Please choose a reason for your enquiry.',
  orderNumber: 'Please enter a valid order number, for example #1001.',
  message: 'Please enter your message.',
  messageTooLong: `Your message cannot be longer than ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
} as const;

/** Used when a page offers no reasons of its own. */
export const DEFAULT_CONTACT_REASONS = [
  'Order enquiry',
  'Returns and exchanges',
  'Product question',
  'Delivery',
  'Other',
] as const;

export function createContactSchema(
  reasons: readonly string[] = DEFAULT_CONTACT_REASONS,
) {
  const offered = reasons.map((reason) => reason.trim()).filter(Boolean);
  return z.object({
    name: requiredText(CONTACT_MESSAGES.name, {max: MAX_LENGTH.name}),
    email: requiredEmail({
      required: CONTACT_MESSAGES.emailRequired,
      invalid: CONTACT_MESSAGES.emailInvalid,
    }),
    reason: requiredText(CONTACT_MESSAGES.reason, {
      max: MAX_LENGTH.short,
      maxMessage: CONTACT_MESSAGES.reason,
    }).refine(
      (reason) => offered.length === 0 || offered.includes(reason),
      CONTACT_MESSAGES.reason,
    ),
    orderNumber: optionalText({
      max: 20,
      maxMessage: CONTACT_MESSAGES.orderNumber,
    }).refine(
      (orderNumber) =>
        orderNumber === undefined || /^#?[A-Za-z0-9-]{1,19}$/.test(orderNumber),
      CONTACT_MESSAGES.orderNumber,
    ),
    message: requiredText(CONTACT_MESSAGES.message, {
      max: CONTACT_MESSAGE_MAX_LENGTH,
      maxMessage: CONTACT_MESSAGES.messageTooLong,
    }),
  });
}

export const contactSchema = createContactSchema();

export type ContactForm = z.output<ReturnType<typeof createContactSchema>>;
