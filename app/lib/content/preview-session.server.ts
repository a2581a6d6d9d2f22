/**
 * Starting and leaving preview (spec §4 "Preview mode", §8: failures are only logged).
 * The preview ref is kept in the `io.prismic.preview` cookie, as a map keyed by the
 * repository's host, which is how Prismic's own toolbar stores it; the content client
 * reads it back only for this repository.
 */
import {serialize} from 'cookie';
import {safeLocalPath} from '~/lib/customer/redirect';
import {isSecureRequest} from '~/lib/cookies.server';
import {isPreviewTokenFor, PREVIEW_COOKIE} from './preview';
import type {ContentClient} from './client';
import {resolveLink, type ContentLink} from './links';
import {localizePath} from '~/lib/locale-paths';

const attributes = (request: Request) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  }) as const;

export function previewCookie(
  repository: string,
  token: string,
  request: Request,
) {
  return serialize(
    PREVIEW_COOKIE,
    JSON.stringify({[`${repository}.prismic.io`]: {preview: token}}),
    attributes(request),
  );
}

export function clearPreviewCookie(request: Request) {
  return serialize(PREVIEW_COOKIE, '', {...attributes(request), maxAge: 0});
}

/** A token the preview may use: the repository's preview session, or one of its release refs. */
export async function isAcceptedPreviewToken(
  client: ContentClient,
  token: string,
  repository: string,
) {
  if (isPreviewTokenFor(token, repository)) return true;
  if (!/^[A-Za-z0-9_~.-]{8,300}$/.test(token)) return false;
  const refs = await client.getRefs();
  return refs.some((ref) => ref.ref === token && !ref.isMasterRef);
}

/** Documents in en-au belong to the au site; everything else to the default one. */
export const localeOfLanguage = (lang: unknown) =>
  lang === 'en-au' ? 'au' : 'us';

/** Where the previewed document lives on the storefront, on the site of its language. */
export async function previewedDocumentUrl(
  client: ContentClient,
  {
    token,
    documentId,
    fallbackLocale,
  }: {token: string; documentId: string | null; fallbackLocale: string},
) {
  const home = localizePath('/', fallbackLocale);
  if (!documentId) return home;
  const url = await client.resolvePreviewURL({
    documentID: documentId,
    previewToken: token,
    defaultURL: home,
    linkResolver: (link) =>
      resolveLink(
        link as ContentLink,
        localeOfLanguage((link as {lang?: unknown}).lang),
      ) ?? localizePath('/', localeOfLanguage((link as {lang?: unknown}).lang)),
  });
  return safeLocalPath(url) ?? home;
}

/** Only a path on this storefront: the same rule as every other redirect. */
export {safeLocalPath};
