/**
 * The product tile's rules (spec section 2 'Product tile' and the badge rules of
 * section 9), one test each, on the server-rendered HTML a shopper first receives.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {readHit} from '~/lib/search/hits';
import {ProductTile} from '~/components/product-tile/ProductTile';
import {
  MINI_CART_AUTO_CLOSE_MS,
  SizeStrip,
} from '~/components/product-tile/QuickAdd';
import type {FetcherWithComponents} from 'react-router';
import {parseCartRequest} from '~/lib/cart/input';
import {readCartChange} from '~/lib/cart/lines';
import {TILE_IMAGE_SIZES} from '~/components/product-tile/TileMedia';
import type {ColourOption, SearchProduct} from '~/lib/search/hits';
import {render, text, tileProduct, variant} from './tile-fixtures';
import {keepMarkup} from '~/components/ui/kept-markup.server';
import type {KeepMarkup} from '~/components/ui/Kept';

vi.mock('~/components/wishlist/WishlistHeart', () => ({
  WishlistHeart: ({handle, title}: {handle: string; title: string}) => (
    <span
      data-testid="wishlist-heart"
      data-handle={handle}
      data-title={title}
    />
  ),
}));
vi.mock('~/components/back-in-stock/NotifyMeButton', () => ({
  NotifyMeButton: ({
    product,
  }: {
    product: {handle: string; variants: {size: string}[]};
  }) => (
    <button
      type="button"
      data-testid="notify-me"
      data-sizes={product.variants.map((v) => v.size).join(',')}
    >
      NOTIFY ME
    </button>
  ),
}));

// React warns that useLayoutEffect does nothing on the server; that is expected here.
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

const tile = (
  overrides: Parameters<typeof tileProduct>[0] = {},
  options?: Parameters<typeof render>[1],
) => render(<ProductTile product={tileProduct(overrides)} />, options);

function colours(count: number): ColourOption[] {
  return Array.from({length: count}, (_, index) => ({
    handle: `linen-midi-dress-${index}`,
    name: `Colour ${index}`,
    href: `/products/linen-midi-dress-${index}`,
    swatch: {color: '#aabbcc'},
  }));
}

/**
 * The desktop's size strip as a tile draws it once reached (in the browser only: the
 * server's tile has none).
 */
function strip(product: SearchProduct) {
  const idle = {state: 'idle'} as FetcherWithComponents<unknown>;
  return render(
    <SizeStrip
      variants={product.variants}
      productType={product.productType}
      title={product.title}
      cartPath="/cart"
      fetcher={idle}
    />,
  );
}

/** The buttons of one size picker, in order, with their disabled state. */
function sizeButtons(html: string, picker: 'overlay' | 'quick-add') {
  const start = html.indexOf(
    picker === 'overlay' ? 'product-tile__overlay' : 'product-tile__quick-add',
  );
  if (start === -1) return [];
  const end = html.indexOf('</form>', start);
  return [...html.slice(start, end).matchAll(/<button([^>]*)>([^<]*)/g)].map(
    ([, attributes, label]) => ({
      size: label,
      disabled: /\sdisabled=""/.test(attributes),
    }),
  );
}

describe('ProductTile', () => {
  it('shows a highlight badge with the rounded discount when compare-at is above the price', () => {
    const html = tile({
      price: {amount: '89', currencyCode: 'USD'},
      compareAtPrice: {amount: '129', currencyCode: 'USD'},
    });
    expect(html).toMatch(
      /<span class="badge [^"]*" data-kind="highlight">save 31%<\/span>/,
    );
  });

  it('shows the tagged badge, but not "sold out" on a style in stock', () => {
    expect(tile({tags: ['badge:New']})).toMatch(
      /<span class="badge [^"]*" data-kind="positive">new<\/span>/,
    );
    expect(tile({tags: ['badge:sold out', 'badge:best seller']})).toContain(
      'data-kind="positive">best seller<',
    );
    expect(tile({tags: ['badge:sold out'], inStock: false})).toContain(
      'data-kind="negative">sold out<',
    );
  });

  it('renders the wishlist heart for the product, first of its controls for the keyboard as for the eye', () => {
    const html = tile();
    expect(html).toContain(
      'data-testid="wishlist-heart" data-handle="linen-midi-dress-sage" data-title="Linen Midi Dress"',
    );
    // Document order is tab order: the heart (top right) before the sizes and the name.
    const heart = html.indexOf('data-testid="wishlist-heart"');
    expect(heart).toBeLessThan(html.indexOf('<form'));
    expect(heart).toBeLessThan(html.indexOf('<h3'));
  });

  it('draws the photo 640 wide, half the screen on phones and a third otherwise', () => {
    const html = tile();
    expect(TILE_IMAGE_SIZES).toBe('(max-width: 767px) 50vw, 33vw');
    expect(html).toContain(`sizes="${TILE_IMAGE_SIZES}"`);
    expect(html).toContain(
      'src="https://cdn.example/images/linen-midi-dress.jpg?width=640"',
    );
    // A phone's half-width tile (182 px at 1.75x is 319 device pixels) picks 320, not 640.
    expect(html).toMatch(
      /srcSet="https:\/\/cdn\.example\/images\/linen-midi-dress\.jpg\?width=320 320w, [^ ]*\?width=384 384w, [^ ]*\?width=480 480w, [^ ]*\?width=640 640w, /,
    );
  });

  it("draws its grid's sizes, and a kept tile is another for other sizes", () => {
    const sizes = (html: string) => html.match(/sizes="([^"]*)"/)?.[1];
    const product = tileProduct();
    const one = render(
      <ProductTile product={product} imageSizes="calc(100vw - 32px)" />,
    );
    const two = render(
      <ProductTile product={product} imageSizes="calc(50vw - 24px)" />,
    );
    expect(sizes(one)).toBe('calc(100vw - 32px)');
    expect(sizes(two)).toBe('calc(50vw - 24px)');
  });

  it('shows a collection video muted, looped and inline over the photo, loading nothing until the browser starts it', () => {
    const html = tile({
      videoInCollection: true,
      videoUrl: 'https://cdn.example/videos/dress.mp4',
    });
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('src="https://cdn.example/videos/dress.mp4"');
    for (const attribute of [
      'muted=""',
      'loop=""',
      'playsinline=""',
      'preload="none"',
    ])
      expect(video).toContain(attribute);
    expect(video).not.toContain('autoplay');
    // No poster (it would load at once, at one width): the tile's own sized, lazy photo
    // shows beneath until the video plays.
    expect(video).not.toContain('poster');
    expect(video).toMatch(/class="absolute [^"]*opacity-0"/);
    const photo = html.match(/<img[^>]*>/)?.[0] ?? '';
    expect(photo).toContain(
      'src="https://cdn.example/images/linen-midi-dress.jpg?width=640"',
    );
    expect(photo).toContain('loading="lazy"');
    expect(photo).toContain('?width=320 320w');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<video'));
    // Paused until it plays: the button follows the video's own events (browser tests cover playback).
    expect(html).toMatch(
      /<button type="button" class="[^"]*" aria-pressed="false" aria-label="Play video of Linen Midi Dress"/,
    );
    expect(
      tile({
        videoInCollection: false,
        videoUrl: 'https://cdn.example/videos/dress.mp4',
      }),
    ).not.toContain('<video');
  });

  it('keeps the class lists a listing repeats short: swatches and size buttons are styled in app.css (decision 017)', () => {
    const html = tile({
      colors: colours(5),
      variants: ['6', '8', '10', '12', '14', '16', '18'].map((size) =>
        variant(size, 3),
      ),
    });
    const classes = [...html.matchAll(/ class="([^"]*)"/g)];
    const swatchClasses = classes.filter(([, list]) =>
      /(^| )swatch/.test(list),
    );
    expect(swatchClasses).toHaveLength(5);
    for (const [, list] of swatchClasses) expect(list.length).toBeLessThan(30);
    expect(html).toContain(
      '<div role="group" aria-label="Add Linen Midi Dress to cart in size" class="flex flex-wrap gap-1">',
    );
    // The whole tile's class lists: 1.6 KB here, 3.0 KB when each swatch and size group carried its own.
    expect(
      classes.reduce((total, [attribute]) => total + attribute.length, 0),
    ).toBeLessThan(2000);
  });

  it('shows the name and the price, striking through compare-at only when it is greater', () => {
    const sale = text(
      tile({
        price: {amount: '89', currencyCode: 'USD'},
        compareAtPrice: {amount: '129', currencyCode: 'USD'},
      }),
    );
    expect(sale).toContain('Linen Midi Dress');
    expect(sale).toContain('Sale price $89 USD Regular price $129 USD');
    const same = tile({
      price: {amount: '89', currencyCode: 'USD'},
      compareAtPrice: {amount: '89', currencyCode: 'USD'},
    });
    expect(same).not.toContain('<s ');
    expect(text(same)).toContain('$89 USD');
  });

  it('lists featured-offer lines from the tags', () => {
    const html = tile({
      tags: ['featured-offer:Buy 2, save 15%', 'featured-offer:Free shipping'],
    });
    expect(html).toMatch(
      /<ul class="[^"]*"><li>Buy 2, save 15%<\/li><li>Free shipping<\/li><\/ul>/,
    );
    expect(tile({tags: ['featured-offer:free-express-shipping']})).toContain(
      '<li>Free express shipping</li>',
    );
  });

  it('shows swatches only when there is more than one colour, else the colour count', () => {
    expect(text(tile({colors: colours(1)}))).toContain('1 color(s) available');
    expect(tile({colors: colours(1)})).not.toContain('product-tile__swatches');
    const three = tile({colors: colours(3)});
    expect(three.match(/class="swatch /g)).toHaveLength(3);
    expect(three).not.toContain('+ more');
    expect(three).not.toContain('color(s) available');
  });

  it('shows at most five swatches, then "+ more"', () => {
    const html = tile({colors: colours(8)});
    expect(html.match(/class="swatch /g)).toHaveLength(5);
    expect(text(html)).toContain('+ more');
  });

  it('makes each swatch a link to that colour, marking the one shown', () => {
    const html = tile({
      colors: colours(2).map((c, i) =>
        i === 0 ? {...c, handle: 'linen-midi-dress-sage'} : c,
      ),
    });
    expect(html).toMatch(
      /href="\/products\/linen-midi-dress-0" class="swatch [^"]*" style="[^"]*" aria-label="Colour 0" aria-current="true"/,
    );
    expect(html).toMatch(
      /href="\/products\/linen-midi-dress-1" class="swatch [^"]*"/,
    );
  });

  it('draws each swatch as one element: named by its colour, its chip from the colour or the fabric picture at three times the chip', () => {
    const html = tile({
      colors: [
        ...colours(1),
        {
          ...colours(2)[1]!,
          swatch: {image: 'https://cdn.example/swatches/leopard.jpg'},
        },
      ],
    });
    expect(html).toContain(
      '<a href="/products/linen-midi-dress-0" class="swatch min-h-7 min-w-7" style="--chip:#aabbcc" aria-label="Colour 0" data-colour-handle="linen-midi-dress-0"></a>',
    );
    expect(html).toContain(
      '<a href="/products/linen-midi-dress-1" class="swatch min-h-7 min-w-7" style="--chip:url(&quot;https://cdn.example/swatches/leopard.jpg?width=54&quot;)" aria-label="Colour 1" data-colour-handle="linen-midi-dress-1"></a>',
    );
  });

  it('orders sizes by the size chart, as the server reads them', () => {
    const product = readHit(
      {
        handle: 'linen-midi-dress-sage',
        name: 'Linen Midi Dress',
        variants: JSON.stringify(
          ['XL', 'XS', 'M', 'OSFA', 'S'].map((size, index) => ({
            id: String(index + 1),
            size,
            inventoryQuantity: 1,
          })),
        ),
      },
      {currency: 'USD'},
    )!;
    const html = render(<ProductTile product={product} />);
    const chart = ['XS', 'S', 'M', 'XL', 'OSFA'];
    expect(sizeButtons(strip(product), 'overlay').map((b) => b.size)).toEqual(
      chart,
    );
    expect(sizeButtons(html, 'quick-add').map((b) => b.size)).toEqual(chart);
  });

  it('disables a size with no stock', () => {
    const product = tileProduct({
      variants: [variant('S', 0), variant('M', -2), variant('L', 3)],
    });
    const sizes = [
      {size: 'S', disabled: true},
      {size: 'M', disabled: true},
      {size: 'L', disabled: false},
    ];
    expect(sizeButtons(strip(product), 'overlay')).toEqual(sizes);
    expect(
      sizeButtons(render(<ProductTile product={product} />), 'quick-add'),
    ).toEqual(sizes);
  });

  it('keeps gift card and e-voucher sizes pressable in the desktop overlay only', () => {
    for (const productType of ['Gift Card', 'Gift Cards', 'eVoucher']) {
      const product = tileProduct({
        productType,
        variants: [variant('$50', 0), variant('$100', 0)],
      });
      const html = render(<ProductTile product={product} />);
      const overlay = sizeButtons(strip(product), 'overlay');
      expect(overlay).toHaveLength(2);
      expect(overlay.every((b) => !b.disabled)).toBe(true);
      expect(sizeButtons(html, 'quick-add').every((b) => b.disabled)).toBe(
        true,
      );
    }
  });

  it('sends no desktop size strip from the server: the tile draws it when first reached', () => {
    const html = tile();
    expect(html).not.toContain('product-tile__overlay');
    expect(sizeButtons(html, 'quick-add').map((b) => b.size)).toEqual([
      'S',
      'M',
      'L',
    ]);
  });

  it('opens the size picker on phones from a "+ QUICK ADD" toggle, its sizes a <noscript> copy until opened', () => {
    expect(tile()).toMatch(
      /<details class="product-tile__quick-add [^"]*"><summary class="[^"]*">\+ QUICK ADD<\/summary><noscript><form method="post" action="\/cart" class="size-buttons">/,
    );
  });

  it('posts the pressed size to the cart as a cart line, and closes the mini cart 600 ms after', () => {
    const html = tile();
    expect(html).toMatch(
      /<form method="post" action="\/cart" class="size-buttons"/,
    );
    // The form says what to do once; each button names only its size's variant.
    expect(html).toContain(
      '<input type="hidden" name="cartFormInput" value="{&quot;action&quot;:&quot;LinesAdd&quot;}"/>',
    );
    expect(html).toContain(
      '<button type="submit" name="merchandiseId" value="gid://shopify/ProductVariant/M">M</button>',
    );
    // What pressing a size posts: the cart reads one of it, and so does the optimistic cart.
    const posted = new FormData();
    posted.set('cartFormInput', '{"action":"LinesAdd"}');
    posted.set('merchandiseId', 'gid://shopify/ProductVariant/40006');
    const line = {
      merchandiseId: 'gid://shopify/ProductVariant/40006',
      quantity: 1,
    };
    expect(
      parseCartRequest(posted, {cartId: null, allowedCountries: ['US']}),
    ).toMatchObject({ok: true, request: {action: 'LinesAdd', lines: [line]}});
    expect(readCartChange(posted)).toMatchObject({
      action: 'LinesAdd',
      inputs: {lines: [line]},
    });
    expect(MINI_CART_AUTO_CLOSE_MS).toBe(600);
  });

  it("posts to the site's own cart on /au", () => {
    expect(tile({}, {locale: 'au'})).toContain('action="/au/cart"');
  });

  it('offers NOTIFY ME instead of sizes on a sold-out style', () => {
    const html = tile({
      inStock: false,
      variants: [variant('S', 0), variant('M', 0)],
    });
    expect(html).toContain('data-testid="notify-me" data-sizes="S,M"');
    expect(html).not.toContain('cartFormInput');
    expect(tile()).not.toContain('notify-me');
  });

  it("carries no click data in its markup: the page's data has it, for the mouse-down", () => {
    const html = tile({tracking: {data: 'eJwrTs4t', signature: 'b931b65c'}});
    expect(html).not.toContain('eJwrTs4t');
    expect(html).not.toContain('b931b65c');
    expect(html).not.toContain('intellisuggest');
  });

  it('links to the product, naming the collection it was found in', () => {
    const html = render(
      <ProductTile product={tileProduct()} collectionHandle="dresses" />,
      {locale: 'au'},
    );
    expect(html).toContain(
      'href="/au/products/linen-midi-dress-sage?collection=dresses"',
    );
    expect(html).toContain('data-product-handle="linen-midi-dress-sage"');
  });

  it('is drawn once per product and site and then copied: the same markup as drawn with the page (decision 019)', () => {
    const product = tileProduct({
      colors: colours(7),
      tags: ['badge:New'],
    });
    const keys: string[] = [];
    const copies: (string | null)[] = [];
    const keep: KeepMarkup = (key, draw, shelf) => {
      keys.push(key);
      copies.push(keepMarkup(key, draw, shelf));
      return copies.at(-1)!;
    };
    const withPage = render(<ProductTile product={product} />);
    const kept = render(<ProductTile product={product} />, {keep});
    // Drawn alone (it reads no router or shopper), and what the browser hydrates from
    // code is what the server copied.
    expect(copies[0]).toContain('linen-midi-dress-sage');
    expect(kept).toBe(withPage);
    expect(kept).toContain('+ more');

    // Wherever it stands in the listing, a tile is the same kept markup…
    const moved = render(<ProductTile product={{...product, position: 9}} />, {
      keep,
    });
    expect(moved).toBe(
      withPage.replace('data-position="1"', 'data-position="9"'),
    );
    expect(keys[1]).toBe(keys[0]);

    // …but another site's is its own: its links stay on that site.
    const au = render(<ProductTile product={product} />, {locale: 'au', keep});
    expect(keys[2]).not.toBe(keys[0]);
    expect(au).toContain('href="/au/products/linen-midi-dress-sage"');
    expect(au).not.toContain('href="/products/linen-midi-dress-sage"');
  });
});

describe('kept markup', () => {
  const Boom = (): React.ReactElement => {
    throw new Error('drawn again');
  };

  it('draws once per key and copies after; what cannot be drawn alone is drawn with the page', () => {
    expect(keepMarkup('kept-test', <p>first</p>, 'tiles')).toBe('<p>first</p>');
    expect(keepMarkup('kept-test', <Boom />, 'tiles')).toBe('<p>first</p>');
    expect(keepMarkup('kept-test-2', <Boom />, 'tiles')).toBeNull();
  });

  it('keeps each shelf to its own bound: 2000 hearts push out no tile (decision 029)', () => {
    keepMarkup('shelf-tile', <p>tile</p>, 'tiles');
    for (let index = 0; index <= 2000; index++)
      keepMarkup(`shelf-heart-${index}`, <i>{index}</i>, 'hearts');
    expect(keepMarkup('shelf-tile', <Boom />, 'tiles')).toBe('<p>tile</p>');
    expect(keepMarkup('shelf-heart-2000', <Boom />, 'hearts')).toBe(
      '<i>2000</i>',
    );
    // The oldest heart was forgotten, so it is drawn again (and this one cannot be).
    expect(keepMarkup('shelf-heart-0', <Boom />, 'hearts')).toBeNull();
  });
});
