/**
 * Guessing is slowed down: sign-in passwords, password-reset e-mails and VIP passwords
 * are refused past their limits, even when the guess is finally right.
 */
import {describe, expect, it} from 'vitest';
import {sandbox, textOf, visit} from './helpers';
import {sandboxCustomer} from './cart-helpers';

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

function post(path: string, fields: Record<string, string>, ip: string) {
  return visit(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'oxygen-buyer-ip': ip,
    },
  });
}

describe('sign-in guesses', () => {
  it('after 10 wrong passwords for one account, even the right one is refused', async () => {
    const {email, password} = await sandboxCustomer();
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/account/login',
        {email, password: `guess-${i}-pass`},
        `10.0.1.${i}`,
      );
      expect(wrong.status).toBe(401);
    }
    const right = await post('/account/login', {email, password}, '10.0.1.99');
    expect(right.status).toBe(429);
    expect(textOf(right.html)).toContain(MESSAGE);
    expect(right.response.headers.getSetCookie().join()).not.toContain(
      'session=',
    );
  });

  it('after 30 tries from one client, that client is refused for any account; others are not', async () => {
    for (let i = 0; i < 30; i++)
      await post(
        '/account/login',
        {email: `nobody${i}@example.com`, password: 'guess-pass-1'},
        '10.0.2.1',
      );
    const {email, password} = await sandboxCustomer();
    expect(
      (await post('/account/login', {email, password}, '10.0.2.1')).status,
    ).toBe(429);
    const elsewhere = await post(
      '/account/login',
      {email, password},
      '10.0.2.2',
    );
    expect(elsewhere.status).toBe(302);
  });
});

describe('password reset e-mails', () => {
  it('sends at most three an hour to one address', async () => {
    const {email} = await sandboxCustomer();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post('/account/forgot-password', {email}, `10.0.3.${i}`)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await sandbox.outbox(email)).toHaveLength(3);
  });
});

describe('VIP passwords', () => {
  it('refuses the 11th guess from one client, right or not; another client may still try', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await post(
            '/api/collection-password',
            {handle: 'vip-preview', password: `wrong${i}`},
            '10.0.4.1',
          )
        ).status,
      ).toBe(400);
    }
    const right = await post(
      '/api/collection-password',
      {handle: 'vip-preview', password: 'velvet'},
      '10.0.4.1',
    );
    expect(right.status).toBe(429);
    expect(textOf(right.html)).toContain(MESSAGE);
    expect(
      (
        await post(
          '/api/collection-password',
          {handle: 'vip-preview', password: 'velvet'},
          '10.0.4.2',
        )
      ).status,
    ).toBe(302);
  });
});
