/**
 * The schema the regional site configuration must satisfy, checked once at start-up
 * (app/lib/context.server.ts) so a typo in a currency or country stops the app.
 */
import {z} from 'zod';
import {isSupportedCurrency} from '~/lib/money';
import {LOCALES, isKnownLocale} from '~/lib/locale-paths';
import {COUNTRY_NAMES, type Sites} from '~/lib/sites';

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Must be a 2-letter country code')
  .refine(
    (code) => Object.hasOwn(COUNTRY_NAMES, code),
    'Must be a country with a display name in COUNTRY_NAMES',
  );
const currencyCode = z
  .string()
  .refine(isSupportedCurrency, 'Must be a supported currency code');
const text = z.string().trim().min(1, 'Required');

export const siteSchema = z
  .object({
    live: z.boolean(),
    name: text,
    locale: z
      .string({error: 'Locale must be a string'})
      .refine(isKnownLocale, 'Locale must be a valid locale'),
    currency: currencyCode,
    /** Extra currencies a shopper may choose on this site, besides `currency`. */
    currencies: z.array(currencyCode),
    hreflangs: z
      .array(
        z
          .string()
          .regex(
            /^([a-z]{2}(-[A-Z]{2})?|x-default)$/,
            'Must be a language tag such as en-AU',
          ),
      )
      .min(1),
    storeHandle: text,
    domain: text,
    searchSiteId: text,
    analytics: z.object({ga4Id: z.string(), tagManagerId: z.string()}),
    returnsUrl: z
      .string()
      .regex(/^(\/|https:\/\/)/, 'Must be a path or an https URL'),
    smsLandingFormId: z.string(),
    signupDiscountText: text,
    chatId: z.string(),
    shippingCountries: z.array(countryCode).min(1),
    contentLanguage: z.enum(['en-us', 'en-au']),
    defaultCountry: countryCode,
  })
  .superRefine((site, ctx) => {
    if (!site.shippingCountries.includes(site.defaultCountry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCountry'],
        message: 'Must be one of the shipping countries',
      });
    }
  });

/** Checks a set of sites (each keyed by its own locale); throws listing every issue. */
export function validateSites(sites: unknown): Sites {
  const schema = z
    .record(z.enum(LOCALES), siteSchema)
    .superRefine((record, ctx) => {
      for (const [key, site] of Object.entries(record)) {
        if (site.locale !== key)
          ctx.addIssue({
            code: 'custom',
            path: [key, 'locale'],
            message: `Must match its key ${key}`,
          });
      }
    });
  const result = schema.safeParse(sites);
  if (result.success) return result.data as Sites;
  const lines = result.error.issues.map(
    (issue) => `\n- ${issue.path.join('.') || 'sites'}: ${issue.message}`,
  );
  throw new Error(`Invalid site configuration${lines.join('')}`);
}
