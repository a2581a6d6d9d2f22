/**
 * Start-up configuration. The worker validates its bindings once and refuses to serve
 * pages with a bad value, listing every problem at once so a deploy can be fixed in
 * one go. The dev scripts also import this file straight into Node (type stripping),
 * so it may import nothing but zod.
 */
import {z} from 'zod';

const TRUE_WORDS = ['true', 't', 'yes', 'y', 'on', '1'];
const FALSE_WORDS = ['false', 'f', 'no', 'n', 'off', '0'];
const FLAG_MESSAGE = `Must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}`;

/** true/t/yes/y/on/1 or false/f/no/n/off/0 (any case) as a boolean; null for anything else. */
export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number')
    return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return null;
}

const flag = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parseFlag(value);
    if (parsed === null) {
      ctx.addIssue({code: 'custom', message: FLAG_MESSAGE});
      return z.NEVER;
    }
    return parsed;
  })
  .default(false);

const required = z.string({error: 'Required'}).trim().min(1, 'Required');
const optionalText = z.string().trim().optional();

const httpUrl = z.url({
  protocol: /^https?$/,
  error: (issue) =>
    issue.input === undefined ? 'Required' : 'Must be a valid http(s) URL',
});
const optionalUrl = httpUrl.optional();

// `{siteId}` is filled in per region, so check the address with a stand-in site id.
const searchEndpoint = z
  .string({error: 'Required'})
  .trim()
  .refine(
    (value) => httpUrl.safeParse(value.replaceAll('{siteId}', 'site')).success,
    'Must be a valid http(s) URL',
  );

// Shopify takes a bare shop domain; the sandbox hands over a full loopback origin.
const storeDomain = required.refine((value) => {
  const candidate = value.includes('://') ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      /^https?:$/.test(url.protocol)
    );
  } catch {
    return false;
  }
}, 'Must be a shop domain such as your-shop.myshopify.com');

const REPOSITORY_NAME = /^[a-zA-Z0-9][a-zA-Z0-9-]{2,}[a-zA-Z0-9]$/;

export const BRANDS = ['meadow', 'harbour', 'ember', 'base'] as const;
/** Which customer accounts the shop has: the legacy Storefront customer operations, or Shopify's hosted sign-in. */
export const ACCOUNT_SYSTEMS = ['legacy', 'customer-account-api'] as const;
export type AccountSystem = (typeof ACCOUNT_SYSTEMS)[number];
export const APP_ENVIRONMENTS = [
  'development',
  'uat',
  'staging',
  'production',
] as const;

export const envSchema = z
  .object({
    APP_ENV: z
      .enum(APP_ENVIRONMENTS, {
        error: `Must be one of ${APP_ENVIRONMENTS.join(', ')}`,
      })
      .default('development'),
    PUBLIC_BRAND: z
      .enum(BRANDS, {error: `Must be one of ${BRANDS.join(', ')}`})
      .default('meadow'),
    PUBLIC_BRAND_NAME: optionalText,

    PUBLIC_BOT_CHECK_SITE_KEY: required,

    PUBLIC_CONTENT_ENDPOINT: httpUrl,
    PUBLIC_CONTENT_REPOSITORY: z
      .string({error: 'Required'})
      .trim()
      .regex(REPOSITORY_NAME, 'An invalid Prismic repository name was given'),
    CONTENT_ACCESS_TOKEN: optionalText,
    CONTENT_REPORT_INVALID: flag,

    PUBLIC_EMAIL_MARKETING_ENABLED: flag,
    PUBLIC_EMAIL_MARKETING_KEY_ROW: optionalText,
    PUBLIC_EMAIL_MARKETING_KEY_US: optionalText,

    PUBLIC_FORCE_GEOLOCATION: z
      .string()
      .trim()
      .regex(
        /^([a-zA-Z]{2})?$/,
        'Must be empty or a 2-letter country code such as AU',
      )
      .transform((code) => code.toUpperCase())
      .default(''),
    PUBLIC_REVIEWS_ID: optionalText,
    PUBLIC_WEB_HOST: optionalUrl,

    PUBLIC_STORE_DOMAIN: storeDomain,
    PUBLIC_STOREFRONT_API_TOKEN: required,
    PRIVATE_STOREFRONT_API_TOKEN: optionalText,
    PUBLIC_STOREFRONT_ID: optionalText,
    PUBLIC_CHECKOUT_DOMAIN: optionalText,
    SESSION_SECRET: required.pipe(
      z.string().min(16, 'Must be at least 16 characters'),
    ),

    ACCOUNT_SYSTEM: z
      .enum(ACCOUNT_SYSTEMS, {
        error: `Must be one of ${ACCOUNT_SYSTEMS.join(', ')}`,
      })
      .default('legacy'),
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: optionalText,

    PUBLIC_SEARCH_ENDPOINT: searchEndpoint,
    /** The search service's tracking beacon (item views, basket); https://beacon.searchspring.io when unset. */
    PUBLIC_SEARCH_BEACON_ENDPOINT: optionalUrl,

    PUBLIC_WISHLIST_ENABLED: flag,
    WISHLIST_ENDPOINT: optionalUrl,

    BACK_IN_STOCK_ENDPOINT: optionalUrl,
    BACK_IN_STOCK_SHOP: optionalText,

    SENTRY_DSN: optionalText,
    PUBLIC_GA4_ID: optionalText,

    MARKETING_SUBSCRIBE_ENDPOINT: optionalUrl,
    COMPETITION_ENDPOINT: optionalUrl,
    SUPPORT_TICKET_ENDPOINT: optionalUrl,
    SMS_SIGNUP_ENDPOINT: optionalUrl,

    // The shared guess-throttling counters (docs/decisions/007-throttling-store.md); isolate memory when unset.
    THROTTLE_REST_URL: optionalUrl,
    THROTTLE_REST_TOKEN: optionalText,
  })
  // Runs even when single fields failed, so every problem is listed in one pass.
  .superRefine(
    (env, ctx) => {
      const requireWhen = (
        condition: boolean,
        name: keyof typeof env,
        because: string,
      ) => {
        if (condition && !env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `Required when ${because}`,
          });
      };
      const marketing = env.PUBLIC_EMAIL_MARKETING_ENABLED === true;
      requireWhen(
        marketing,
        'PUBLIC_EMAIL_MARKETING_KEY_ROW',
        'PUBLIC_EMAIL_MARKETING_ENABLED is true',
      );
      requireWhen(
        marketing,
        'PUBLIC_EMAIL_MARKETING_KEY_US',
        'PUBLIC_EMAIL_MARKETING_ENABLED is true',
      );
      requireWhen(
        env.PUBLIC_WISHLIST_ENABLED === true,
        'WISHLIST_ENDPOINT',
        'PUBLIC_WISHLIST_ENABLED is true',
      );
      requireWhen(
        Boolean(env.BACK_IN_STOCK_ENDPOINT),
        'BACK_IN_STOCK_SHOP',
        'BACK_IN_STOCK_ENDPOINT is set',
      );
      const hostedSignIn = env.ACCOUNT_SYSTEM === 'customer-account-api';
      requireWhen(
        hostedSignIn,
        'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
        'ACCOUNT_SYSTEM is customer-account-api',
      );
    },
    {when: () => true},
  );

export type AppEnv = z.output<typeof envSchema>;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/**
 * Validated configuration from raw bindings. Blank strings count as unset, because
 * `.env` files and dashboards leave `NAME=` behind for settings nobody uses.
 */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const cleaned = Object.fromEntries(
    Object.entries(raw ?? {}).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `\n- ${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
  );
  throw new Error(
    `Invalid environment variable values detected${[...new Set(lines)].join('')}`,
  );
}
