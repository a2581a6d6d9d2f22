/**
 * Content-Security-Policy sources beyond Shopify's defaults: the configured search,
 * content, image and service hosts. Everything else stays blocked.
 */
type EnvLike = Record<string, string | undefined>;

function originOf(value: string | undefined) {
  if (!value) return undefined;
  try {
    const url = new URL(
      value.includes('://')
        ? value.replace('{siteId}', 'site')
        : `https://${value}`,
    );
    // A DSN carries its key as the URL's user name; the policy wants the bare origin.
    return url.origin;
  } catch {
    return undefined;
  }
}

const GA4_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

export function contentSecurityPolicySources(env: EnvLike) {
  // Each origin once: the sandbox serves every service from one, and the policy is sent
  // with every page.
  const services = [
    ...new Set(
      [
        env.PUBLIC_STORE_DOMAIN,
        env.PUBLIC_SEARCH_ENDPOINT,
        env.PUBLIC_SEARCH_BEACON_ENDPOINT || 'https://beacon.searchspring.io',
        env.PUBLIC_CONTENT_ENDPOINT,
      ]
        .map(originOf)
        .filter((origin): origin is string => Boolean(origin)),
    ),
  ];
  const self = "'self'";
  // Third parties only when configured: Google Analytics with a GA4 id, the error reporter's host with a DSN.
  const ga4 = env.PUBLIC_GA4_ID
    ? GA4_SOURCES
    : {script: [], connect: [], img: []};
  const reporter = originOf(env.SENTRY_DSN);
  return {
    defaultSrc: [self, ...services],
    // Hydrogen appends the per-request nonce here; no inline script runs without it.
    scriptSrc: [self, 'https://cdn.shopify.com', ...ga4.script],
    objectSrc: ["'none'"],
    imgSrc: [
      self,
      'data:',
      'https://cdn.shopify.com',
      'https://images.prismic.io',
      ...services,
      ...ga4.img,
    ],
    mediaSrc: [self, 'https://cdn.shopify.com', ...services],
    connectSrc: [
      self,
      ...services,
      ...ga4.connect,
      ...(reporter ? [reporter] : []),
    ],
    fontSrc: [self],
    styleSrc: [self, "'unsafe-inline'"],
    frameSrc: [
      self,
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ],
  };
}

export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** A bare host for Hydrogen's CSP helper, or nothing when the setting is a full http(s) origin. */
export function hostOnly(value: string | undefined) {
  if (!value || value.includes('://')) return undefined;
  return value;
}

/**
 * Every page carries the shopper's cart, sign-in state and wishlist in its HTML and
 * route data, so no shared cache may keep one: a route's public caching is made private.
 */
export function privatePageCacheControl(routeValue: string | null): string {
  if (!routeValue || /\bpublic\b/i.test(routeValue)) return 'private, no-store';
  return routeValue;
}
