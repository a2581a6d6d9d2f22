/**
 * Preview mode (spec §4) starts when the preview cookie belongs to this repository.
 * Prismic's toolbar writes either a bare preview URL or a JSON map keyed by
 * `{repository}.prismic.io`; both are accepted.
 */
import {parse} from 'cookie';

export const PREVIEW_COOKIE = 'io.prismic.preview';

export function previewRefFromCookie(
  cookieHeader: string | null | undefined,
  repository: string,
): string | null {
  // Prismic's format, not React Router's: the `cookie` package reads it as Prismic writes it.
  const value = parse(cookieHeader ?? '')[PREVIEW_COOKIE];
  if (!value) return null;
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

export function isPreviewTokenFor(
  token: string | null | undefined,
  repository: string,
) {
  if (!token) return false;
  try {
    const url = new URL(token);
    return (
      url.protocol === 'https:' &&
      url.hostname.split('.')[0] === repository &&
      url.pathname.startsWith('/previews/')
    );
  } catch {
    return false;
  }
}
