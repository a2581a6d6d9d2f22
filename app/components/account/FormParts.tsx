import {getInputProps, getSelectProps, type FieldMetadata} from '@conform-to/react';
import {useNavigation} from 'react-router';

/**
 * Form pieces shared by the account pages and the back-in-stock form: a labelled
 * input with its messages right under it (tied to the input by aria-describedby),
 * form-level messages, and a submit button that says when it is working.
 */

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export function FieldErrors({id, errors}: {id: string; errors?: string[]}) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="form-field__error">
      {errors.map((error) => (
        <span key={error}>{error}</span>
      ))}
    </p>
  );
}

type TextFieldProps = {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
};

export function TextField({field, label, type = 'text', autoComplete, optional = false, hint}: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const {key, ...props} = getInputProps(field, {type, ariaDescribedBy: hintId});
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {label}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input key={key} {...props} autoComplete={autoComplete} aria-required={optional ? undefined : true} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
  autoComplete,
}: {
  field: Field;
  label: string;
  options: {value: string; label: string}[];
  autoComplete?: string;
}) {
  const {key, ...props} = getSelectProps(field);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <select key={key} {...props} autoComplete={autoComplete} aria-required>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({field, label}: {field: Field; label: string}) {
  const {key, ...props} = getInputProps(field, {type: 'checkbox'});
  return (
    <div className="form-field form-field--checkbox">
      <input key={key} {...props} />
      <label htmlFor={field.id}>{label}</label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Form-level errors (negative) read out as they appear. */
export function FormErrors({id, errors}: {id?: string; errors?: string[]}) {
  return (
    <div id={id} role="alert" className={errors?.length ? 'form-message form-message--negative' : 'form-message--empty'}>
      {errors?.map((error) => <p key={error}>{error}</p>)}
    </div>
  );
}

/** A positive confirmation, announced politely. */
export function FormNotice({message}: {message?: string | null}) {
  return (
    <div role="status" className={message ? 'form-message form-message--positive' : 'form-message--empty'}>
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/** True while this page's form (optionally the one with this intent) is being sent. */
export function useSubmitting(intent?: string) {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.formMethod || navigation.formMethod === 'GET') return false;
  return intent === undefined || navigation.formData?.get('intent') === intent;
}

export function SubmitButton({
  children,
  pendingLabel,
  pending,
  className = 'button button--primary',
  name,
  value,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  pending: boolean;
  className?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined} name={name} value={value}>
      {pending ? pendingLabel : children}
    </button>
  );
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
