/**
 * Customer Account API tokens in the signed, httpOnly session. They sit under their own
 * key (not Hydrogen's `customerAccount`), so Hydrogen's built-in client never tries to
 * refresh them against shopify.com's fixed hosts.
 */
import type {SessionLike} from '~/lib/session.server';

export const ACCOUNT_TOKENS_KEY = 'customerAccountApi';

export type AccountTokens = {
  accessToken: string;
  expiresAt: string;
  refreshToken: string | null;
  idToken: string | null;
};

export function readAccountTokens(
  session: Pick<SessionLike, 'get'>,
): AccountTokens | null {
  const value = session.get(ACCOUNT_TOKENS_KEY) as
    Partial<AccountTokens> | undefined;
  if (
    !value ||
    typeof value.accessToken !== 'string' ||
    typeof value.expiresAt !== 'string'
  )
    return null;
  return {
    accessToken: value.accessToken,
    expiresAt: value.expiresAt,
    refreshToken:
      typeof value.refreshToken === 'string' ? value.refreshToken : null,
    idToken: typeof value.idToken === 'string' ? value.idToken : null,
  };
}

export function saveAccountTokens(
  session: Pick<SessionLike, 'set'>,
  tokens: AccountTokens,
) {
  session.set(ACCOUNT_TOKENS_KEY, tokens);
}

export function clearAccountTokens(session: Pick<SessionLike, 'unset'>) {
  session.unset(ACCOUNT_TOKENS_KEY);
}
