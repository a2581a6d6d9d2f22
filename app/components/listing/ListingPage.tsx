import {useMemo} from 'react';
import {Link, useNavigation} from 'react-router';
import type {ListingData} from '~/lib/search/listing.server';
import {listingItems} from '~/lib/search/listing-items';
import {localizePath} from '~/lib/locale-paths';
import {buildListingUrl} from '~/lib/search/url';
import {ListingFilters} from './ListingFilters';
import {LISTING_FILTERS_ID, PhoneFilters} from './PhoneFilters';
import {ActiveFilters} from './ActiveFilters';
import {ListingGrid} from './ListingGrid';
import {ListingPagination} from './ListingPagination';
import {LoadMore} from './LoadMore';
import {isLoadMore, useShownListing} from './useShownListing';
import {useCollectionScroll} from './useCollectionScroll';
import {useWidestPrice} from './useWidestPrice';
import {PageTitle} from '~/components/ui/PageTitle';
import {pageSection} from '~/components/ui/page';
import {listingPhotoSizes} from '~/components/ui/product-grid';
import {TileClicks} from '~/components/search-overlay/track-client';
import {useTileClicks} from './useTileClicks';

type Props = {
  data: ListingData;
  locale: string;
  currency: string;
  title: string;
  description?: string | null;
  /** Set on collection pages: tiles remember it for the way back. */
  collectionHandle?: string;
  /** Above the results, e.g. the search box. */
  intro?: React.ReactNode;
  /** The editors hid the title: only screen readers hear it. */
  hideTitle?: boolean;
  /** The editors' column counts (collections); 2 and 3 otherwise. */
  columns?: {mobile: number; desktop: number};
};

const MERCHANDISE = 'mb-4 [&_img]:block [&_img]:h-auto [&_img]:max-w-full';

/** Merchandising HTML from the search service, already cleaned on the server. */
function Merchandise({html, className}: {html: string[]; className: string}) {
  if (html.length === 0) return null;
  return (
    <div className={className}>
      {html.map((item, index) => (
        <div key={index} dangerouslySetInnerHTML={{__html: item}} />
      ))}
    </div>
  );
}

/**
 * A search results or collection page: title, filters and sort, tiles with banners,
 * pages and 'Load more'. The address holds the whole listing, so every control is a
 * link or a GET form and the page works without JavaScript.
 */
export function ListingPage({
  data,
  locale,
  currency,
  title,
  description,
  collectionHandle,
  intro,
  hideTitle,
  columns,
}: Props) {
  const photoSizes = listingPhotoSizes(columns);
  const {listing, basePath, pagination, facets, sortOptions, merchandising} =
    data;
  const navigation = useNavigation();
  const {packedItems} = data;
  const received = useMemo(() => listingItems({packedItems}), [packedItems]);
  const items = useShownListing(listing, received);
  const onOpen = useCollectionScroll(collectionHandle, true);
  const clicks = useTileClicks(
    {listing, collectionHandle, locale, track: data.track},
    items,
  );

  const path = localizePath(basePath, locale);
  const nextLocation =
    navigation.state === 'loading' ? navigation.location : undefined;
  const appending = Boolean(
    nextLocation &&
    nextLocation.pathname === path &&
    isLoadMore(nextLocation.state),
  );
  const reloading = Boolean(
    nextLocation && nextLocation.pathname === path && !appending,
  );

  const positions = items.flatMap((item) =>
    item.type === 'product' ? [item.product.position] : [],
  );
  const shown = positions.length
    ? {first: Math.min(...positions), last: Math.max(...positions)}
    : null;
  const productCount = positions.length;
  const site = {basePath, locale};
  const priceBounds = useWidestPrice(facets, `${path}?q=${listing.q}`);
  const filters = (inDrawer: boolean) => (
    <ListingFilters
      listing={listing}
      facets={facets}
      sortOptions={sortOptions}
      basePath={basePath}
      locale={locale}
      inDrawer={inDrawer}
      priceBounds={priceBounds}
      currency={currency}
    />
  );

  return (
    <div
      className={pageSection({className: 'listing'})}
      data-listing={collectionHandle ? 'collection' : 'search'}
    >
      <header className="listing__header mb-4">
        {hideTitle ? (
          <h1 className="sr-only">{title}</h1>
        ) : (
          <PageTitle>{title}</PageTitle>
        )}
        {description ? (
          <p className="listing__description my-1 text-muted">{description}</p>
        ) : null}
        {intro}
        {!data.failed && pagination.totalResults > 0 ? (
          <p className="listing__count my-1 text-muted">{`${pagination.totalResults} ${pagination.totalResults === 1 ? 'product' : 'products'}`}</p>
        ) : null}
        {data.didYouMean ? (
          <p className="listing__did-you-mean">
            Did you mean{' '}
            <Link
              to={buildListingUrl(
                {...listing, q: data.didYouMean, page: 1, filters: []},
                site,
              )}
            >
              {data.didYouMean}
            </Link>
            ?
          </p>
        ) : null}
      </header>
      <Merchandise html={merchandising.header} className={MERCHANDISE} />
      <Merchandise html={merchandising.banner} className={MERCHANDISE} />
      <div className="grid gap-6 lg:grid-cols-[240px_minmax(0,1fr)]">
        {/* On phones the filters wait behind "Filter and sort" (shown when targeted, for no-JS). */}
        <aside
          id={LISTING_FILTERS_ID}
          className="listing__sidebar min-w-0 scroll-mt-4 max-lg:[&:not(:target)]:hidden"
        >
          {filters(false)}
          <Merchandise html={merchandising.left} className={MERCHANDISE} />
        </aside>
        <section
          className="listing__results min-w-0"
          aria-labelledby="listing-products"
          onPointerOver={clicks.warm}
          onFocus={clicks.warm}
        >
          {/* Tiles are h3s; with the filters folded away on a phone nothing else would sit between them and the h1. */}
          <h2 id="listing-products" className="sr-only">
            Products
          </h2>
          <PhoneFilters
            activeCount={listing.filters.length}
            filters={filters}
          />
          <ActiveFilters
            listing={listing}
            facets={facets}
            basePath={basePath}
            locale={locale}
            currency={currency}
          />
          {productCount === 0 && !reloading ? (
            <div className="py-8" role="status">
              <h2>No results</h2>
              {data.failed ? (
                <p>
                  We couldn’t load products just now. Please try again in a
                  moment.
                </p>
              ) : listing.filters.length > 0 ? (
                <p>
                  Nothing matches these filters.{' '}
                  <Link
                    to={buildListingUrl(
                      {...listing, filters: [], page: 1},
                      site,
                    )}
                  >
                    Clear all filters
                  </Link>
                </p>
              ) : listing.q ? (
                <p>{`We couldn’t find anything for “${listing.q}”. Try another word or browse our collections.`}</p>
              ) : (
                <p>There are no products here yet.</p>
              )}
            </div>
          ) : (
            <TileClicks.Provider value={clicks.send}>
              <ListingGrid
                items={items}
                loading={reloading}
                appending={appending}
                photoSizes={photoSizes}
                collectionHandle={collectionHandle}
                onOpen={(product) => onOpen(product.handle)}
              />
            </TileClicks.Provider>
          )}
          {productCount > 0 ? (
            <>
              <LoadMore
                listing={listing}
                pagination={pagination}
                shown={shown}
                basePath={basePath}
                locale={locale}
              />
              <ListingPagination
                listing={listing}
                pagination={pagination}
                basePath={basePath}
                locale={locale}
              />
            </>
          ) : null}
          <Merchandise html={merchandising.footer} className={MERCHANDISE} />
        </section>
      </div>
    </div>
  );
}
