import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale)._index';
import {COLLECTION_QUERY} from '~/graphql/collection';
import {HOME_UID} from '~/lib/content';
import {loadPageContent} from '~/lib/content/loaders.server';
import {loadGalleries} from '~/lib/content/galleries.server';
import {pageFormAction} from '~/lib/content/form-actions.server';
import {shippingCountryOptions} from '~/lib/sites';
import {ProductCard} from '~/components/ProductCard';
import {LocaleLink, useLocalePath} from '~/components/LocaleLink';
import {ContentPage} from '~/components/content/ContentPage';
import {useShell} from '~/components/shell';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';
import {PRODUCT_GRID} from '~/components/ui/product-grid';

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
    <div className={pageSection()}>
      <PageTitle>New season, new arrivals</PageTitle>
      {collection ? (
        <section aria-labelledby="home-new-arrivals">
          <h2 id="home-new-arrivals">{collection.title}</h2>
          <ul className={PRODUCT_GRID}>
            {collection.products.nodes.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
          <p>
            <LocaleLink to={`/collections/${collection.handle}`}>
              Shop all {collection.title}
            </LocaleLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
