/**
 * Slows down guessing: sign-in passwords, password-reset e-mails and VIP collection
 * passwords are counted per account (or collection) and per client, in fixed windows.
 * Over the limit the form is refused with THROTTLE_MESSAGE before the backend is asked,
 * even for the right password.
 *
 * Workers and Oxygen share no memory between isolates, so the counters live behind
 * ThrottleStore (docs/decisions/007-throttling-store.md): in production a counter
 * service every isolate reaches (a Durable Object on Workers, a Redis REST endpoint on
 * Oxygen, both spoken to by `restThrottleStore`); in development, the sandbox and the
 * tests, the isolate's own memory.
 */
import type {ErrorReporter} from '~/lib/errors/reporter.server';
export const THROTTLE_MESSAGE =
  'Too many attempts. Please wait a few minutes and try again.';

export type ThrottleRule = {limit: number; windowSeconds: number};

/**
 * What each form allows, per account and per client. A VIP collection's guesses count
 * per collection and client: one shared count would let anyone lock every shopper out.
 */
export const THROTTLE_RULES = {
  login: {
    account: {limit: 10, windowSeconds: 900},
    client: {limit: 30, windowSeconds: 900},
    accountPerClient: false,
  },
  passwordReset: {
    account: {limit: 3, windowSeconds: 3600},
    client: {limit: 10, windowSeconds: 3600},
    accountPerClient: false,
  },
  vipPassword: {
    account: {limit: 10, windowSeconds: 900},
    client: {limit: 30, windowSeconds: 900},
    accountPerClient: true,
  },
} as const satisfies Record<
  string,
  {account: ThrottleRule; client: ThrottleRule; accountPerClient: boolean}
>;

export type ThrottleAction = keyof typeof THROTTLE_RULES;

/** Counts attempts under a key within a window; the count includes this attempt. */
export type ThrottleStore = {
  hit(key: string, windowSeconds: number): Promise<number>;
  clear(key: string): Promise<void>;
};

/** One isolate's memory: counters die with the isolate. Data only, never I/O, so requests may share it. */
export function memoryThrottleStore(
  now: () => number = Date.now,
): ThrottleStore {
  const windows = new Map<string, {count: number; endsAt: number}>();
  return {
    async hit(key, windowSeconds) {
      const at = now();
      const current = windows.get(key);
      if (!current || current.endsAt <= at) {
        windows.set(key, {count: 1, endsAt: at + windowSeconds * 1000});
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * A shared counter over HTTP, in the Upstash Redis REST dialect (`INCR` then `EXPIRE
 * NX` in one pipeline): one round trip per attempt, reachable from Oxygen and Workers.
 */
export function restThrottleStore({
  url,
  token,
  fetcher = fetch,
}: {
  url: string;
  token: string;
  fetcher?: typeof fetch;
}): ThrottleStore {
  const call = async (commands: (string | number)[][]) => {
    const response = await fetcher(`${url.replace(/\/$/, '')}/pipeline`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(commands),
      signal: AbortSignal.timeout(1000),
    });
    if (!response.ok)
      throw new Error(`Throttle store answered ${response.status}`);
    return (await response.json()) as {result: unknown}[];
  };
  return {
    async hit(key, windowSeconds) {
      const [count] = await call([
        ['INCR', key],
        ['EXPIRE', key, windowSeconds, 'NX'],
      ]);
      return Number(count?.result ?? 0);
    },
    async clear(key) {
      await call([['DEL', key]]);
    },
  };
}

type ThrottleEnv = object & {
  THROTTLE_REST_URL?: string;
  THROTTLE_REST_TOKEN?: string;
};

const isolateStore = memoryThrottleStore();

/** The configured store: the shared REST counter when set, else this isolate's memory. */
export function throttleStoreFor(env: ThrottleEnv): ThrottleStore {
  if (env.THROTTLE_REST_URL && env.THROTTLE_REST_TOKEN)
    return restThrottleStore({
      url: env.THROTTLE_REST_URL,
      token: env.THROTTLE_REST_TOKEN,
    });
  return isolateStore;
}

/** Who is asking: the client address Oxygen or Cloudflare's edge vouches for (absent locally). */
export function clientAddress(request: Request) {
  return (
    request.headers.get('oxygen-buyer-ip') ??
    request.headers.get('cf-connecting-ip')
  );
}

/**
 * Counts one attempt at `action` on `account` from this client. True means refuse.
 * A store that cannot be reached does not lock shoppers out: the attempt is let through.
 */
export async function isThrottled(
  store: ThrottleStore,
  action: ThrottleAction,
  {
    account,
    request,
    errors,
  }: {account: string; request: Request; errors: ErrorReporter},
) {
  const rules = THROTTLE_RULES[action];
  const client = clientAddress(request);
  const accountKey = `${action}:account:${account.trim().toLowerCase()}${rules.accountPerClient ? `:${client ?? ''}` : ''}`;
  try {
    const [byAccount, byClient] = await Promise.all([
      store.hit(accountKey, rules.account.windowSeconds),
      // Without an address from the edge (local runs) there is no client to count.
      client
        ? store.hit(`${action}:client:${client}`, rules.client.windowSeconds)
        : 0,
    ]);
    return byAccount > rules.account.limit || byClient > rules.client.limit;
  } catch (error) {
    errors.report(error, {service: 'throttle', step: 'store unavailable'});
    return false;
  }
}

/** After a sign-in the account's count starts again (the client's keeps counting). */
export async function forgiveAccount(
  store: ThrottleStore,
  action: Exclude<ThrottleAction, 'vipPassword'>,
  account: string,
) {
  await store
    .clear(`${action}:account:${account.trim().toLowerCase()}`)
    .catch(() => {});
}
