import {describe, expect, it} from 'vitest';
import {addressKey, readNotice, saveNotice} from '~/lib/customer/addresses';

describe('address book helpers', () => {
  it('name an address in page addresses by its number', () => {
    expect(
      addressKey('gid://shopify/MailingAddress/123?model_name=CustomerAddress'),
    ).toBe('123');
    expect(addressKey('something-else')).toBe('something-else');
    expect(addressKey('a b/c')).toBe('a%20b%2Fc');
  });

  it('show a notice once after a redirect', () => {
    const data = new Map<string, unknown>();
    const session = {
      get: (k: string) => data.get(k),
      set: (k: string, v: unknown) => void data.set(k, v),
      unset: (k: string) => void data.delete(k),
    };
    saveNotice(session, {
      tone: 'positive',
      message: 'Your address has been saved.',
    });
    expect(readNotice(session)).toEqual({
      tone: 'positive',
      message: 'Your address has been saved.',
    });
    expect(readNotice(session)).toBeNull();
  });

  it('ignore a malformed notice', () => {
    const data = new Map<string, unknown>([
      ['accountNotice', {tone: 'loud', message: 1}],
    ]);
    const session = {
      get: (k: string) => data.get(k),
      unset: (k: string) => void data.delete(k),
    };
    expect(readNotice(session)).toBeNull();
    expect(data.size).toBe(0);
  });
});
