import {
  data,
  redirect,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from 'react-router';
import {useAnalyticsView} from '~/components/analytics/publish';
import type {Route} from './+types/($locale).collections.$handle';
import {COLLECTION_TITLE_QUERY} from '~/graphql/collection';
import {loadListing} from '~/lib/search/listing.server';
import {canonicalListingRedirect} from '~/lib/search/canonical';
import {allSettledOrThrow} from '~/lib/settle';
import {ListingPage} from '~/components/listing/ListingPage';
import {loadCollectionContent} from '~/lib/content/loaders.server';
import {isCollectionLocked} from '~/lib/content/collection';
import {CollectionContent, VipGate} from '~/components/content/deferred';
import {useShell} from '~/components/shell';
import {pageSection} from '~/components/ui/page';
import {HANDLE} from '~/lib/handle';

export const meta = ({data}: Route.MetaArgs) => {
  const collection = data?.collection;
  return [
    {title: collection?.seo?.title ?? collection?.title ?? 'Collection'},
    {
      name: 'description',
      content:
        collection?.seo?.description ??
        collection?.description?.slice(0, 155) ??
        '',
    },
  ];
};

/** A listing answers only its own address: quick adds and other posts don't search again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET' && currentUrl.href === nextUrl.href)
    return false;
  return defaultShouldRevalidate;
};

/**
 * The collection's name and words come from the commerce platform; its products,
 * facets and banners from the search service, filtered to the collection.
 */
export async function loader({
  params,
  request,
  url,
  context,
}: Route.LoaderArgs) {
  const handle = params.handle ?? '';
  if (!HANDLE.test(handle)) throw new Response('Not found', {status: 404});
  // A tidied address is known before any backend is asked.
  const canonical = canonicalListingRedirect(url);
  if (canonical) throw redirect(canonical);
  const [{collection}, listing, content] = await allSettledOrThrow([
    context.storefront.query(COLLECTION_TITLE_QUERY, {
      variables: {handle},
      cache: context.storefront.CacheShort(),
    }),
    loadListing({
      request,
      context,
      basePath: `/collections/${handle}`,
      background: {collection_handle: handle},
    }),
    // The editors' description and, for VIP collections, the password gate (redirects once it has expired).
    loadCollectionContent(context, handle, request),
  ]);
  if (!collection) throw new Response('Not found', {status: 404});
  // A locked VIP collection sends its gate, never its products.
  if (isCollectionLocked(content)) {
    return data(
      {
        collection,
        listing: null,
        content,
        locale: context.locale,
        currency: context.region.currency,
      },
      {headers: {'Cache-Control': 'private, no-store'}},
    );
  }
  return data(
    {
      collection,
      listing: listing.data,
      content,
      locale: context.locale,
      currency: context.region.currency,
    },
    {headers: listing.headers},
  );
}

// Raw, so the class keeps the backslashes that tell Tailwind these underscores are not spaces.
const HIDDEN_DESCRIPTION = String.raw`[&_.listing\_\_description]:sr-only`;

export default function CollectionRoute() {
  const {collection, listing, content, locale, currency} =
    useLoaderData<typeof loader>();
  const columns = useShell()?.siteContent.collectionColumns;
  const {search} = useLocation();
  useAnalyticsView(listing ? `${collection.handle}${search}` : null, () => ({
    name: 'view_item_list',
    listId: collection.handle,
    listName: collection.title,
    results: listing!.pagination.totalResults,
  }));
  if (!listing) {
    return (
      <div className={pageSection()}>
        <VipGate content={content} title={collection.title} />
      </div>
    );
  }
  return (
    <div
      className={content.hideTitle ? HIDDEN_DESCRIPTION : undefined}
      style={
        columns
          ? ({
              '--columns-desktop': columns.desktop,
              '--columns-mobile': columns.mobile,
            } as React.CSSProperties)
          : undefined
      }
    >
      <ListingPage
        data={listing}
        locale={locale}
        currency={currency}
        title={collection.title}
        description={content.description ? null : collection.description}
        collectionHandle={collection.handle}
        hideTitle={content.hideTitle}
        columns={columns}
        intro={<CollectionContent content={content} />}
      />
    </div>
  );
}
