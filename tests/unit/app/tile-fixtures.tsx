import {renderToString} from 'react-dom/server';
import {createRoutesStub, Outlet} from 'react-router';
import {ServerRendered} from '~/components/content/deferred';
import {serverRenderedComponents} from '~/components/content/deferred.server';
import {KeptMarkupContext, type KeepMarkup} from '~/components/ui/Kept';
import {
  fromTags,
  type SearchProduct,
  type TileVariant,
} from '~/lib/search/hits';

export function variant(
  size: string,
  inventoryQuantity: number | null,
  id = size,
): TileVariant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    size,
    inventoryQuantity,
  };
}

/** A listing product as the server sends it; `tags` become its badge and offers as the server works them out. */
export function tileProduct({
  tags = [],
  ...overrides
}: Partial<SearchProduct> & {tags?: string[]} = {}): SearchProduct {
  const product: SearchProduct = {
    id: 'gid://shopify/Product/1',
    handle: 'linen-midi-dress-sage',
    title: 'Linen Midi Dress',
    sku: 'LMD-SAGE',
    imageUrl: 'https://cdn.example/images/linen-midi-dress.jpg',
    productType: 'Dress',
    price: {amount: '120', currencyCode: 'USD'},
    compareAtPrice: null,
    colors: [],
    badge: null,
    offers: [],
    variants: [variant('S', 4), variant('M', 2), variant('L', 1)],
    inStock: true,
    videoUrl: null,
    videoInCollection: false,
    tracking: null,
    position: 1,
    ...overrides,
  };
  return {...product, ...fromTags(tags, product)};
}

/**
 * Server-renders a component inside a router, on the site's home page, as the worker would
 * (no effects run); `keep` is the worker's memory of kept markup (none: drawn with the page).
 */
export function render(
  element: React.ReactElement,
  {
    locale = 'us',
    keep = null,
  }: {locale?: string; keep?: KeepMarkup | null} = {},
): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/:locale?',
      Component: () => <Outlet />,
      loader: () => ({}),
      children: [{index: true, Component: () => element}],
    },
  ]);
  return renderToString(
    <ServerRendered.Provider value={serverRenderedComponents}>
      <KeptMarkupContext.Provider value={keep}>
        <Stub
          initialEntries={[locale === 'us' ? '/' : `/${locale}`]}
          hydrationData={{loaderData: {root: {}}}}
        />
      </KeptMarkupContext.Provider>
    </ServerRendered.Provider>,
  );
}

/** Decoded text of an HTML string, tags removed. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
