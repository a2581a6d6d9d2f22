import {getFormProps} from '@conform-to/react';
import {useMemo, useState} from 'react';
import {Form} from 'react-router';
import {
  createContactSchema,
  DEFAULT_CONTACT_REASONS,
} from '~/lib/forms/contact';
import {
  FormErrors,
  FormNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/Field';
import {usePageForm} from './usePageForm';

export type ContactReason = {reason: string; showOrderNumber: boolean};

export const CONTACT_SENT =
  'Thanks for getting in touch. We’ll reply within one business day.';

/**
 * The contact form with the page's reasons for enquiry. The order number field is
 * offered for reasons that need one; without JavaScript it is always there (optional).
 */
export function ContactForm({
  reasons: listed,
  action,
}: {
  reasons: ContactReason[];
  action: string;
}) {
  const reasons = useMemo(
    () =>
      listed.length
        ? listed
        : DEFAULT_CONTACT_REASONS.map((reason) => ({
            reason,
            showOrderNumber: reason === 'Order enquiry',
          })),
    [listed],
  );
  const schema = useMemo(
    () => createContactSchema(reasons.map((r) => r.reason)),
    [reasons],
  );
  const {form, fields, pending, sent} = usePageForm('contact', schema);
  const [reason, setReason] = useState<string | null>(null);
  const anyOrderNumber = reasons.some((r) => r.showOrderNumber);
  const showOrderNumber =
    reason === null
      ? anyOrderNumber
      : reasons.some((r) => r.reason === reason && r.showOrderNumber);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="content-form grid gap-4"
      preventScrollReset
    >
      <input type="hidden" name="form" value="contact" />
      <FormNotice message={sent ? CONTACT_SENT : null} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.name} label="Name" autoComplete="name" />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <SelectField
        field={fields.reason}
        label="Reason for enquiry"
        placeholder="Choose a reason"
        options={reasons.map((r) => ({value: r.reason, label: r.reason}))}
        onChange={setReason}
      />
      {showOrderNumber ? (
        <TextField field={fields.orderNumber} label="Order number" optional />
      ) : null}
      <TextAreaField field={fields.message} label="Message" />
      <SubmitButton pending={pending} pendingLabel="Sending…">
        Send message
      </SubmitButton>
    </Form>
  );
}
