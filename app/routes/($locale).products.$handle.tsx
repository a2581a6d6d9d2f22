import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).products.$handle';
import {PRODUCT_BY_HANDLE_QUERY} from '~/graphql/product';
import {productPageData} from '~/lib/product.server';
import {ProductDetails} from '~/components/product/ProductDetails';
import {HANDLE} from '~/lib/handle';

export const meta = ({data}: Route.MetaArgs) => [
  {title: data?.product.seoTitle ?? 'Product'},
  {name: 'description', content: data?.product.seoDescription ?? ''},
];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const handle = params.handle ?? '';
  if (!HANDLE.test(handle)) throw new Response('Not found', {status: 404});
  const {storefront} = context;
  const {product} = await storefront.query(PRODUCT_BY_HANDLE_QUERY, {
    variables: {handle},
    cache: storefront.CacheShort(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  const page = await productPageData(context, product);
  const collection = new URL(request.url).searchParams.get('collection');
  return {
    ...page,
    locale: context.locale,
    collection:
      collection && HANDLE.test(collection) ? {handle: collection} : null,
  };
}

export default function ProductRoute() {
  const {product, styledWith, locale, collection} =
    useLoaderData<typeof loader>();
  return (
    <ProductDetails
      product={product}
      styledWith={styledWith}
      locale={locale}
      collection={collection}
    />
  );
}
