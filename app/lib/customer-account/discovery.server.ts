/**
 * Where a shop's hosted sign-in and Customer Account API live. Shopify publishes both
 * on the shop's own domain (`/.well-known/openid-configuration` and
 * `/.well-known/customer-account-api`), so the app needs only PUBLIC_STORE_DOMAIN: a
 * real shop and the sandbox are found the same way.
 *
 * Answers are kept per isolate for an hour as plain values; a failed lookup is never
 * kept, and no lookup in flight is shared between requests.
 */
import * as oauth from 'oauth4webapi';

export type ShopAccounts = {
  authorizationServer: oauth.AuthorizationServer;
  graphqlApi: string;
  /** Plain http is allowed only for the sandbox on loopback. */
  insecure: boolean;
};

const KEEP_MS = 60 * 60 * 1000;
const DEADLINE_MS = 5000;
const known = new Map<string, {value: ShopAccounts; at: number}>();

/** The shop's origin: Shopify takes a bare domain, the sandbox a full loopback origin. */
export function shopOrigin(storeDomain: string): string {
  return new URL(
    storeDomain.includes('://') ? storeDomain : `https://${storeDomain}`,
  ).origin;
}

/** True for http on 127.0.0.1/localhost, which only the sandbox uses. */
export function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  return (
    protocol === 'http:' &&
    (hostname === '127.0.0.1' ||
      hostname === 'localhost' ||
      hostname === '[::1]')
  );
}

async function readJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: {Accept: 'application/json'},
    signal: AbortSignal.timeout(DEADLINE_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function discoverShopAccounts(
  storeDomain: string,
  now = Date.now(),
): Promise<ShopAccounts> {
  const origin = shopOrigin(storeDomain);
  const kept = known.get(origin);
  if (kept && now - kept.at < KEEP_MS) return kept.value;

  const [openid, api] = await Promise.all([
    readJson(`${origin}/.well-known/openid-configuration`),
    readJson(`${origin}/.well-known/customer-account-api`),
  ]);
  if (
    typeof openid.issuer !== 'string' ||
    typeof api.graphql_api !== 'string'
  ) {
    throw new Error(`${origin} does not describe a Customer Account API`);
  }
  // The issuer lives on Shopify's authentication host, not the shop's: check the document
  // against the issuer it names (oauth4webapi validates the rest of its shape).
  const authorizationServer = await oauth.processDiscoveryResponse(
    new URL(openid.issuer),
    Response.json(openid),
  );
  const value: ShopAccounts = {
    authorizationServer,
    graphqlApi: api.graphql_api,
    insecure: isLoopback(origin),
  };
  known.set(origin, {value, at: now});
  return value;
}
