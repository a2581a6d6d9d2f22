/**
 * Preview mode (spec §4) starts when the preview cookie belongs to this repository.
 * Prismic's toolbar writes either a bare preview URL or a JSON map keyed by
 * `{repository}.prismic.io`; both are accepted.
 */
export const PREVIEW_COOKIE = 'io.prismic.preview';

export function readCookie(cookieHeader: string | null | undefined, name: string) {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1);
  }
  return null;
}

export function previewRefFromCookie(cookieHeader: string | null | undefined, repository: string): string | null {
  const raw = readCookie(cookieHeader, PREVIEW_COOKIE);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (value.startsWith('{')) {
    try {
      const map = JSON.parse(value) as Record<string, {preview?: unknown}>;
      const preview = map[`${repository}.prismic.io`]?.preview;
      return typeof preview === 'string' && preview ? preview : null;
    } catch {
      return null;
    }
  }
  return isPreviewTokenFor(value, repository) ? value : null;
}

export function isPreviewTokenFor(token: string | null | undefined, repository: string) {
  if (!token) return false;
  try {
    const url = new URL(token);
    return url.protocol === 'https:' && url.hostname.split('.')[0] === repository && url.pathname.startsWith('/previews/');
  } catch {
    return false;
  }
}
