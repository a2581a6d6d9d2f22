/** Fetching every matching document (spec §7): 100 per page, 500 ms between pages. */
import type {PrismicDocument} from '@prismicio/client';
import type {ContentClient} from './client';
import {InvalidContentResponseError} from './errors';
import {sleep as realSleep, type Sleep} from './retry';

export const BULK_PAGE_SIZE = 100;
export const BULK_PAGE_DELAY_MS = 500;

type GetParams = NonNullable<Parameters<ContentClient['get']>[0]>;

export async function getAllDocuments<
  T extends PrismicDocument = PrismicDocument,
>(
  client: ContentClient,
  params: Omit<GetParams, 'page' | 'pageSize'> = {},
  {
    pageSize = BULK_PAGE_SIZE,
    delayMs = BULK_PAGE_DELAY_MS,
    sleep = realSleep,
  }: {pageSize?: number; delayMs?: number; sleep?: Sleep} = {},
): Promise<T[]> {
  const documents: T[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get({...params, page, pageSize});
    if (!Array.isArray(response?.results))
      throw new InvalidContentResponseError('results missing');
    documents.push(...(response.results as unknown as T[]));
    if (!response.next_page) return documents;
    await sleep(delayMs);
  }
}
