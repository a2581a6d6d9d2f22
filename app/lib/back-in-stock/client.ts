/**
 * The back-in-stock service's client (spec: shopping, sections 7 and 8). One GET
 * creates a notification:
 *   {endpoint}/api/v2/notifications/create.json?shop=…&notification[email]=…
 *     &notification[product_no]=…&notification[quantity_required]=1
 *     &notification[acceptsMarketing]=…&notification[customer_utc_offset]=…&variant[variant_no]=…
 * and the answer is read as the form's outcome: positive with the site's success
 * message when it carries no errors, otherwise negative with the first errors.base
 * message, else the first errors.email message, else the generic 'Whoops!' line.
 */
import type {ErrorReporter} from '~/lib/errors/reporter.server';

export const BACK_IN_STOCK_FAILURE =
  'Whoops! Something went wrong. Please try again.';

/**
 * Success wording per site. The au site speaks to Australian and New Zealand shoppers,
 * so it says "as soon as" and thanks them first; both confirm what happens next.
 */
export const BACK_IN_STOCK_SUCCESS: Record<string, string> = {
  us: "You're on the list! We'll email you when it's back in stock.",
  au: "Thanks, you're on the list! We'll email you as soon as it's back in stock.",
};

export function backInStockSuccessMessage(locale: string) {
  return BACK_IN_STOCK_SUCCESS[locale] ?? BACK_IN_STOCK_SUCCESS.us;
}

export const QUANTITY_REQUIRED = 1;
const TIMEOUT_MS = 8000;

export type BackInStockOutcome =
  {ok: true; message: string} | {ok: false; message: string};

export type BackInStockRequestOptions = {
  endpoint: string;
  shop: string;
  email: string;
  productId: string;
  variantId: string;
  acceptsMarketing: boolean;
  /** The shopper's offset from UTC in seconds (east positive), when the browser told us. */
  utcOffsetSeconds?: number | null;
};

const MAX_OFFSET_SECONDS = 14 * 3600;

/** An offset the browser posted (seconds east of UTC), when it is a real one. */
export function postedUtcOffset(raw: string | null): number | null {
  const offset =
    raw !== null && /^-?\d{1,5}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isFinite(offset) && Math.abs(offset) <= MAX_OFFSET_SECONDS
    ? offset
    : null;
}

/**
 * The offset of an IANA time zone ('Australia/Sydney') at `now`, in seconds east of UTC;
 * null for an unknown zone. The edge reports the shopper's zone when no browser could.
 */
export function utcOffsetOfTimeZone(
  timeZone: string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!timeZone) return null;
  try {
    const name =
      new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'})
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (name === 'GMT') return 0;
    const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    return match
      ? (match[1] === '-' ? -1 : 1) *
          (Number(match[2]) * 3600 + Number(match[3]) * 60)
      : null;
  } catch {
    return null;
  }
}

/** The numeric id the service wants, from a Storefront gid or a bare number. */
export function numericShopifyId(id: string): string | null {
  const match = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,20})(?:\?.*)?$/.exec(
    id.trim(),
  );
  return match ? match[1] : null;
}

export function backInStockUrl(options: BackInStockRequestOptions): string {
  const productNo = numericShopifyId(options.productId);
  const variantNo = numericShopifyId(options.variantId);
  if (!productNo || !variantNo)
    throw new Error('Product and variant ids must be Shopify ids');
  const query = new URLSearchParams();
  query.set('shop', options.shop);
  query.set('notification[email]', options.email);
  query.set('notification[product_no]', productNo);
  query.set('notification[quantity_required]', String(QUANTITY_REQUIRED));
  query.set('notification[acceptsMarketing]', String(options.acceptsMarketing));
  if (
    options.utcOffsetSeconds != null &&
    Number.isFinite(options.utcOffsetSeconds)
  ) {
    query.set(
      'notification[customer_utc_offset]',
      String(Math.trunc(options.utcOffsetSeconds)),
    );
  }
  query.set('variant[variant_no]', variantNo);
  return `${options.endpoint.replace(/\/+$/, '')}/api/v2/notifications/create.json?${query}`;
}

function firstMessage(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  const first = list.find((item) => typeof item === 'string' && item.trim());
  return typeof first === 'string' ? first.trim() : null;
}

/** The outcome of a service answer (status and parsed JSON body, null when unreadable). */
export function readBackInStockAnswer(
  status: number,
  body: unknown,
  locale: string,
): BackInStockOutcome {
  const errors = (body as {errors?: unknown} | null)?.errors;
  if (errors && typeof errors === 'object') {
    const base = firstMessage((errors as {base?: unknown}).base);
    if (base) return {ok: false, message: base};
    const email = firstMessage((errors as {email?: unknown}).email);
    // Shown as the service words it (spec: the first message of errors.email).
    if (email) return {ok: false, message: email};
  }
  const failedStatus = (body as {status?: unknown} | null)?.status === 'Error';
  if (
    status < 200 ||
    status >= 300 ||
    body === null ||
    failedStatus ||
    errors
  ) {
    return {ok: false, message: BACK_IN_STOCK_FAILURE};
  }
  return {ok: true, message: backInStockSuccessMessage(locale)};
}

export async function requestBackInStock(
  // A service that cannot be reached goes to the request's reporter; the shopper reads the failure message.
  options: BackInStockRequestOptions & {locale: string; errors: ErrorReporter},
  fetcher: typeof fetch = fetch,
): Promise<BackInStockOutcome> {
  let url: string;
  try {
    url = backInStockUrl(options);
  } catch {
    return {ok: false, message: BACK_IN_STOCK_FAILURE};
  }
  try {
    const response = await fetcher(url, {
      headers: {accept: 'application/json'},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.json().catch(() => null);
    return readBackInStockAnswer(response.status, body, options.locale);
  } catch (error) {
    options.errors.report(error, {service: 'back-in-stock'});
    return {ok: false, message: BACK_IN_STOCK_FAILURE};
  }
}
