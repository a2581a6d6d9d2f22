/**
 * Address book helpers. Addresses are named in page addresses by the number in their
 * id (`?edit=12`), which keeps URLs short; the full id, which the API checks against
 * the signed-in customer, only travels in forms.
 */

/** Addresses a book can show (the query's first 10); the default is among them or beside them. */
export const MAX_ADDRESSES = 10;

/** The address form's fields, which a service error may name. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'address1',
  'address2',
  'city',
  'country',
  'province',
  'zip',
];

/** The number of a MailingAddress (Storefront) or CustomerAddress (Customer Account) gid, or the id itself (URL-encoded) when it has none. */
export function addressKey(id: string): string {
  const match = /(?:Mailing|Customer)Address\/(\d+)/.exec(id);
  return match ? match[1] : encodeURIComponent(id);
}

export type Notice = {tone: 'positive' | 'negative'; message: string};

const NOTICE_KEY = 'accountNotice';

type NoticeSession = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  unset(key: string): void;
};

/** A message for the next page the shopper sees (after a redirect), kept in the session until read. */
export function saveNotice(
  session: Pick<NoticeSession, 'set'>,
  notice: Notice,
) {
  session.set(NOTICE_KEY, notice);
}

/** Reads the message and removes it, so a refresh does not show it again. */
export function readNotice(
  session: Pick<NoticeSession, 'get' | 'unset'>,
): Notice | null {
  const value = session.get(NOTICE_KEY) as Partial<Notice> | undefined;
  if (value === undefined) return null;
  session.unset(NOTICE_KEY);
  return value &&
    typeof value.message === 'string' &&
    (value.tone === 'positive' || value.tone === 'negative')
    ? {tone: value.tone, message: value.message}
    : null;
}
