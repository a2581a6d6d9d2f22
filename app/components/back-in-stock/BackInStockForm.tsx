import {useEffect, useId, useState} from 'react';
import {getFormProps, useForm, type SubmissionResult} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, useFetcher, useNavigation} from 'react-router';
import {
  BACK_IN_STOCK_DEFAULTS,
  backInStockSchema,
} from '~/lib/forms/back-in-stock';
import {
  CheckboxField,
  FormOutcome,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/ui/Field';
import type {NotifyMeProduct} from './NotifyMeButton';

/** What the back-in-stock action answers: the form's state and, once sent, the outcome. */
export type BackInStockActionData = {
  result: SubmissionResult<string[]>;
  outcome: {ok: boolean; message: string} | null;
};

type Props = {
  product: NotifyMeProduct;
  action: string;
  /** In the modal the form posts through a fetcher; as a page it is a plain form. */
  fetcher?: ReturnType<typeof useFetcher<BackInStockActionData>>;
  actionData?: BackInStockActionData;
  headingId?: string;
};

/** Sizes to offer: the sold-out ones (others can simply be bought), or all when none is known to be out. */
export function soldOutSizes(variants: NotifyMeProduct['variants']) {
  const out = variants.filter(
    (variant) =>
      variant.inventoryQuantity == null || variant.inventoryQuantity <= 0,
  );
  return out.length ? out : variants;
}

/**
 * The "notify me" form: email, size and marketing consent (ticked to start). It moves
 * from idle to sending, then shows a positive or negative message (spec: shopping,
 * sections 4 and 8).
 */
export function BackInStockForm({
  product,
  action,
  fetcher,
  actionData,
  headingId,
}: Props) {
  const data = fetcher ? fetcher.data : actionData;
  const navigation = useNavigation();
  const sending = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state === 'submitting' && navigation.formAction === action;
  const sizes = soldOutSizes(product.variants);
  const formKey = useId();
  const [form, fields] = useForm({
    id: `back-in-stock-${formKey.replace(/:/g, '')}`,
    lastResult: data?.result,
    // Conform reads a ticked checkbox as 'on'.
    defaultValue: {
      email: BACK_IN_STOCK_DEFAULTS.email,
      variant:
        sizes.length === 1 ? sizes[0].id : BACK_IN_STOCK_DEFAULTS.variant,
      acceptsMarketing: BACK_IN_STOCK_DEFAULTS.acceptsMarketing
        ? 'on'
        : undefined,
    },
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: backInStockSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  // Seconds east of UTC, as the service expects: the browser knows the shopper's zone
  // (without JavaScript the server asks the edge's time zone instead).
  const [utcOffset, setUtcOffset] = useState('');
  useEffect(
    () => setUtcOffset(String(-new Date().getTimezoneOffset() * 60)),
    [],
  );

  const FormComponent = fetcher ? fetcher.Form : Form;
  const outcome = sending ? null : (data?.outcome ?? null);

  return (
    <FormComponent
      method="post"
      action={action}
      {...getFormProps(form)}
      className="grid gap-4"
      aria-labelledby={headingId}
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="handle" value={product.handle} />
      <input type="hidden" name="utcOffset" value={utcOffset} />
      <FormOutcome outcome={outcome} />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
      />
      {/* A select always posts the field (blank until chosen), so "Please select a size" shows in the browser too. */}
      <SelectField
        field={fields.variant}
        label="Size"
        options={[
          ...(sizes.length === 1 ? [] : [{value: '', label: 'Select a size'}]),
          ...sizes.map((variant) => ({value: variant.id, label: variant.size})),
        ]}
      />
      <CheckboxField
        field={fields.acceptsMarketing}
        label="Keep me updated on new arrivals and offers"
      />
      <SubmitButton pending={sending} pendingLabel="Sending…">
        Notify me
      </SubmitButton>
    </FormComponent>
  );
}
