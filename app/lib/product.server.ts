/**
 * Product page data for a route loader: the product read for display, its video
 * file's mp4 source, and the styled-with products as a promise the page streams in
 * after the first paint.
 */
import type {Storefront} from '@shopify/hydrogen';
import {STYLED_WITH_QUERY, VIDEO_SOURCES_QUERY} from '~/graphql/product';
import type {
  ProductCardFragment,
  ProductFieldsFragment,
} from 'storefrontapi.generated';
import {
  mp4Source,
  readProduct,
  styledWithVariables,
  type ProductView,
} from '~/lib/product';
import type {ErrorReporter} from '~/lib/errors/reporter.server';

export async function productPageData(
  {storefront, errors}: {storefront: Storefront; errors: ErrorReporter},
  raw: ProductFieldsFragment,
): Promise<{
  product: ProductView;
  styledWith: Promise<ProductCardFragment[]> | null;
}> {
  const product = readProduct(raw, {
    report: ({index, messages}) =>
      errors.report(new Error(messages.join('; ')), {
        service: 'product media',
        handle: raw.handle,
        index,
      }),
  });

  if (product.videoFileId) {
    const src = await storefront
      .query(VIDEO_SOURCES_QUERY, {
        variables: {id: product.videoFileId},
        cache: storefront.CacheLong(),
      })
      .then((data) => mp4Source(data.node?.sources))
      .catch((error: unknown) => {
        errors.report(error, {service: 'product video', handle: raw.handle});
        return null;
      });
    if (
      src &&
      !product.gallery.some((item) => item.kind === 'video' && item.src === src)
    ) {
      product.gallery.splice(1, 0, {
        kind: 'video',
        key: 'video-file',
        src,
        poster: null,
        alt: product.title,
      });
    }
  }

  const styledWith = product.styledWithHandles.length
    ? storefront
        .query(STYLED_WITH_QUERY, {
          variables: styledWithVariables(product.styledWithHandles),
          cache: storefront.CacheShort(),
        })
        .then((data) =>
          Object.values(data).filter((card): card is ProductCardFragment =>
            Boolean(card && typeof card === 'object' && 'handle' in card),
          ),
        )
        .catch((error: unknown) => {
          errors.report(error, {service: 'styled with', handle: raw.handle});
          return [];
        })
    : null;

  return {product, styledWith};
}
