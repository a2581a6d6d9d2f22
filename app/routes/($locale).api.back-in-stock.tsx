import {parseWithZod} from '@conform-to/zod/v4';
import {data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).api.back-in-stock';
import {backInStockSchema} from '~/lib/forms/back-in-stock';
import {BACK_IN_STOCK_PRODUCT_QUERY} from '~/graphql/product';
import {
  BACK_IN_STOCK_FAILURE,
  numericShopifyId,
  postedUtcOffset,
  requestBackInStock,
  utcOffsetOfTimeZone,
} from '~/lib/back-in-stock/client';
import {formText, readForm} from '~/lib/customer/form.server';
import {PRIVATE_CACHE_CONTROL} from '~/lib/customer/session.server';
import {localizePath} from '~/lib/locale-paths';
import {sortBySize} from '~/lib/sizes';
import {
  BackInStockForm,
  type BackInStockActionData,
} from '~/components/back-in-stock/BackInStockForm';
import {BACK_IN_STOCK_PATH} from '~/components/back-in-stock/NotifyMeButton';
import {LocaleLink, useLocale} from '~/components/LocaleLink';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';
import {HANDLE} from '~/lib/handle';

/**
 * Back-in-stock requests. The modal posts here through a fetcher; `GET ?product={handle}`
 * is the same form as a page, for shoppers without JavaScript (the NOTIFY ME link).
 */
export const meta = ({data}: Route.MetaArgs) => [
  {title: data?.product ? `Notify me: ${data.product.title}` : 'Notify me'},
  {name: 'robots', content: 'noindex'},
];

export const headers = () => ({'Cache-Control': PRIVATE_CACHE_CONTROL});

export async function loader({request, context}: Route.LoaderArgs) {
  const handle = new URL(request.url).searchParams.get('product') ?? '';
  if (!HANDLE.test(handle)) throw new Response('Not found', {status: 404});
  const {storefront} = context;
  const {product} = await storefront.query(BACK_IN_STOCK_PRODUCT_QUERY, {
    variables: {handle},
    cache: storefront.CacheShort(),
  });
  if (!product) throw new Response('Not found', {status: 404});
  const variants = product.variants.nodes.map((variant) => ({
    id: variant.id,
    size:
      variant.selectedOptions.find(
        (option) => option.name.toLowerCase() === 'size',
      )?.value ?? variant.title,
    inventoryQuantity: variant.availableForSale
      ? (variant.quantityAvailable ?? 1)
      : 0,
  }));
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      variants: sortBySize(variants, (variant) => variant.size),
    },
  };
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: backInStockSchema});
  if (submission.status !== 'success') {
    return data({result: submission.reply(), outcome: null}, {status: 400});
  }
  const productId = formText(form, 'productId') ?? '';
  const {email, variant, acceptsMarketing} = submission.value;
  const {BACK_IN_STOCK_ENDPOINT: endpoint, BACK_IN_STOCK_SHOP: shop} =
    context.config;
  if (
    !endpoint ||
    !shop ||
    !numericShopifyId(productId) ||
    !numericShopifyId(variant)
  ) {
    if (!endpoint || !shop)
      context.errors.report(
        new Error('BACK_IN_STOCK_ENDPOINT and BACK_IN_STOCK_SHOP are not set'),
        {service: 'back-in-stock', status: 400},
      );
    return data(
      {
        result: submission.reply(),
        outcome: {ok: false, message: BACK_IN_STOCK_FAILURE},
      },
      {status: 400},
    );
  }
  // The browser's own offset; without JavaScript, the time zone the edge reports.
  const edgeZone =
    request.headers.get('oxygen-buyer-timezone') ??
    (request as {cf?: {timezone?: string}}).cf?.timezone;
  const utcOffsetSeconds =
    postedUtcOffset(formText(form, 'utcOffset')) ??
    utcOffsetOfTimeZone(edgeZone);
  const outcome = await requestBackInStock({
    errors: context.errors,
    endpoint,
    shop,
    email,
    productId,
    variantId: variant,
    acceptsMarketing,
    utcOffsetSeconds,
    locale: context.locale,
  });
  return data(
    {
      result: submission.reply(outcome.ok ? {resetForm: true} : undefined),
      outcome,
    },
    {status: outcome.ok ? 200 : 422},
  );
}

export default function BackInStockPage() {
  const {product} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    BackInStockActionData | undefined;
  const action = `${localizePath(BACK_IN_STOCK_PATH, useLocale())}?product=${encodeURIComponent(product.handle)}`;
  return (
    <section
      className={pageSection({width: 'max-w-[44rem]'})}
      aria-labelledby="back-in-stock-title"
    >
      <PageTitle id="back-in-stock-title">Notify me when it’s back</PageTitle>
      <p>
        Tell us your size and we’ll email you when{' '}
        <LocaleLink to={`/products/${product.handle}`}>
          {product.title}
        </LocaleLink>{' '}
        is back in stock.
      </p>
      <BackInStockForm
        product={product}
        action={action}
        actionData={actionData}
        headingId="back-in-stock-title"
      />
    </section>
  );
}
