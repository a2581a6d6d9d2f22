/**
 * What the /cart action accepts, checked with zod before anything reaches the cart
 * handler. Input arrives the way Hydrogen's CartForm posts it (a `cartFormInput` JSON
 * of {action, inputs}) plus plain form fields, which win over the JSON as in
 * CartForm.getFormInput, so the same forms work with and without JavaScript.
 * Every refusal carries a message a shopper can act on; none is a server error.
 */
import {safeLocalPath} from '~/lib/customer/redirect';
import {z} from 'zod';
import {CART_MESSAGES as M, MAX_LINE_QUANTITY} from './messages';
import {readCartFormInput, withQuickAddLine} from './lines';

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
// Shopify line ids carry the cart token as a query (gid://shopify/CartLine/{uuid}?cart={token}).
const LINE_GID =
  /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,64}(\?cart=[A-Za-z0-9-]{1,128})?$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Numbers arrive as JSON numbers or as form text; both are read, nothing else is. */
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?(e\d+)?\s*$/i.test(value)
    ? Number(value)
    : value;

const quantity = (min: 0 | 1, message: string) =>
  z.preprocess(
    numeric,
    z
      .number({error: message})
      .int(message)
      .min(min, message)
      .max(MAX_LINE_QUANTITY, message),
  );

const attribute = z.object({
  key: z
    .string({error: M.attributes})
    .trim()
    .min(1, M.attributes)
    .max(100, M.attributes),
  value: z.string({error: M.attributes}).max(1000, M.attributes),
});
const lineAttributes = z
  .array(attribute, {error: M.attributes})
  .max(10, M.attributes)
  .optional();

const linesAdd = z.object({
  lines: z
    .array(
      z.object(
        {
          merchandiseId: z
            .string({error: M.merchandise})
            .trim()
            .regex(VARIANT_GID, M.merchandise),
          quantity: quantity(1, M.quantityToAdd).default(1),
          attributes: lineAttributes,
        },
        {error: M.merchandise},
      ),
      {error: M.unreadable},
    )
    .min(1, M.unreadable)
    .max(25, M.tooManyLines),
});

const linesUpdate = z.object({
  lines: z
    .array(
      z.object(
        {
          id: z.string({error: M.line}).regex(LINE_GID, M.line),
          quantity: quantity(0, M.quantityToUpdate),
          attributes: lineAttributes,
        },
        {error: M.line},
      ),
      {error: M.unreadable},
    )
    .min(1, M.unreadable)
    .max(250, M.tooManyLines),
});

const linesRemove = z.object({
  lineIds: z
    .array(z.string({error: M.line}).regex(LINE_GID, M.line), {
      error: M.unreadable,
    })
    .min(1, M.unreadable)
    .max(250, M.tooManyLines),
});

const noteUpdate = z.object({
  note: z.string({error: M.note}).max(1000, M.note).default(''),
});

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const buyerIdentity = (allowedCountries: readonly string[]) =>
  z
    .object({
      countryCode: z.preprocess(
        blankToUndefined,
        z
          .string({error: M.otherRegion})
          .trim()
          .toUpperCase()
          .refine((code) => allowedCountries.includes(code), M.otherRegion)
          .optional(),
      ),
      email: z.preprocess(
        blankToUndefined,
        z.email(M.email).max(254, M.email).optional(),
      ),
      phone: z.preprocess(
        blankToUndefined,
        z
          .string({error: M.phone})
          .trim()
          .regex(/^\+?[0-9 ()-]{8,20}$/, M.phone)
          .optional(),
      ),
    })
    .refine(
      (identity) =>
        Object.values(identity).some((value) => value !== undefined),
      M.unreadable,
    );

const discountCodes = z
  .array(
    z
      .string({error: M.discountCode})
      .trim()
      // Codes are case-insensitive; one spelling keeps the list free of look-alike duplicates.
      .toUpperCase()
      .max(255, M.discountCode)
      .refine((code) => !CONTROL_CHARACTERS.test(code), M.discountCode),
    {error: M.discountCode},
  )
  .transform((codes) => {
    const seen = new Set<string>();
    return codes.filter((code) => {
      if (!code || seen.has(code)) return false;
      seen.add(code);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(5, M.tooManyDiscountCodes));

export type CartRequest =
  | {action: 'LinesAdd'; lines: z.output<typeof linesAdd>['lines']}
  | {action: 'LinesUpdate'; lines: z.output<typeof linesUpdate>['lines']}
  | {action: 'LinesRemove'; lineIds: string[]}
  | {action: 'NoteUpdate'; note: string}
  | {
      action: 'BuyerIdentityUpdate';
      buyerIdentity: {countryCode?: string; email?: string; phone?: string};
    }
  | {
      action: 'AttributesUpdateInput';
      attributes: {key: string; value: string}[];
    }
  | {action: 'DiscountCodesUpdate'; discountCodes: string[]};

export type ParsedCartRequest =
  | {ok: true; request: CartRequest; redirectTo: string | null}
  | {ok: false; message: string; redirectTo: string | null};

type FormLike =
  | {entries(): IterableIterator<[string, FormDataEntryValue]>}
  | null
  | undefined;

/** Form fields as CartForm.getFormInput reads them: repeated names become lists, last one wins for single reads. */
function collect(formData: FormLike) {
  const fields = new Map<string, string[]>();
  for (const [key, value] of formData?.entries() ?? []) {
    if (typeof value !== 'string') continue;
    fields.set(key, [...(fields.get(key) ?? []), value]);
  }
  return fields;
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message || M.unreadable;
}

/** A same-site path to return to after a plain form post, or null. */

export function parseCartRequest(
  formData: FormLike,
  {
    cartId,
    allowedCountries,
  }: {cartId: string | null | undefined; allowedCountries: readonly string[]},
): ParsedCartRequest {
  const fields = collect(formData);
  // Only a path on this site: browsers drop tabs and line breaks, so '/\t/evil.example' is another origin.
  const redirectTo = safeLocalPath(fields.get('redirectTo')?.at(-1));
  const fail = (message: string): ParsedCartRequest => ({
    ok: false,
    message,
    redirectTo,
  });

  const raw = fields.get('cartFormInput');
  if (!raw || raw.length !== 1)
    return fail(raw ? M.unreadable : M.unknownAction);
  const change = readCartFormInput(raw[0]);
  if (!change) return fail(M.unreadable);

  const inputs: Record<string, unknown> = {...change.inputs};
  for (const [key, values] of fields) {
    if (
      key === 'cartFormInput' ||
      key === 'redirectTo' ||
      key.startsWith('attribute.')
    )
      continue;
    inputs[key] = values.length > 1 ? values : values[0];
  }

  // The cart is the visitor's own (from their session); a posted id may only name that one.
  if (inputs.cartId !== undefined && inputs.cartId !== cartId)
    return fail(M.foreignCart);

  const ok = (request: CartRequest): ParsedCartRequest => ({
    ok: true,
    request,
    redirectTo,
  });
  switch (change.action) {
    case 'LinesAdd': {
      const parsed = linesAdd.safeParse(withQuickAddLine(inputs));
      return parsed.success
        ? ok({action: 'LinesAdd', lines: parsed.data.lines})
        : fail(firstIssue(parsed.error));
    }
    case 'LinesUpdate': {
      const parsed = linesUpdate.safeParse(inputs);
      return parsed.success
        ? ok({action: 'LinesUpdate', lines: parsed.data.lines})
        : fail(firstIssue(parsed.error));
    }
    case 'LinesRemove': {
      const parsed = linesRemove.safeParse(inputs);
      return parsed.success
        ? ok({action: 'LinesRemove', lineIds: parsed.data.lineIds})
        : fail(firstIssue(parsed.error));
    }
    case 'NoteUpdate': {
      const parsed = noteUpdate.safeParse(inputs);
      return parsed.success
        ? ok({action: 'NoteUpdate', note: parsed.data.note})
        : fail(firstIssue(parsed.error));
    }
    case 'BuyerIdentityUpdate': {
      const given =
        inputs.buyerIdentity && typeof inputs.buyerIdentity === 'object'
          ? (inputs.buyerIdentity as Record<string, unknown>)
          : {};
      const merged = {
        countryCode: inputs.countryCode ?? given.countryCode,
        email: inputs.email ?? given.email,
        phone: inputs.phone ?? given.phone,
      };
      const parsed = buyerIdentity(allowedCountries).safeParse(merged);
      return parsed.success
        ? ok({
            action: 'BuyerIdentityUpdate',
            buyerIdentity: JSON.parse(JSON.stringify(parsed.data)),
          })
        : fail(firstIssue(parsed.error));
    }
    case 'AttributesUpdate':
    case 'AttributesUpdateInput': {
      const listed = inputs.attributes === undefined ? [] : inputs.attributes;
      const parsed = z
        .array(attribute, {error: M.attributes})
        .max(25, M.attributes)
        .safeParse(listed);
      if (!parsed.success) return fail(firstIssue(parsed.error));
      const byKey = new Map(parsed.data.map((item) => [item.key, item.value]));
      for (const [key, values] of fields) {
        if (!key.startsWith('attribute.')) continue;
        const field = attribute.safeParse({
          key: key.slice('attribute.'.length),
          value: values.at(-1),
        });
        if (!field.success) return fail(firstIssue(field.error));
        byKey.set(field.data.key, field.data.value);
      }
      if (byKey.size === 0 || byKey.size > 25) return fail(M.attributes);
      return ok({
        action: 'AttributesUpdateInput',
        attributes: [...byKey].map(([key, value]) => ({key, value})),
      });
    }
    case 'DiscountCodesUpdate': {
      const listed =
        inputs.discountCodes === undefined
          ? []
          : Array.isArray(inputs.discountCodes)
            ? inputs.discountCodes
            : [inputs.discountCodes];
      const typed =
        inputs.discountCode === undefined
          ? []
          : Array.isArray(inputs.discountCode)
            ? inputs.discountCode
            : [inputs.discountCode];
      // The code just typed goes first: only the first applicable code applies.
      const parsed = discountCodes.safeParse([...typed, ...listed]);
      return parsed.success
        ? ok({action: 'DiscountCodesUpdate', discountCodes: parsed.data})
        : fail(firstIssue(parsed.error));
    }
    default:
      return fail(M.unknownAction);
  }
}
