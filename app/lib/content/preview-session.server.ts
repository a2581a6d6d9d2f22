/**
 * Starting and leaving preview (spec §4 "Preview mode", §8: failures are only logged).
 * The preview ref is kept in the `io.prismic.preview` cookie, as a map keyed by the
 * repository's host, which is how Prismic's own toolbar stores it; the content client
 * reads it back only for this repository.
 */
import {safeLocalPath} from '~/lib/customer/redirect';
import {isPreviewTokenFor, PREVIEW_COOKIE} from './preview';
import type {ContentClient} from './client';
import {resolveLink, localePath, type ContentLink} from './links';

export function previewCookie(repository: string, token: string, request: Request) {
  const value = encodeURIComponent(JSON.stringify({[`${repository}.prismic.io`]: {preview: token}}));
  return `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure(request)}`;
}

export function clearPreviewCookie(request: Request) {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`;
}

const secure = (request: Request) => (new URL(request.url).protocol === 'https:' ? '; Secure' : '');

/** A token the preview may use: the repository's preview session, or one of its release refs. */
export async function isAcceptedPreviewToken(client: ContentClient, token: string, repository: string) {
  if (isPreviewTokenFor(token, repository)) return true;
  if (!/^[A-Za-z0-9_~.-]{8,300}$/.test(token)) return false;
  const refs = await client.getRefs();
  return refs.some((ref) => ref.ref === token && !ref.isMasterRef);
}

/** Documents in en-au belong to the au site; everything else to the default one. */
export const localeOfLanguage = (lang: unknown) => (lang === 'en-au' ? 'au' : 'us');

/** Where the previewed document lives on the storefront, on the site of its language. */
export async function previewedDocumentUrl(client: ContentClient, {token, documentId, fallbackLocale}: {token: string; documentId: string | null; fallbackLocale: string}) {
  const home = localePath('/', fallbackLocale);
  if (!documentId) return home;
  const url = await client.resolvePreviewURL({
    documentID: documentId,
    previewToken: token,
    defaultURL: home,
    linkResolver: (link) => resolveLink(link as ContentLink, localeOfLanguage((link as {lang?: unknown}).lang)) ?? localePath('/', localeOfLanguage((link as {lang?: unknown}).lang)),
  });
  return safeLocalPath(url) ?? home;
}

/** Only a path on this storefront: the same rule as every other redirect. */
export {safeLocalPath};
