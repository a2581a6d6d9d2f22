/**
 * The product page as first served: what a shopper without JavaScript can already
 * read and do.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {ProductDetails} from '~/components/product/ProductDetails';
import {ProductGallery} from '~/components/product/ProductGallery';
import type {ProductFieldsFragment} from 'storefrontapi.generated';
import {readProduct} from '~/lib/product';
import {addToCartInput} from '~/components/product-tile/cart-input';
import {render, text} from './tile-fixtures';

vi.mock('~/components/back-in-stock/NotifyMeButton', () => ({
  NotifyMeButton: ({product}: {product: {variants: {size: string}[]}}) => (
    <button
      type="button"
      data-testid="notify-me"
      data-sizes={product.variants.map((v) => v.size).join(',')}
    >
      NOTIFY ME
    </button>
  ),
}));
vi.mock('~/components/wishlist/WishlistHeart', () => ({
  WishlistHeart: ({handle}: {handle: string}) => (
    <span data-testid="wishlist-heart" data-handle={handle} />
  ),
}));

const originalError = console.error;
beforeAll(() => {
  console.error = (...args: unknown[]) => {
    if (String(args[0]).includes('useLayoutEffect')) return;
    originalError(...args);
  };
});
afterAll(() => {
  console.error = originalError;
});

const raw = {
  id: 'gid://shopify/Product/7',
  title: 'Linen Midi Dress',
  handle: 'linen-midi-dress-sage',
  productType: 'Dress',
  tags: ['product-noreturn', 'badge:new'],
  descriptionHtml: '<p>Soft linen.</p>',
  availableForSale: true,
  variants: {
    nodes: ['L', 'S', 'M'].map((size) => ({
      id: `gid://shopify/ProductVariant/${size}`,
      title: size,
      availableForSale: size !== 'M',
      price: {amount: '89', currencyCode: 'AUD'},
      compareAtPrice: {amount: '89', currencyCode: 'AUD'},
      selectedOptions: [{name: 'Size', value: size}],
    })),
  },
  media: {
    nodes: [
      {
        id: 'm1',
        mediaContentType: 'IMAGE',
        alt: 'Front',
        previewImage: {
          url: 'https://cdn.example/front.jpg',
          width: 1280,
          height: 1920,
        },
      },
      {
        id: 'm2',
        mediaContentType: 'EXTERNAL_VIDEO',
        host: 'VIMEO',
        originUrl: 'https://vimeo.com/76979871',
        alt: 'On the move',
      },
    ],
  },
  colors: {
    value: JSON.stringify([
      {
        handle: 'linen-midi-dress-sage',
        name: 'Sage',
        href: '/products/linen-midi-dress-sage',
        swatch: {color: '#9caf88'},
      },
      {
        handle: 'linen-midi-dress-ink',
        name: 'Ink',
        href: '/products/linen-midi-dress-ink',
        swatch: {color: '#1d2333'},
      },
    ]),
  },
  fabric: {value: '100% linen'},
  dimensions: {value: 'Length 120 cm'},
  preOrderTime: {value: 'Ships in 3 weeks'},
  sizeIndication: {
    value: JSON.stringify({
      model: 'Model wears S',
      cm: 'Height 175 cm',
      in: 'Height 69 in',
    }),
  },
} as unknown as ProductFieldsFragment;

const page = (locale = 'us') =>
  render(
    <ProductDetails
      product={readProduct(raw)}
      styledWith={null}
      locale={locale}
      collection={{handle: 'dresses'}}
    />,
    {locale},
  );

describe('product page', () => {
  it('offers sizes in size order, each posting its own variant, sold-out sizes disabled', () => {
    const html = page();
    const radios = [
      ...html.matchAll(
        /<input type="radio" name="cartFormInput"([^>]*) value="([^"]*)"/g,
      ),
    ].map(([, attributes, value]) => ['', value, attributes]);
    expect(
      radios.map(
        ([, value]) =>
          JSON.parse(value.replace(/&quot;/g, '"')).inputs.lines[0]
            .merchandiseId,
      ),
    ).toEqual([
      'gid://shopify/ProductVariant/S',
      'gid://shopify/ProductVariant/M',
      'gid://shopify/ProductVariant/L',
    ]);
    expect(
      radios.map(([, , attributes]) => /disabled/.test(attributes)),
    ).toEqual([false, true, false]);
    expect(
      radios.every(([, , attributes]) => /required/.test(attributes)),
    ).toBe(true);
    expect(radios[0][1].replace(/&quot;/g, '"')).toBe(
      addToCartInput('gid://shopify/ProductVariant/S'),
    );
    expect(html).toMatch(
      /<form method="post" action="\/cart" class="add-to-cart"/,
    );
  });

  it('names the product, its badge, price (no compare-at when equal), final sale and pre-order time', () => {
    const words = text(page());
    expect(words).toContain('Linen Midi Dress');
    expect(words).toContain('new');
    expect(words).toContain('$89 AUD');
    expect(words).not.toContain('Regular price');
    expect(words).toContain('Final sale');
    expect(words).toContain('Ships in 3 weeks');
  });

  it('links to the other colours, marking this one', () => {
    const html = page('au');
    expect(html).toContain('href="/au/products/linen-midi-dress-ink"');
    expect(html).toMatch(
      /aria-current="page" href="\/au\/products\/linen-midi-dress-sage"|href="\/au\/products\/linen-midi-dress-sage"[^>]*aria-current="page"/,
    );
  });

  it('shows the size indication in centimetres first, with a switch to inches', () => {
    const html = page();
    expect(html).toMatch(
      /<input type="radio" name="size-indication-units" id="size-indication-cm"[^>]*checked=""[^>]*value="CM"/,
    );
    expect(html).toMatch(/id="size-indication-in"[^>]*value="IN"/);
    expect(html.match(/id="size-indication-in"[^>]*>/)?.[0]).not.toContain(
      'checked',
    );
    expect(text(html)).toContain('Model wears S Height 175 cm Height 69 in');
  });

  it('embeds the external video lazily, in the no-cookie player', () => {
    expect(page()).toMatch(
      /<iframe[^>]*src="https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1"[^>]*loading="lazy"/,
    );
  });

  it('sends only the first photo to a phone; the next waits for the shopper, and stands in a <noscript> without JavaScript', () => {
    const photo = (n: number) => ({
      kind: 'image' as const,
      key: `p${n}`,
      url: `https://cdn.example/dress-${n}.jpg`,
      alt: `Dress, view ${n}`,
      width: 1280,
      height: 1920,
    });
    const html = render(
      <ProductGallery title="Linen Midi Dress" items={[photo(1), photo(2)]} />,
    );
    const [first, second, copy] = html.match(/<img[^>]*>/g)!;
    expect(first).toContain('src="https://cdn.example/dress-1.jpg?width=828"');
    expect(first).toContain('fetchpriority="high"');
    expect(second).toContain('alt="Dress, view 2"');
    expect(second).not.toMatch(/\ssrc=|srcSet=/);
    expect(html).toMatch(
      /<source media="\(min-width: 768px\)" srcSet="https:\/\/cdn\.example\/dress-2\.jpg\?width=320 320w, [^"]*" sizes="\(max-width: 767px\) calc\(100vw - 32px\), [^"]*, 409px"\/>/,
    );
    expect(html).toMatch(/<noscript><img[^>]*dress-2\.jpg\?width=828/);
    expect(copy).toContain('loading="lazy"');
    expect(html).toContain('aria-label="Show photo 2 of 2"');
  });

  it('asks for a video’s poster at the gallery’s width, not the original’s', () => {
    const html = render(
      <ProductGallery
        title="Linen Midi Dress"
        items={[
          {
            kind: 'video',
            key: 'v1',
            src: 'https://cdn.example/dress.mp4',
            poster: 'https://cdn.example/dress-video.jpg',
            alt: 'On the move',
          },
        ]}
      />,
    );
    expect(html.match(/<video[^>]*>/)?.[0]).toContain(
      'poster="https://cdn.example/dress-video.jpg?width=828"',
    );
  });

  it('offers NOTIFY ME for the sold-out sizes, and the wishlist heart', () => {
    const html = page();
    expect(html).toContain('data-testid="notify-me" data-sizes="M"');
    expect(html).toContain(
      'data-testid="wishlist-heart" data-handle="linen-midi-dress-sage"',
    );
  });

  it('shows fabric and dimensions, and the way back to the collection', () => {
    const html = page('au');
    expect(text(html)).toContain('Fabric 100% linen');
    expect(text(html)).toContain('Dimensions Length 120 cm');
    expect(html).toContain('href="/au/collections/dresses"');
  });
});
