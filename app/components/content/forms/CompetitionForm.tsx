import {getFormProps} from '@conform-to/react';
import {Form} from 'react-router';
import {competitionSchema} from '~/lib/forms/competition';
import {
  FormErrors,
  FormNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/Field';
import {usePageForm} from './usePageForm';
import {pageSection} from '~/components/ui/page';

export const COMPETITION_SENT =
  'Thanks for entering! We’ll contact the winner by email.';

/** The competition entry (spec §3 "Competition entry"), every rule and message of spec §5. */
export function CompetitionForm({
  action,
  countries,
}: {
  action: string;
  countries: {code: string; name: string}[];
}) {
  const {form, fields, pending, sent} = usePageForm(
    'competition',
    competitionSchema,
  );
  return (
    <section
      className={pageSection({width: 'max-w-[40rem]'})}
      aria-labelledby="competition-form-title"
    >
      <h2 id="competition-form-title">Enter the competition</h2>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className="content-form grid gap-4"
        preventScrollReset
      >
        <input type="hidden" name="form" value="competition" />
        <FormNotice message={sent ? COMPETITION_SENT : null} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.firstName}
          label="First name"
          autoComplete="given-name"
          optional
        />
        <TextField
          field={fields.lastName}
          label="Last name"
          autoComplete="family-name"
          optional
        />
        <TextField
          field={fields.emailAddress}
          label="Email address"
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.phoneNumber}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
        />
        <SelectField
          field={fields.country}
          label="Country"
          placeholder="Choose a country"
          autoComplete="country"
          options={countries.map((c) => ({value: c.code, label: c.name}))}
        />
        <TextAreaField
          field={fields.competitionAnswer}
          label="Your answer"
          optional
        />
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Enter now
        </SubmitButton>
      </Form>
    </section>
  );
}
