import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).products.preview.$id';
import {PRODUCT_BY_ID_QUERY} from '~/graphql/product';
import {ProductDetails} from '~/components/product/ProductDetails';
import {sanitizeHtml} from '~/lib/html';

export const meta = () => [{title: 'Product preview'}, {name: 'robots', content: 'noindex'}];

/** Merchandisers preview a product by its numeric id before it has a public handle. */
export async function loader({params, context}: Route.LoaderArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,20}$/.test(id)) throw new Response('Not found', {status: 404});
  const {product} = await context.storefront.query(PRODUCT_BY_ID_QUERY, {
    variables: {id: `gid://shopify/Product/${id}`},
    cache: context.storefront.CacheNone(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  return {product: {...product, descriptionHtml: sanitizeHtml(product.descriptionHtml)}};
}

export default function ProductPreviewRoute() {
  const {product} = useLoaderData<typeof loader>();
  return <ProductDetails product={product} />;
}
