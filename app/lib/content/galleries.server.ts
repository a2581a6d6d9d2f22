/** Products for a page's collection galleries, fetched alongside the page (in the shopper's country). */
import type {Storefront} from '@shopify/hydrogen';
import type {ErrorReporter} from '~/lib/errors/reporter.server';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {COLLECTION_QUERY} from '~/graphql/collection';
import type {PageSlice} from './page';
import {galleryRequests} from './page';

/** Gallery products by slice id. A collection that fails to load leaves its gallery empty (hidden). */
export async function loadGalleries(
  {storefront, errors}: {storefront: Storefront; errors: ErrorReporter},
  slices: PageSlice[],
): Promise<Record<string, ProductCardFragment[]>> {
  const requests = galleryRequests(slices);
  const entries = await Promise.all(
    requests.map(async ({id, handle, count}) => {
      try {
        const {collection} = await storefront.query(COLLECTION_QUERY, {
          variables: {handle, first: count},
          cache: storefront.CacheShort(),
        });
        return [id, collection?.products.nodes ?? []] as const;
      } catch (error) {
        errors.report(error, {service: 'content', gallery: handle});
        return [id, []] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
