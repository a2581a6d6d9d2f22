import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale)._index';
import {COLLECTION_QUERY} from '~/graphql/collection';
import {HOME_UID} from '~/lib/content';
import {loadPageContent} from '~/lib/content/loaders.server';
import {loadGalleries} from '~/lib/content/galleries.server';
import {pageFormAction} from '~/lib/content/form-actions.server';
import {shippingCountryOptions} from '~/lib/sites';
import {lazy} from 'react';
import {useLocalePath} from '~/components/LocaleLink';
import {Island} from '~/components/content/Island';
import {ContentPage} from '~/components/content/ContentPage';
import {preloadSlices} from '~/components/content/ContentSlices';
import {useShell} from '~/components/shell';

export const meta = ({data}: Route.MetaArgs) => [
  {title: data?.title ?? 'Home'},
  ...(data?.description
    ? [{name: 'description', content: data.description}]
    : []),
];

/** New arrivals, for when the home page's content can't be read. */
async function fallbackRow(context: Route.LoaderArgs['context']) {
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {handle: 'new-arrivals', first: 8},
    cache: context.storefront.CacheShort(),
  });
  return collection;
}

/**
 * The home page is the content service's `home` page. If that can't be read the shop
 * still opens, on a row of new arrivals.
 */
// Only drawn when the content service fails; the browser loads its code only when it
// must draw it (after a navigation). No Suspense: the server's first flush and a
// navigation both wait for it rather than show a gap.
const NewArrivals = lazy(() => import('~/components/NewArrivals'));

export async function loader({context, request}: Route.LoaderArgs) {
  const title = context.config.PUBLIC_BRAND_NAME ?? 'Home';
  const loaded = await loadPageContent(context, request, HOME_UID).catch(
    (error: unknown) => {
      context.errors.report(error, {service: 'content', page: 'home'});
      return null;
    },
  );
  if (loaded) {
    const galleries = await loadGalleries(context, loaded.page.slices);
    return data(
      {
        title: loaded.page.seo.title ?? title,
        description: loaded.page.seo.description,
        content: {
          ...loaded,
          galleries,
          now: Date.now(),
          countries: loaded.page.competition
            ? shippingCountryOptions(context.locale)
            : [],
        },
        collection: null,
      },
      {headers: loaded.preview ? {'Cache-Control': 'private, no-store'} : {}},
    );
  }
  return {
    title,
    description: null,
    content: null,
    collection: await fallbackRow(context),
  };
}

/** The slices' code arrives with the page's data, so home reached by navigation draws whole. */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadSlices(request, data.content?.page.slices ?? []);
  return data;
}

export async function action({request, context}: Route.ActionArgs) {
  return pageFormAction(context, request, HOME_UID);
}

export const headers: Route.HeadersFunction = ({loaderHeaders}) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export default function Home() {
  const {content, collection} = useLoaderData<typeof loader>();
  const root = useShell();
  const formAction = useLocalePath('/');
  if (content) {
    return (
      <ContentPage
        page={content.page}
        issues={content.issues}
        countries={content.countries}
        heading={{
          text: root?.brandName ?? content.page.title ?? 'Home',
          hidden: true,
        }}
        context={{
          formAction: `${formAction}?index`,
          galleries: content.galleries,
          now: content.now,
        }}
      />
    );
  }
  return (
    <Island place="new-arrivals" content={collection}>
      <NewArrivals collection={collection ?? null} />
    </Island>
  );
}
