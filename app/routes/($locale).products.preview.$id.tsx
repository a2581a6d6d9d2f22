import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).products.preview.$id';
import {PRODUCT_BY_ID_QUERY} from '~/graphql/product';
import {productPageData} from '~/lib/product.server';
import {ProductDetails} from '~/components/product/ProductDetails';

export const meta = ({data}: Route.MetaArgs) => [
  {title: data ? `Preview: ${data.product.title}` : 'Product preview'},
  {name: 'robots', content: 'noindex'},
];

/** Merchandisers preview a product by its numeric id before it has a public handle. */
export async function loader({params, context}: Route.LoaderArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,20}$/.test(id)) throw new Response('Not found', {status: 404});
  const {storefront} = context;
  const {product} = await storefront.query(PRODUCT_BY_ID_QUERY, {
    variables: {id: `gid://shopify/Product/${id}`},
    cache: storefront.CacheNone(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  return {...(await productPageData(context, product)), locale: context.locale};
}

export default function ProductPreviewRoute() {
  const {product, styledWith, locale} = useLoaderData<typeof loader>();
  return (
    <ProductDetails product={product} styledWith={styledWith} locale={locale} />
  );
}
