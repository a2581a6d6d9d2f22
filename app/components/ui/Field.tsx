import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import {button} from '~/components/ui/button';

/**
 * The one form-field kit (account pages, content forms, back in stock): a labelled
 * control with its messages right under it, tied to it by aria-describedby so a screen
 * reader hears the problem with the field; form-level messages; a submit button that
 * says when it is working. Fields take Conform's field metadata.
 */
export type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const CONTROL =
  'min-h-11 w-full rounded-theme border border-muted bg-paper px-3 py-2 text-ink aria-invalid:border-sale aria-invalid:shadow-[inset_0_0_0_1px_var(--color-sale)]';
const NOTE = 'm-0 text-sm font-normal text-muted';

export function FieldErrors({id, errors}: {id: string; errors?: string[]}) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="col-span-full m-0 text-sm text-sale">
      {errors.map((error) => (
        <span key={error} className="block">
          {error}
        </span>
      ))}
    </p>
  );
}

function Label({
  field,
  label,
  optional,
}: {
  field: Field;
  label: string;
  optional?: boolean;
}) {
  return (
    <label htmlFor={field.id} className="font-bold">
      {label}
      {optional ? <span className={NOTE}> (optional)</span> : null}
    </label>
  );
}

type TextFieldProps = {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
};

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  optional = false,
  hint,
  inputMode,
}: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const {key, ...props} = getInputProps(field, {type, ariaDescribedBy: hintId});
  return (
    <div className="grid gap-1.5">
      <Label field={field} label={label} optional={optional} />
      {hint ? (
        <p id={hintId} className={NOTE}>
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        className={CONTROL}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={optional ? undefined : true}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  optional,
  rows = 5,
}: {
  field: Field;
  label: string;
  optional?: boolean;
  rows?: number;
}) {
  const {key, ...props} = getTextareaProps(field);
  return (
    <div className="grid gap-1.5">
      <Label field={field} label={label} optional={optional} />
      <textarea
        key={key}
        {...props}
        className={CONTROL}
        rows={rows}
        aria-required={optional ? undefined : true}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
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
  /** A blank first choice ("Select a size"), so the field posts empty until chosen. */
  placeholder?: string;
  autoComplete?: string;
  onChange?: (value: string) => void;
}) {
  const {key, ...props} = getSelectProps(field);
  return (
    <div className="grid gap-1.5">
      <Label field={field} label={label} />
      <select
        key={key}
        {...props}
        className={CONTROL}
        autoComplete={autoComplete}
        aria-required
        onChange={
          onChange ? (event) => onChange(event.currentTarget.value) : undefined
        }
      >
        {placeholder !== undefined ? (
          <option value="">{placeholder}</option>
        ) : null}
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
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-2.5 gap-y-1.5">
      <input key={key} {...props} className="size-5 accent-ink" />
      <label htmlFor={field.id}>{label}</label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

const MESSAGE = 'mb-4 border-l-4 border-current bg-surface px-4 py-3 [&_p]:m-0';
/** The look of a form-level message, for a page that writes its own. */
export const messageClass = (tone: 'positive' | 'negative') =>
  `${MESSAGE} ${tone === 'positive' ? 'text-accent' : 'text-sale'}`;

/** Form-level problems, read out as they appear. */
export function FormErrors({id, errors}: {id?: string; errors?: string[]}) {
  return (
    <div
      id={id}
      role="alert"
      className={errors?.length ? `${MESSAGE} text-sale` : 'empty:hidden'}
    >
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A confirmation, announced politely. */
export function FormNotice({message}: {message?: string | null}) {
  return (
    <div
      role="status"
      className={message ? `${MESSAGE} text-accent` : 'empty:hidden'}
    >
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/** The outcome of a form sent in place: a confirmation or a problem, each announced. */
export function FormOutcome({
  outcome,
}: {
  outcome: {ok: boolean; message: string} | null;
}) {
  return (
    <div
      role={outcome && !outcome.ok ? 'alert' : 'status'}
      className={
        outcome
          ? `${MESSAGE} ${outcome.ok ? 'text-accent' : 'text-sale'}`
          : 'empty:hidden'
      }
    >
      {outcome ? <p>{outcome.message}</p> : null}
    </div>
  );
}

export function SubmitButton({
  children,
  pendingLabel,
  pending,
  className = button({variant: 'primary'}),
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
    <button
      type="submit"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      name={name}
      value={value}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
