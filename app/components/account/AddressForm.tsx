import {useEffect, useRef} from 'react';
import {getFormProps, useForm, type SubmissionResult} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, Link} from 'react-router';
import type {AddressFieldsFragment} from 'storefrontapi.generated';
import {addressSchemaFor} from '~/lib/forms/address';
import {
  ACCOUNT_FORM,
  CheckboxField,
  FIELD_ROW,
  FORM_ACTIONS,
  FormErrors,
  SelectField,
  SubmitButton,
  TextField,
  useSubmitting,
} from './FormParts';
import {button} from '~/components/ui/button';

export type AddressValues = Pick<
  AddressFieldsFragment,
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'zip'
  | 'country'
  | 'phone'
>;

type Props = {
  formId: string;
  intent: 'create' | 'update';
  heading: string;
  locale: string;
  countries: {code: string; name: string}[];
  /** The address being edited, or the starting values of a new one. */
  values: AddressValues;
  addressId?: string;
  isDefault?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  cancelTo?: string;
  /** Move focus to the heading when the form appears in place of an address. */
  focusOnMount?: boolean;
};

/**
 * The address book form (create and edit). The rules are the shop's (spec: accounts,
 * section 5), checked in the browser as the shopper goes and again on the server.
 */
export function AddressForm({
  formId,
  intent,
  heading,
  locale,
  countries,
  values,
  addressId,
  isDefault = false,
  lastResult,
  submitLabel,
  cancelTo,
  focusOnMount = false,
}: Props) {
  const schema = addressSchemaFor(locale);
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: {...values, defaultAddress: isDefault ? 'on' : undefined},
    onValidate: ({formData}) => parseWithZod(formData, {schema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting(intent);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const headingId = `${formId}-heading`;

  return (
    <section className="address-form" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-xl font-bold"
      >
        {heading}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className={ACCOUNT_FORM}
        preventScrollReset
      >
        <input type="hidden" name="intent" value={intent} />
        {addressId ? <input type="hidden" name="id" value={addressId} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={FIELD_ROW}>
          <TextField
            field={fields.firstName}
            label="First name"
            autoComplete="given-name"
          />
          <TextField
            field={fields.lastName}
            label="Last name"
            autoComplete="family-name"
          />
        </div>
        <TextField
          field={fields.company}
          label="Company"
          autoComplete="organization"
          optional
        />
        <TextField
          field={fields.address1}
          label="Address"
          autoComplete="address-line1"
        />
        <TextField
          field={fields.address2}
          label="Apartment, suite, etc."
          autoComplete="address-line2"
          optional
        />
        <div className={FIELD_ROW}>
          <TextField
            field={fields.city}
            label="Suburb / City"
            autoComplete="address-level2"
          />
          <TextField
            field={fields.province}
            label="State"
            autoComplete="address-level1"
          />
        </div>
        <div className={FIELD_ROW}>
          <TextField
            field={fields.zip}
            label="Postcode"
            autoComplete="postal-code"
          />
          <SelectField
            field={fields.country}
            label="Country"
            autoComplete="country"
            options={countries.map((country) => ({
              value: country.code,
              label: country.name,
            }))}
          />
        </div>
        <TextField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
        {isDefault ? (
          <p className="address-form__default-note">
            This is your default address.
          </p>
        ) : (
          <CheckboxField
            field={fields.defaultAddress}
            label="Make this my default address"
          />
        )}
        {isDefault ? (
          <input type="hidden" name="defaultAddress" value="on" />
        ) : null}
        <div className={FORM_ACTIONS}>
          <SubmitButton
            pending={pending}
            pendingLabel="Saving…"
            className={button({
              variant: 'primary',
              fullWidth: false,
              className: 'flex-[1_1_12rem]',
            })}
          >
            {submitLabel}
          </SubmitButton>
          {cancelTo ? (
            <Link to={cancelTo} className={button()} preventScrollReset>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
