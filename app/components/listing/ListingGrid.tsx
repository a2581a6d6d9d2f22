import type {ListingItem} from '~/lib/search/listing-items';
import type {SearchProduct} from '~/lib/search/hits';
import {ProductTile} from '~/components/product-tile/ProductTile';
import {SkeletonTiles} from '~/components/SkeletonTile';
import {PRODUCT_GRID} from '~/components/ui/product-grid';

/**
 * Photos in a phone's first row (two tiles) load at once, first; the rest as they near the
 * screen. A third eager photo is the second row's on a phone and took the first row's
 * bandwidth: Lighthouse's phone LCP, medians of 8 alternating visits, search 1,739 → 1,663 ms,
 * sale 1,555 → 1,489. Wider screens fetch their first row's third photo as soon as it is laid
 * out, in view.
 */
const EAGER_TILES = 2;

/**
 * The tiles and inline banners of a listing. While a new listing loads, placeholders
 * take the tiles' place one for one, so the page keeps its height.
 */
export function ListingGrid({
  items,
  loading,
  appending,
  photoSizes,
  collectionHandle,
  onOpen,
}: {
  items: ListingItem[];
  /** A different listing is on its way: show placeholders instead of the old tiles. */
  loading: boolean;
  /** More of this listing is on its way: placeholders under the tiles. */
  appending: boolean;
  /** The tile photos' `sizes` for this grid's columns (listingPhotoSizes). */
  photoSizes: string;
  collectionHandle?: string;
  onOpen?: (product: SearchProduct) => void;
}) {
  return (
    <ul
      className={`listing-grid ${PRODUCT_GRID}`}
      aria-busy={loading || appending || undefined}
    >
      {loading ? (
        <SkeletonTiles count={Math.max(Math.min(items.length, 48), 6)} />
      ) : (
        items.map((item, index) =>
          item.type === 'banner' ? (
            <li
              key={item.key}
              className="overflow-hidden [&_img]:block [&_img]:h-auto [&_img]:max-w-full"
              dangerouslySetInnerHTML={{__html: item.html}}
            />
          ) : (
            <li key={item.key} className="min-w-0">
              <ProductTile
                product={item.product}
                priority={index < EAGER_TILES}
                imageSizes={photoSizes}
                collectionHandle={collectionHandle}
                onOpen={onOpen}
              />
            </li>
          ),
        )
      )}
      {appending && !loading ? <SkeletonTiles count={3} /> : null}
    </ul>
  );
}
