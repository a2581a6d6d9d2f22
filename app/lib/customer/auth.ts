/**
 * Customer auth state (spec: accounts, section 4). The server keeps the token in the
 * signed session cookie; this reducer is the one description of how that state moves,
 * used by the session helpers and by tests.
 *
 * - starts not loaded, with no token;
 * - a token payload sets token and expiry and marks loaded;
 * - a null payload marks loaded with no token;
 * - logout resets the customer to empty but loaded;
 * - customer-loaded fills in the profile.
 */

export type CustomerAuth = {
  loaded: boolean;
  accessToken: string | null;
  expiresAt: string | null;
};

export type CustomerProfile = {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  acceptsMarketing: boolean;
  defaultAddress: unknown;
  orders: unknown[];
  tags: string[];
};

export type CustomerState = CustomerProfile & {auth: CustomerAuth};

export type CustomerAction =
  | {
      type: 'auth/token';
      payload: {accessToken: string; expiresAt: string} | null;
    }
  | {type: 'auth/logout'}
  | {type: 'customer/loaded'; customer: Partial<CustomerProfile>};

const EMPTY_PROFILE: CustomerProfile = {
  id: null,
  firstName: null,
  lastName: null,
  phone: null,
  email: null,
  acceptsMarketing: false,
  defaultAddress: null,
  orders: [],
  tags: [],
};

export const initialCustomerState: CustomerState = {
  ...EMPTY_PROFILE,
  auth: {loaded: false, accessToken: null, expiresAt: null},
};

export function customerReducer(
  state: CustomerState,
  action: CustomerAction,
): CustomerState {
  switch (action.type) {
    case 'auth/token':
      return action.payload
        ? {
            ...state,
            auth: {
              loaded: true,
              accessToken: action.payload.accessToken,
              expiresAt: action.payload.expiresAt,
            },
          }
        : {...state, auth: {loaded: true, accessToken: null, expiresAt: null}};
    case 'auth/logout':
      return {
        ...EMPTY_PROFILE,
        auth: {loaded: true, accessToken: null, expiresAt: null},
      };
    case 'customer/loaded': {
      const known = Object.fromEntries(
        Object.entries(action.customer).filter(
          ([key, value]) => key in EMPTY_PROFILE && value !== undefined,
        ),
      );
      return {...state, ...known};
    }
    default:
      return state;
  }
}

/**
 * A token whose expiry has passed, or whose expiry cannot be read, counts as no token:
 * the shopper is signed out rather than shown errors from a dead token.
 */
export function isTokenExpired(
  expiresAt: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!expiresAt) return true;
  const time = Date.parse(expiresAt);
  return !Number.isFinite(time) || time <= now;
}

/** The auth state a session holds: expired tokens read as signed out. */
export function authFromSession(
  stored: {accessToken?: unknown; expiresAt?: unknown},
  now: number = Date.now(),
): CustomerAuth {
  const accessToken =
    typeof stored.accessToken === 'string' && stored.accessToken
      ? stored.accessToken
      : null;
  const expiresAt =
    typeof stored.expiresAt === 'string' ? stored.expiresAt : null;
  const payload =
    accessToken && !isTokenExpired(expiresAt, now)
      ? {accessToken, expiresAt: expiresAt!}
      : null;
  return customerReducer(initialCustomerState, {type: 'auth/token', payload})
    .auth;
}
