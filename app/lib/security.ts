/**
 * Content-Security-Policy sources beyond Shopify's defaults: the configured search,
 * content, image and service hosts. Everything else stays blocked.
 */
type EnvLike = Record<string, string | undefined>;

function originOf(value: string | undefined) {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value.replace('{siteId}', 'site') : `https://${value}`).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicySources(env: EnvLike) {
  const services = [
    env.PUBLIC_STORE_DOMAIN,
    env.PUBLIC_SEARCH_ENDPOINT,
    env.PUBLIC_CONTENT_ENDPOINT,
  ]
    .map(originOf)
    .filter((origin): origin is string => Boolean(origin));
  const self = "'self'";
  return {
    defaultSrc: [self, ...services],
    // Hydrogen appends the per-request nonce here; no inline script runs without it.
    scriptSrc: [self, 'https://cdn.shopify.com'],
    objectSrc: ["'none'"],
    imgSrc: [self, 'data:', 'https://cdn.shopify.com', 'https://images.prismic.io', ...services],
    mediaSrc: [self, 'https://cdn.shopify.com', ...services],
    connectSrc: [self, ...services],
    fontSrc: [self],
    styleSrc: [self, "'unsafe-inline'"],
    frameSrc: [self, 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
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
