import {
  data,
  useLoaderData,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  publishAnalytics,
  useAnalyticsView,
} from '~/components/analytics/publish';
import type {Route} from './+types/($locale).search';
import {loadListing} from '~/lib/search/listing.server';
import {localizePath} from '~/lib/locale-paths';
import {ListingPage} from '~/components/listing/ListingPage';
import {button} from '~/components/ui/button';

/** What analytics and the search service call this listing. */
export const SEARCH_COLLECTION_NAME = 'everything';

export const meta: Route.MetaFunction = ({data, matches}) => [
  {
    title: data?.listing.listing.q
      ? `Search results for “${data.listing.listing.q}”`
      : 'Search',
  },
  {
    name: 'description',
    content: `Search ${matches[0]?.data?.brandName ?? 'the store'} for dresses, knitwear, swim and more.`,
  },
  {name: 'robots', content: 'noindex, follow'},
];

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

export async function loader({request, context}: Route.LoaderArgs) {
  const listing = await loadListing({request, context, basePath: '/search'});
  return data(
    {
      listing: listing.data,
      locale: context.locale,
      currency: context.region.currency,
      collectionName: SEARCH_COLLECTION_NAME,
    },
    {headers: listing.headers},
  );
}

export default function SearchRoute() {
  const {listing, locale, currency} = useLoaderData<typeof loader>();
  const q = listing.listing.q;
  const {search} = useLocation();
  useAnalyticsView(q ? search : null, () => ({
    name: 'view_search_results',
    term: q,
    results: listing.pagination.totalResults,
  }));
  return (
    <ListingPage
      data={listing}
      locale={locale}
      currency={currency}
      title={q ? `Search results for “${q}”` : 'Search'}
      intro={<SearchForm q={q} action={localizePath('/search', locale)} />}
    />
  );
}

function SearchForm({q, action}: {q: string; action: string}) {
  const navigation = useNavigation();
  const searching =
    navigation.state !== 'idle' &&
    navigation.location?.pathname === action &&
    navigation.formMethod === 'GET';
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="mt-2 mb-4 flex max-w-xl gap-2"
      onSubmit={(event) => {
        const term = new FormData(event.currentTarget).get('q');
        if (typeof term === 'string' && term.trim())
          publishAnalytics({name: 'search', term: term.trim()});
      }}
    >
      <label htmlFor="listing-search-q" className="sr-only">
        Search
      </label>
      <input
        id="listing-search-q"
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search"
        maxLength={200}
        key={q}
        className="min-h-11 min-w-0 flex-1 border border-ink px-3 py-2"
      />
      <button
        type="submit"
        className={button()}
        aria-busy={searching || undefined}
      >
        {searching ? 'Searching…' : 'Search'}
      </button>
    </form>
  );
}
