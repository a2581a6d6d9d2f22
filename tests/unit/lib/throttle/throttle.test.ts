import {describe, expect, it} from 'vitest';
import {fakeReporter} from '../errors/fake-reporter';
import {
  forgiveAccount,
  isThrottled,
  memoryThrottleStore,
  restThrottleStore,
  type ThrottleStore,
} from '~/lib/throttle.server';

const errors = fakeReporter();
const from = (ip?: string) =>
  new Request('https://shop.test/account/login', {
    method: 'POST',
    headers: ip ? {'oxygen-buyer-ip': ip} : {},
  });

async function attempts(
  store: ThrottleStore,
  count: number,
  account: string,
  ip?: string,
) {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++)
    answers.push(
      await isThrottled(store, 'login', {account, request: from(ip), errors}),
    );
  return answers;
}

describe('guess throttling', () => {
  it('refuses the 11th sign-in to one account within 15 minutes, whatever the client', async () => {
    const store = memoryThrottleStore();
    const answers = [
      ...(await attempts(store, 5, 'Ana@Example.com', '1.1.1.1')),
      ...(await attempts(store, 6, 'ana@example.com', '2.2.2.2')),
    ];
    expect(answers.indexOf(true)).toBe(10);
  });

  it('refuses a client after 30 tries across accounts, and only that client', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 30; i++)
      expect(
        await isThrottled(store, 'login', {
          account: `a${i}@example.com`,
          request: from('9.9.9.9'),
          errors,
        }),
      ).toBe(false);
    expect(
      await isThrottled(store, 'login', {
        account: 'fresh@example.com',
        request: from('9.9.9.9'),
        errors,
      }),
    ).toBe(true);
    expect(
      await isThrottled(store, 'login', {
        account: 'fresh2@example.com',
        request: from('8.8.8.8'),
        errors,
      }),
    ).toBe(false);
  });

  it('opens again when the window has passed, or after a sign-in', async () => {
    let now = 0;
    const store = memoryThrottleStore(() => now);
    await attempts(store, 10, 'bo@example.com');
    expect(
      await isThrottled(store, 'login', {
        account: 'bo@example.com',
        request: from(),
        errors,
      }),
    ).toBe(true);
    now = 900_001;
    expect(
      await isThrottled(store, 'login', {
        account: 'bo@example.com',
        request: from(),
        errors,
      }),
    ).toBe(false);
    await attempts(store, 9, 'bo@example.com');
    await forgiveAccount(store, 'login', 'bo@example.com');
    expect(
      await isThrottled(store, 'login', {
        account: 'bo@example.com',
        request: from(),
        errors,
      }),
    ).toBe(false);
  });

  it('allows three reset e-mails an hour per address', async () => {
    const store = memoryThrottleStore();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await isThrottled(store, 'passwordReset', {
          account: 'cy@example.com',
          request: from('3.3.3.3'),
          errors,
        }),
      );
    expect(answers).toEqual([false, false, false, true]);
  });

  it('counts VIP guesses per collection and client, so one guesser locks out nobody else', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 10; i++)
      await isThrottled(store, 'vipPassword', {
        account: 'vip-preview',
        request: from('4.4.4.4'),
        errors,
      });
    expect(
      await isThrottled(store, 'vipPassword', {
        account: 'vip-preview',
        request: from('4.4.4.4'),
        errors,
      }),
    ).toBe(true);
    expect(
      await isThrottled(store, 'vipPassword', {
        account: 'vip-preview',
        request: from('5.5.5.5'),
        errors,
      }),
    ).toBe(false);
  });

  it('lets attempts through when the shared store cannot be reached', async () => {
    // The shopper is not held up by the outage; operators hear of it through the reporter.
    const store = restThrottleStore({
      url: 'https://counter.test',
      token: 't',
      fetcher: async () => new Response('down', {status: 503}),
    });
    const reporter = fakeReporter();
    expect(
      await isThrottled(store, 'login', {
        account: 'dee@example.com',
        request: from('6.6.6.6'),
        errors: reporter,
      }),
    ).toBe(false);
    // The outage reaches the error reporter (and with it the reporting service), not only the log.
    expect(reporter.reported).toHaveLength(1);
    expect(reporter.reported[0].detail).toEqual({
      service: 'throttle',
      step: 'store unavailable',
    });
    expect(errors.reported).toEqual([]);
  });

  it('speaks the Redis REST pipeline: INCR then EXPIRE NX', async () => {
    const bodies: unknown[] = [];
    const store = restThrottleStore({
      url: 'https://counter.test/',
      token: 'secret',
      fetcher: async (input, init) => {
        bodies.push([
          String(input),
          new Headers(init?.headers).get('authorization'),
          JSON.parse(String(init?.body)),
        ]);
        return Response.json([{result: 11}, {result: 1}]);
      },
    });
    expect(await store.hit('login:account:x', 900)).toBe(11);
    expect(bodies).toEqual([
      [
        'https://counter.test/pipeline',
        'Bearer secret',
        [
          ['INCR', 'login:account:x'],
          ['EXPIRE', 'login:account:x', 900, 'NX'],
        ],
      ],
    ]);
  });
});
