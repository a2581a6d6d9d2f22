import type {Field} from '~/components/ui/Field';
import {TextField} from '~/components/ui/Field';
import {useNavigation} from 'react-router';

/**
 * The account pages' form pieces. The fields themselves are the shared kit in
 * ~/components/ui/Field; here are what only account pages need.
 */
export {CheckboxField, FieldErrors, FormErrors, FormNotice, SelectField, SubmitButton, TextField} from '~/components/ui/Field';

/** True while this page's form (optionally the one with this intent) is being sent. */
export function useSubmitting(intent?: string) {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.formMethod || navigation.formMethod === 'GET') return false;
  return intent === undefined || navigation.formData?.get('intent') === intent;
}

/** A new password and its confirmation, as both the reset and the change-password forms ask. */
export function NewPasswordFields({password, passwordConfirm}: {password: Field; passwordConfirm: Field}) {
  return (
    <>
      <TextField
        field={password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="5 to 40 characters, with no space at the start or end."
      />
      <TextField field={passwordConfirm} label="Confirm new password" type="password" autoComplete="new-password" />
    </>
  );
}
