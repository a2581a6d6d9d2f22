import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale)._index';
import {COLLECTION_QUERY} from '~/graphql/collection';
import {ProductCard} from '~/components/ProductCard';
import {LocaleLink} from '~/components/LocaleLink';

export const meta = ({data}: Route.MetaArgs) => [{title: data?.title ?? 'Home'}];

export async function loader({context}: Route.LoaderArgs) {
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {handle: 'new-arrivals', first: 8},
    cache: context.storefront.CacheShort(),
  });
  return {title: context.config.PUBLIC_BRAND_NAME ?? 'Home', collection};
}

export default function Home() {
  const {collection} = useLoaderData<typeof loader>();
  return (
    <div className="page-section">
      <h1 className="page-title">New season, new arrivals</h1>
      {collection ? (
        <section aria-labelledby="home-new-arrivals">
          <h2 id="home-new-arrivals">{collection.title}</h2>
          <ul className="product-grid">
            {collection.products.nodes.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
          <p>
            <LocaleLink to={`/collections/${collection.handle}`}>Shop all {collection.title}</LocaleLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
