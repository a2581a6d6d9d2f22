/**
 * Document lookups (spec §4, §8): loaded by uid and language, taking the document in
 * the locale's language and otherwise the first result. A page lookup failure throws;
 * global settings and collection documents return null instead.
 */
import {filter} from '@prismicio/client';
import type {
  CollectionDocument,
  GlobalDocument,
  PageDocument,
} from '../../../prismicio-types';
import type {ContentClient} from './client';
import {InvalidContentResponseError} from './errors';
import {contentLanguageFor} from './language';

export const PAGE_UID = /^[A-Za-z0-9_-]+$/;
export const isValidPageUid = (uid: unknown): uid is string =>
  typeof uid === 'string' && PAGE_UID.test(uid);

/** Linked collections carry their title so galleries and menus need no second request. */
export const PAGE_FETCH_LINKS = ['collection.title', 'page.title'];

type Report = (error: unknown) => void;

async function firstInLanguage<T extends {lang: string}>(
  client: ContentClient,
  filters: string[],
  locale: string,
  fetchLinks?: string[],
): Promise<T | null> {
  const response = await client.get({filters, lang: '*', fetchLinks});
  if (!response || !Array.isArray(response.results))
    throw new InvalidContentResponseError('results missing');
  const results = response.results as unknown as T[];
  const lang = contentLanguageFor(locale);
  return results.find((doc) => doc.lang === lang) ?? results[0] ?? null;
}

export async function getPage(
  client: ContentClient,
  uid: string,
  locale: string,
): Promise<PageDocument | null> {
  if (!isValidPageUid(uid)) return null;
  return firstInLanguage<PageDocument>(
    client,
    [filter.at('document.type', 'page'), filter.at('my.page.uid', uid)],
    locale,
    PAGE_FETCH_LINKS,
  );
}

export async function getGlobalSettings(
  client: ContentClient,
  locale: string,
  {onError}: {onError?: Report} = {},
): Promise<GlobalDocument | null> {
  try {
    return await firstInLanguage<GlobalDocument>(
      client,
      [filter.at('document.type', 'global')],
      locale,
      PAGE_FETCH_LINKS,
    );
  } catch (error) {
    onError?.(error);
    return null;
  }
}

export async function getCollectionDocument(
  client: ContentClient,
  handle: string,
  locale: string,
  {onError}: {onError?: Report} = {},
): Promise<CollectionDocument | null> {
  if (!isValidPageUid(handle)) return null;
  try {
    return await firstInLanguage<CollectionDocument>(
      client,
      [
        filter.at('document.type', 'collection'),
        filter.at('my.collection.uid', handle),
      ],
      locale,
      ['collection.title'],
    );
  } catch (error) {
    onError?.(error);
    return null;
  }
}
