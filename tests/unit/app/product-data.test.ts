import {describe, expect, it, vi} from 'vitest';
import type {ProductFieldsFragment} from 'storefrontapi.generated';
import {
  nocookieEmbedUrl,
  readProduct,
  styledWithVariables,
} from '~/lib/product';
import {availableHandles} from '~/lib/product-availability';
import {handlesSearch} from '~/lib/handle';

const money = (amount: string) => ({amount, currencyCode: 'AUD'});
const image = (url: string) => ({
  url,
  altText: null,
  width: 1280,
  height: 1920,
});

/** The product as the API might send it: some tests give fields the schema does not promise (an unknown media type). */
function product(
  overrides: Record<string, unknown> = {},
): ProductFieldsFragment {
  return {
    id: 'gid://shopify/Product/7',
    title: 'Linen Midi Dress',
    handle: 'linen-midi-dress-sage',
    productType: 'Dress',
    tags: [],
    descriptionHtml:
      '<p onclick="x()">Soft linen.</p><script>alert(1)</script>',
    availableForSale: true,
    variants: {
      nodes: ['L', 'XS', 'M'].map((size, index) => ({
        id: `gid://shopify/ProductVariant/${index}`,
        title: size,
        sku: `LMD-${size}`,
        availableForSale: size !== 'M',
        quantityAvailable: size === 'M' ? 0 : 3,
        price: money('120.0'),
        compareAtPrice: null,
        selectedOptions: [{name: 'Size', value: size}],
      })),
    },
    media: {
      nodes: [
        {
          id: 'm1',
          mediaContentType: 'IMAGE',
          alt: 'Front',
          previewImage: image('https://cdn.example/front.jpg'),
        },
      ],
    },
    ...overrides,
  } as unknown as ProductFieldsFragment;
}

describe('readProduct', () => {
  it('orders sizes by the size chart', () => {
    expect(
      readProduct(product()).variants.map((variant) => variant.size),
    ).toEqual(['XS', 'M', 'L']);
  });

  it('cleans the description HTML', () => {
    expect(readProduct(product()).descriptionHtml).toBe('<p>Soft linen.</p>');
  });

  it("skips and reports media of an unknown type ('Invalid mediaContentType') or host ('Invalid host')", () => {
    const report = vi.fn();
    const view = readProduct(
      product({
        media: {
          nodes: [
            {
              id: 'a',
              mediaContentType: 'IMAGE',
              previewImage: image('https://cdn.example/a.jpg'),
            },
            {
              id: 'b',
              mediaContentType: 'HOLOGRAM',
              previewImage: image('https://cdn.example/b.jpg'),
            },
            {
              id: 'c',
              mediaContentType: 'EXTERNAL_VIDEO',
              host: 'DAILYMOTION',
              originUrl: 'https://dailymotion.com/x',
            },
            {
              id: 'd',
              mediaContentType: 'EXTERNAL_VIDEO',
              host: 'YOUTUBE',
              originUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            },
            {
              id: 'e',
              mediaContentType: 'VIDEO',
              sources: [
                {
                  url: 'https://cdn.example/v.m3u8',
                  mimeType: 'application/x-mpegURL',
                },
                {url: 'https://cdn.example/v.mp4', mimeType: 'video/mp4'},
              ],
              previewImage: image('https://cdn.example/poster.jpg'),
            },
          ],
        },
      }),
      {report},
    );
    expect(report.mock.calls.map(([problem]) => problem.messages)).toEqual([
      ['Invalid mediaContentType'],
      ['Invalid host'],
    ]);
    expect(view.gallery.map((item) => item.kind)).toEqual([
      'image',
      'external',
      'video',
    ]);
    expect(view.gallery[1]).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(view.gallery[2]).toMatchObject({
      src: 'https://cdn.example/v.mp4',
      poster: 'https://cdn.example/poster.jpg',
    });
  });

  it('embeds YouTube and Vimeo in their no-cookie players', () => {
    expect(nocookieEmbedUrl('YOUTUBE', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(
      nocookieEmbedUrl(
        'YOUTUBE',
        'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
      ),
    ).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(nocookieEmbedUrl('VIMEO', 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(nocookieEmbedUrl('YOUTUBE', 'javascript:alert(1)')).toBeNull();
  });

  it('reads the colours metafield, or the legacy colour handles', () => {
    const colours = JSON.stringify([
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
        swatch: {image: 'https://cdn.example/ink.png'},
      },
      {name: 'broken'},
    ]);
    expect(
      readProduct(product({colors: {value: colours}})).colours.map(
        (c) => c.name,
      ),
    ).toEqual(['Sage', 'Ink']);
    const legacy = readProduct(
      product({colourHandles: {value: '["linen-midi-dress-rust"]'}}),
    ).colours;
    expect(legacy).toEqual([
      {
        handle: 'linen-midi-dress-rust',
        name: 'linen midi dress rust',
        swatch: {},
      },
    ]);
  });

  it('reads fabric, dimensions, pre-order time, size indication and final sale', () => {
    const view = readProduct(
      product({
        tags: ['product-noreturn'],
        fabric: {value: '100% linen\nLined'},
        dimensions: {value: 'Length 120 cm'},
        preOrderTime: {value: 'Ships in 3 weeks'},
        sizeIndication: {
          value: JSON.stringify({
            model: 'Model wears S',
            cm: 'Height 175 cm',
            in: 'Height 5\'9"',
          }),
        },
      }),
    );
    expect(view).toMatchObject({
      finalSale: true,
      fabric: '100% linen\nLined',
      dimensions: 'Length 120 cm',
      preOrderTime: 'Ships in 3 weeks',
      sizeIndication: {
        model: 'Model wears S',
        cm: 'Height 175 cm',
        in: 'Height 5\'9"',
      },
    });
    expect(
      readProduct(product({sizeIndication: {value: 'not json'}}))
        .sizeIndication,
    ).toBeNull();
  });

  it('takes up to ten styled-with handles, without itself or repeats', () => {
    const handles = Array.from({length: 14}, (_, i) => `look-${i}`);
    const view = readProduct(
      product({
        styledWith: {
          value: JSON.stringify([
            'linen-midi-dress-sage',
            ...handles.slice(0, 6),
          ]),
        },
        styledWithLegacy: {value: JSON.stringify(handles)},
      }),
    );
    expect(view.styledWithHandles).toEqual(handles.slice(0, 10));
    expect(styledWithVariables(['a', 'b'])).toEqual({
      h0: 'a',
      i0: true,
      h1: 'b',
      i1: true,
    });
  });

  it('shows the discount badge from the first size on sale', () => {
    const view = readProduct(
      product({
        variants: {
          nodes: [
            {
              id: 'v1',
              title: 'S',
              availableForSale: true,
              price: money('60'),
              compareAtPrice: money('120'),
              selectedOptions: [{name: 'Size', value: 'S'}],
            },
          ],
        },
      }),
    );
    expect(view.badge).toEqual({label: 'save 50%', kind: 'highlight'});
  });
});

describe('product availability by handles', () => {
  it('asks the Storefront API for the handles and answers those that exist, in order', async () => {
    const query = vi.fn(async () => ({
      products: {nodes: [{handle: 'b'}, {handle: 'a'}]},
    }));
    expect(
      await availableHandles({query} as never, [
        'a',
        'b',
        'c',
        'a',
        'Bad Handle"',
      ]),
    ).toEqual(['a', 'b']);
    expect(query).toHaveBeenCalledWith(
      expect.stringContaining('query ProductAvailability'),
      {
        variables: {query: 'handle:a OR handle:b OR handle:c', first: 3},
        cache: undefined,
      },
    );
  });

  it('puts only well-formed handles into the search, each once, up to the limit', () => {
    expect(handlesSearch(['x'], 5)).toEqual({query: 'handle:x', first: 1});
    expect(
      handlesSearch(['a', 'old_handle', 'a', 'x OR y', 'tag:sale', 'c'], 2),
    ).toEqual({query: 'handle:a OR handle:old_handle', first: 2});
    expect(handlesSearch(['x y', '', 'a'.repeat(256)], 5)).toBeNull();
  });

  it('does not ask when no handle is usable', async () => {
    const query = vi.fn();
    expect(await availableHandles({query} as never, ['', 'NOT OK'])).toEqual(
      [],
    );
    expect(query).not.toHaveBeenCalled();
  });
});
