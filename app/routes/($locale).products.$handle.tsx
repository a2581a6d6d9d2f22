import {useLoaderData, type MetaFunction} from 'react-router';
import type {Route} from './+types/($locale).products.$handle';
import {PRODUCT_BY_HANDLE_QUERY} from '~/graphql/product';
import {ProductDetails} from '~/components/product/ProductDetails';
import {sanitizeHtml} from '~/lib/html';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.product ? `${data.product.seo?.title ?? data.product.title}` : 'Product'},
  {name: 'description', content: data?.product?.seo?.description ?? data?.product?.description?.slice(0, 155) ?? ''},
];

export async function loader({params, context}: Route.LoaderArgs) {
  const handle = params.handle;
  if (!handle || handle.length > 255) throw new Response('Not found', {status: 404});
  const {product} = await context.storefront.query(PRODUCT_BY_HANDLE_QUERY, {
    variables: {handle},
    cache: context.storefront.CacheShort(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  return {product: {...product, descriptionHtml: sanitizeHtml(product.descriptionHtml)}};
}

export default function ProductRoute() {
  const {product} = useLoaderData<typeof loader>();
  return <ProductDetails product={product} />;
}
