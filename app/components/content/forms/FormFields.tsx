import {getInputProps, getSelectProps, getTextareaProps, type FieldMetadata} from '@conform-to/react';

/**
 * Labelled fields for the content forms, each with its messages right under it and
 * tied to it (aria-describedby), so a screen reader hears the problem with the field.
 */
type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export function FieldMessages({id, errors}: {id: string; errors?: string[]}) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="content-form__error">
      {errors.map((error) => (
        <span key={error}>{error}</span>
      ))}
    </p>
  );
}

function Label({field, label, optional}: {field: Field; label: string; optional?: boolean}) {
  return (
    <label htmlFor={field.id}>
      {label}
      {optional ? <span className="content-form__optional"> (optional)</span> : null}
    </label>
  );
}

type InputProps = {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  optional?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
};

export function TextInput({field, label, type = 'text', autoComplete, optional, inputMode}: InputProps) {
  const {key, ...props} = getInputProps(field, {type});
  return (
    <div className="content-form__field">
      <Label field={field} label={label} optional={optional} />
      <input key={key} {...props} autoComplete={autoComplete} inputMode={inputMode} aria-required={optional ? undefined : true} />
      <FieldMessages id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextArea({field, label, optional, rows = 5}: {field: Field; label: string; optional?: boolean; rows?: number}) {
  const {key, ...props} = getTextareaProps(field);
  return (
    <div className="content-form__field">
      <Label field={field} label={label} optional={optional} />
      <textarea key={key} {...props} rows={rows} aria-required={optional ? undefined : true} />
      <FieldMessages id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function Select({
  field,
  label,
  options,
  placeholder,
  autoComplete,
  onChange,
}: {
  field: Field;
  label: string;
  options: {value: string; label: string}[];
  placeholder: string;
  autoComplete?: string;
  onChange?: (value: string) => void;
}) {
  const {key, ...props} = getSelectProps(field);
  return (
    <div className="content-form__field">
      <Label field={field} label={label} />
      <select key={key} {...props} autoComplete={autoComplete} aria-required onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Form-level problems, read out as they appear. */
export function FormErrors({id, errors}: {id: string; errors?: string[]}) {
  return (
    <div id={id} role="alert" className={errors?.length ? 'content-form__alert' : 'content-form__alert--empty'}>
      {errors?.map((error) => <p key={error}>{error}</p>)}
    </div>
  );
}

/** The thank-you, announced politely. */
export function FormSuccess({message}: {message: string | null}) {
  return (
    <div role="status" className={message ? 'content-form__success' : 'content-form__alert--empty'}>
      {message ? <p>{message}</p> : null}
    </div>
  );
}

export function SubmitButton({pending, children, pendingLabel}: {pending: boolean; children: React.ReactNode; pendingLabel: string}) {
  return (
    <button type="submit" className="button button--primary content-form__submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}
