import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).collections.$handle';
import {COLLECTION_QUERY} from '~/graphql/collection';
import {ProductCard} from '~/components/ProductCard';

export const meta = ({data}: Route.MetaArgs) => [{title: data?.collection.title ?? 'Collection'}];

export async function loader({params, context}: Route.LoaderArgs) {
  const handle = params.handle ?? '';
  if (!/^[\w-]{1,255}$/.test(handle)) throw new Response('Not found', {status: 404});
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {handle, first: 48},
    cache: context.storefront.CacheShort(),
  });
  if (!collection) throw new Response('Not found', {status: 404});
  return {collection};
}

export default function CollectionRoute() {
  const {collection} = useLoaderData<typeof loader>();
  return (
    <div className="page-section">
      <h1 className="page-title">{collection.title}</h1>
      {collection.description ? <p className="collection-description">{collection.description}</p> : null}
      <ul className="product-grid">
        {collection.products.nodes.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
