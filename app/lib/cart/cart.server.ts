/**
 * The server side of the cart machine. The cart id lives in the encrypted session; the
 * cart itself is read and changed only through Hydrogen's cart handler.
 *
 * Buyer identity follows the shopper: when the visitor's country differs from the
 * cart's buyer country (or a signed-in shopper's cart has no customer yet) the cart's
 * buyer identity is updated with the country and the customer access token. It is
 * tried once per cart, country and token: the session remembers what was applied, so
 * a refused token is not retried on every page, and a change of any of the three tries again.
 */
import type {CartQueryDataReturn, HydrogenCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_LINES_LIMIT} from '~/graphql/cart';
import {CART_MESSAGES as M, type CartMessage} from './messages';
import type {CartRequest} from './input';
import {customerTokenFrom} from '~/lib/customer/session.server';
import type {SessionLike} from '~/lib/session.server';
import type {ErrorReporter} from '~/lib/errors/reporter.server';
import {CART_UNAVAILABLE, type CartUnavailable} from './unavailable';

export type CartData = CartApiQueryFragment;

export type CartScope = {
  cart: HydrogenCart;
  session: SessionLike;
  /** The visitor's country (upper-case ISO code). */
  country: string;
  errors: ErrorReporter;
};

export const CART_ID_SESSION_KEY = 'cartId';
export const BUYER_SYNC_SESSION_KEY = 'cartBuyerSync';

/** A cart when the value is one (it has an id and lines), else null. */
export function asCart(value: unknown): CartData | null {
  if (!value || typeof value !== 'object') return null;
  const cart = value as Partial<CartData>;
  return typeof cart.id === 'string' && cart.lines ? (cart as CartData) : null;
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(text),
  );
  return [...new Uint8Array(bytes)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** What identifies one application of buyer identity: cart, country and token (hashed, never stored). */
async function syncKey(cartId: string, country: string, token: string | null) {
  return digest(`${cartId}|${country}|${token ?? ''}`);
}

function forgetCart({session}: CartScope) {
  session.unset(CART_ID_SESSION_KEY);
  session.unset(BUYER_SYNC_SESSION_KEY);
}

function isTokenError(result: {
  userErrors?: {field?: string[] | null}[] | null;
}) {
  return Boolean(
    result.userErrors?.some((error) =>
      error.field?.includes('customerAccessToken'),
    ),
  );
}

function isMissingCart(result: {
  userErrors?: {field?: string[] | null}[] | null;
}) {
  return Boolean(
    result.userErrors?.some((error) => error.field?.[0] === 'cartId'),
  );
}

/**
 * Applies the visitor's country (and token) to the cart once per change. Answers the
 * cart as it now is; a refused update is logged and the cart is kept as it was.
 */
export async function syncBuyerIdentity(
  scope: CartScope,
  cart: CartData,
): Promise<CartData> {
  // The one reader of the token: an expired one counts as signed out (and is cleared).
  const token = customerTokenFrom(scope.session);
  const key = await syncKey(cart.id, scope.country, token);
  if (scope.session.get(BUYER_SYNC_SESSION_KEY) === key) return cart;
  scope.session.set(BUYER_SYNC_SESSION_KEY, key);

  const countryDiffers = cart.buyerIdentity?.countryCode !== scope.country;
  const customerMissing = Boolean(token) && !cart.buyerIdentity?.customer;
  if (!countryDiffers && !customerMissing) return cart;

  const countryCode = scope.country as never;
  try {
    let result = await scope.cart.updateBuyerIdentity(
      token ? {countryCode, customerAccessToken: token} : {countryCode},
    );
    // An expired token must not keep the cart in the wrong country.
    if (token && isTokenError(result))
      result = await scope.cart.updateBuyerIdentity({countryCode});
    const updated = asCart(result.cart);
    if (!updated)
      scope.errors.report(new Error('Cart buyer identity update failed'), {
        service: 'cart',
        userErrors: result.userErrors ?? result.errors,
      });
    return updated ?? cart;
  } catch (error) {
    scope.errors.report(error, {service: 'cart', step: 'buyer identity'});
    return cart;
  }
}

/**
 * The visitor's cart, read now: null when there is none or it was completed (the id
 * is then forgotten), `failed` when the commerce service could not be reached.
 * Loaders of one request (root and /cart run side by side) share a single read, so
 * they never race each other into applying the buyer identity twice or half.
 */
export function readCart(
  scope: CartScope,
): Promise<{cart: CartData | null; failed: boolean}> {
  const shared = readsInFlight.get(scope.session);
  if (shared) return shared;
  const read = readCartOnce(scope);
  readsInFlight.set(scope.session, read);
  return read;
}

const readsInFlight = new WeakMap<
  object,
  Promise<{cart: CartData | null; failed: boolean}>
>();

async function readCartOnce(
  scope: CartScope,
): Promise<{cart: CartData | null; failed: boolean}> {
  if (!scope.cart.getCartId()) return {cart: null, failed: false};
  try {
    const result = await scope.cart.get({numCartLines: CART_LINES_LIMIT});
    const cart = asCart(result);
    if (!cart) {
      if (result && 'errors' in result && result.errors) {
        scope.errors.report(new Error('Cart could not be read'), {
          service: 'cart',
          errors: result.errors,
        });
        return {cart: null, failed: true};
      }
      // A checked-out (completed) or expired cart answers null: start afresh.
      forgetCart(scope);
      return {cart: null, failed: false};
    }
    return {cart: await syncBuyerIdentity(scope, cart), failed: false};
  } catch (error) {
    scope.errors.report(error, {service: 'cart', step: 'read'});
    return {cart: null, failed: true};
  }
}

/** The cart a page shows: the cart, none, or word that it could not be read. */
export type PageCart = CartData | null | CartUnavailable;

/**
 * The cart for the root loader, streamed so it never holds up the page. When buyer
 * identity may need applying (a new cart, country or token) it is read before
 * answering instead, because only then can the session remember what was applied.
 * It never rejects: a failed read resolves to CART_UNAVAILABLE, so the page renders.
 */
export async function cartForPage(
  scope: CartScope,
): Promise<{cart: Promise<PageCart>}> {
  const cartId = scope.cart.getCartId();
  if (!cartId) return {cart: Promise.resolve(null)};
  const shown = ({
    cart,
    failed,
  }: {
    cart: CartData | null;
    failed: boolean;
  }): PageCart => (failed ? CART_UNAVAILABLE : cart);
  const key = await syncKey(
    cartId,
    scope.country,
    customerTokenFrom(scope.session),
  );
  if (scope.session.get(BUYER_SYNC_SESSION_KEY) === key) {
    return {cart: readCart(scope).then(shown, () => CART_UNAVAILABLE)};
  }
  return {cart: Promise.resolve(shown(await readCart(scope)))};
}

export type CartAnswer = {
  cart: CartData | null;
  errors: CartMessage[];
  warnings: CartMessage[];
  status: number;
  /** Whatever Hydrogen's setCartId answers (the id itself goes into the session). */
  headers?: Headers;
};

/** What Hydrogen's cart methods answer; the cart itself is read through asCart. */
type MutationResult = CartQueryDataReturn;

function toMessages(
  list: MutationResult['userErrors'] | MutationResult['warnings'],
): CartMessage[] {
  return (list ?? []).map((item) => ({
    message: item.message,
    code: item.code ?? null,
    ...('field' in item ? {field: item.field ?? null} : {}),
    ...('target' in item && item.target ? {target: item.target} : {}),
  }));
}

async function createWithLines(
  scope: CartScope,
  lines: Extract<CartRequest, {action: 'LinesAdd'}>['lines'],
): Promise<MutationResult> {
  // The one reader of the token: an expired one counts as signed out (and is cleared).
  const token = customerTokenFrom(scope.session);
  const countryCode = scope.country as never;
  let result: MutationResult = await scope.cart.create({
    lines,
    buyerIdentity: token
      ? {countryCode, customerAccessToken: token}
      : {countryCode},
  });
  if (token && isTokenError(result))
    result = await scope.cart.create({lines, buyerIdentity: {countryCode}});
  const cart = asCart(result.cart);
  if (cart)
    scope.session.set(
      BUYER_SYNC_SESSION_KEY,
      await syncKey(cart.id, scope.country, token),
    );
  return result;
}

function send(scope: CartScope, request: CartRequest): Promise<MutationResult> {
  const {cart} = scope;
  switch (request.action) {
    case 'LinesAdd':
      return cart.addLines(request.lines);
    case 'LinesUpdate':
      return cart.updateLines(request.lines);
    case 'LinesRemove':
      return cart.removeLines(request.lineIds);
    case 'NoteUpdate':
      return cart.updateNote(request.note);
    case 'BuyerIdentityUpdate':
      return cart.updateBuyerIdentity(request.buyerIdentity as never);
    case 'AttributesUpdateInput':
      return cart.updateAttributes(request.attributes);
    case 'DiscountCodesUpdate':
      return cart.updateDiscountCodes(request.discountCodes);
  }
}

/**
 * Runs one validated cart change. A first add creates the cart (in the visitor's
 * country, with their token); an add to a cart that has since been completed starts
 * a new one. Any refusal leaves the cart as it was and answers the service's messages.
 */
export async function changeCart(
  scope: CartScope,
  request: CartRequest,
): Promise<CartAnswer> {
  const fail = (
    status: number,
    errors: CartMessage[],
    warnings: CartMessage[] = [],
  ): CartAnswer => ({cart: null, errors, warnings, status});
  const hadCart = Boolean(scope.cart.getCartId());
  if (!hadCart && request.action !== 'LinesAdd')
    return fail(400, [{message: M.noCart}]);

  let result: MutationResult;
  try {
    result = hadCart
      ? await send(scope, request)
      : await createWithLines(
          scope,
          (request as Extract<CartRequest, {action: 'LinesAdd'}>).lines,
        );
    if (hadCart && isMissingCart(result)) {
      forgetCart(scope);
      if (request.action !== 'LinesAdd')
        return fail(422, [{message: M.cartGone}]);
      result = await createWithLines(scope, request.lines);
    }
  } catch (error) {
    scope.errors.report(error, {
      service: 'cart',
      step: request.action,
      status: 503,
    });
    return fail(503, [{message: M.unavailable}]);
  }

  const warnings = toMessages(result.warnings);
  if (result.userErrors?.length)
    return fail(422, toMessages(result.userErrors), warnings);
  let cart = asCart(result.cart);
  if (!cart) {
    scope.errors.report(new Error('Cart change failed'), {
      service: 'cart',
      step: request.action,
      status: 422,
      errors: result.errors,
    });
    return fail(422, [{message: M.unavailable}], warnings);
  }
  const headers =
    scope.session.get(CART_ID_SESSION_KEY) !== cart.id
      ? scope.cart.setCartId(cart.id)
      : undefined;
  // A cart made on another site (or before the shopper moved) takes this site's country.
  if (request.action !== 'BuyerIdentityUpdate')
    cart = await syncBuyerIdentity(scope, cart);
  return {cart, errors: [], warnings, status: 200, headers};
}
