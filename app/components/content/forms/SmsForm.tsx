import {getFormProps} from '@conform-to/react';
import {Form} from 'react-router';
import {smsSignupSchema} from '~/lib/forms/sms';
import {
  FormErrors,
  FormNotice,
  SubmitButton,
  TextField,
} from '~/components/ui/Field';
import {usePageForm} from './usePageForm';

export const SMS_SENT = 'Thanks! You’re signed up for text alerts.';

export function SmsForm({
  action,
  successMessage,
}: {
  action: string;
  successMessage: string | null;
}) {
  const {form, fields, pending, sent} = usePageForm('sms', smsSignupSchema);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="content-form grid gap-4"
      preventScrollReset
    >
      <input type="hidden" name="form" value="sms" />
      <FormNotice message={sent ? (successMessage ?? SMS_SENT) : null} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.phone}
        label="Mobile number"
        type="tel"
        autoComplete="tel"
      />
      <SubmitButton pending={pending} pendingLabel="Signing up…">
        Sign up
      </SubmitButton>
    </Form>
  );
}
