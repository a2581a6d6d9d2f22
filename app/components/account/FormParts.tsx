import type {Field} from '~/components/ui/Field';
import {TextField} from '~/components/ui/Field';
import {useNavigation} from 'react-router';

/**
 * The account pages' form pieces. The fields themselves are the shared kit in
 * ~/components/ui/Field; here are what only account pages need.
 */
export {
  CheckboxField,
  FieldErrors,
  FormErrors,
  FormNotice,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/ui/Field';

/** An account form: one column of fields, at most 40rem wide. */
export const ACCOUNT_FORM = 'account-form mb-6 grid max-w-[40rem] gap-4';
/** Two fields side by side from 576 px. */
export const FIELD_ROW = 'grid gap-4 sm:grid-cols-2';
/** The form's buttons in a row that wraps (give the main one `flex-[1_1_12rem]` so it takes the room). */
export const FORM_ACTIONS = 'flex flex-wrap items-center gap-3';
/** The lead sentence under a signed-out page's title. */
export const LEAD = '-mt-3 mb-5';
/** What an empty list says. */
export const EMPTY = 'py-6';

/** True while this page's form (optionally the one with this intent) is being sent. */
export function useSubmitting(intent?: string) {
  const navigation = useNavigation();
  if (
    navigation.state === 'idle' ||
    !navigation.formMethod ||
    navigation.formMethod === 'GET'
  )
    return false;
  return intent === undefined || navigation.formData?.get('intent') === intent;
}

/** A new password and its confirmation, as both the reset and the change-password forms ask. */
export function NewPasswordFields({
  password,
  passwordConfirm,
}: {
  password: Field;
  passwordConfirm: Field;
}) {
  return (
    <>
      <TextField
        field={password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="5 to 40 characters, with no space at the start or end."
      />
      <TextField
        field={passwordConfirm}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
