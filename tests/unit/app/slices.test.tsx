/**
 * Each page slice as the server renders it, from the seeded documents: the fields
 * editors set (alignment, CTA styles, gaps, mobile layouts, block counts) and the
 * safety rules (links resolved per site, embeds reduced to known players, missing alt).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {ComponentType} from 'react';
import {loadSlice, PAGE_SLICE_TYPES} from '~/slices';
import {components} from '~/slices/components';
import {pageSlices, type PageSlice, type PageSliceOf} from '~/lib/content/page';
import type {SliceContext, SliceProps} from '~/components/content/slices';
import {RichText} from '~/components/content/RichText';
import {playerSrc} from '~/components/content/VideoEmbed';
import {blocksToShow} from '~/slices/InstagramSlider';
import {seeded} from '../lib/content/fixtures';
import {render, text} from './tile-fixtures';

// React warns that useLayoutEffect does nothing on the server (Conform, the router); that is expected here.
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

const context: SliceContext = {
  formAction: '/pages/test',
  galleries: {},
  now: Date.parse('2026-06-01T00:00:00Z'),
};
const slicesOf = (file: string, locale = 'us') =>
  pageSlices(seeded(file), locale);
const first = <T extends PageSlice['slice_type']>(file: string, type: T) =>
  slicesOf(file).find((s): s is PageSliceOf<T> => s.slice_type === type)!;

function renderSlice(
  slice: PageSlice,
  {locale = 'us', ctx = context}: {locale?: string; ctx?: SliceContext} = {},
) {
  // The map gives each slice type its own component; a slice picked at run time fits whichever it picks.
  const Component = components[slice.slice_type] as ComponentType<SliceProps>;
  return render(<Component slice={slice} index={1} context={ctx} />, {locale});
}

describe('slice map', () => {
  it('has a component for every page slice type in the page model', async () => {
    const model = (await import('../../../customtypes/page/index.json'))
      .default as {
      json: {Main: {body: {config: {choices: Record<string, unknown>}}}};
    };
    expect(Object.keys(model.json.Main.body.config.choices).sort()).toEqual(
      [...PAGE_SLICE_TYPES].sort(),
    );
    expect(Object.keys(components).sort()).toEqual(
      [...PAGE_SLICE_TYPES].sort(),
    );
    expect(Object.keys(loadSlice).sort()).toEqual([...PAGE_SLICE_TYPES].sort());
  });

  it('loads the same component in the browser as the server renders with', async () => {
    for (const type of PAGE_SLICE_TYPES) {
      expect((await loadSlice[type]()).default).toBe(components[type]);
    }
  });

  it('renders every slice of every seeded page without throwing', () => {
    for (const file of [
      'home',
      'about',
      'shipping',
      'returns',
      'size-guide',
      'contact',
      'competition',
      'sms-signup',
    ]) {
      for (const locale of ['us', 'au']) {
        for (const slice of slicesOf(
          `page--${file}--en-${locale}.json`,
          locale,
        ))
          expect(() => renderSlice(slice, {locale})).not.toThrow();
      }
    }
  });
});

describe('text and tables', () => {
  it('aligns text as the editor chose', () => {
    expect(renderSlice(first('page--home--en-us.json', 'text'))).toContain(
      'slice-text slice-text--center',
    );
    expect(renderSlice(first('page--shipping--en-us.json', 'text'))).toContain(
      'slice-text slice-text--left',
    );
  });

  it("shows the table's headers and rows", () => {
    const html = renderSlice(first('page--shipping--en-us.json', 'table'));
    expect(html).toContain('<th scope="col">Destination</th>');
    expect(text(html)).toContain(
      'Canada Standard (5–10 business days) $15 Free over $200',
    );
  });

  it('shows the size guide in CM first with the IN values ready for the switch', () => {
    const html = renderSlice(
      first('page--size-guide--en-us.json', 'size_guide'),
    );
    expect(html).toContain('class="size-guide__unit-cm" checked="" value="cm"');
    expect(html).toContain(
      '<span class="unit-cm">84</span><span class="unit-in">33.1</span>',
    );
  });
});

describe('pictures and calls to action', () => {
  it('uses the three CTA styles', () => {
    const home = slicesOf('page--home--en-us.json')
      .map((slice) => renderSlice(slice))
      .join('');
    expect(home).toContain('class="cta cta--solid ');
    expect(home).toContain('class="cta cta--transparent ');
    expect(home).toContain('class="cta cta--underline ');
  });

  it('places the full-width banner text where the editor chose, in their colour', () => {
    const html = renderSlice(
      first('page--home--en-us.json', 'promo_banner_full_2'),
    );
    expect(html).toContain('promo-overlay promo-overlay--bottomLeft');
    expect(html).toContain('style="color:#ffffff"');
    expect(html).toContain('<source media="(min-width: 768px)"');
  });

  it('sets the tiles gap and the four-tile mobile layout', () => {
    const row4 = first('page--home--en-us.json', 'tiles_row_4');
    expect(renderSlice(row4)).toContain(
      'slice-tiles__grid--mobile-2x2" style="--tiles-gap:16px"',
    );
    const stacked = {
      ...row4,
      primary: {
        ...row4.primary,
        mobile_layout: '1 x 4' as const,
        gap: '32px' as const,
      },
    };
    expect(renderSlice(stacked)).toContain(
      'slice-tiles__grid--mobile-1x4" style="--tiles-gap:32px"',
    );
    expect(
      renderSlice(first('page--home--en-us.json', 'tiles_row_3')),
    ).toContain('--tiles-gap:24px');
  });

  it("puts the aligned image on the editor's side", () => {
    expect(
      renderSlice(first('page--home--en-us.json', 'aligned_image')),
    ).toContain('slice-aligned--image-right');
  });

  it('asks the image service for sized pictures', () => {
    const html = renderSlice(first('page--home--en-us.json', 'tiles_row_2'));
    expect(html).toMatch(
      /srcSet="http:\/\/127\.0\.0\.1:4100\/images\/content\/tile-dresses\.jpg\?w=640&amp;q=75&amp;fit=clip 640w, /,
    );
    expect(html).toContain('alt="Dresses"');
  });

  it('leaves alt empty when the editor left it out', () => {
    const tiles = first('page--home--en-us.json', 'tiles_row_2');
    tiles.items[0].image = {...(tiles.items[0].image as object), alt: null};
    expect(renderSlice(tiles)).toMatch(
      /<img[^>]*alt=""[^>]*tile-dresses|<img[^>]*tile-dresses[^>]*alt=""/,
    );
  });

  it('resolves links for the au site', () => {
    expect(
      renderSlice(first('page--home--en-au.json', 'promo_banner_full_2'), {
        locale: 'au',
      }),
    ).toContain('href="/au/collections/new-arrivals"');
  });

  it("draws the spacer at the editor's height", () => {
    expect(renderSlice(first('page--home--en-us.json', 'placeholder'))).toBe(
      '<div class="slice-spacer" style="height:32px" aria-hidden="true"></div>',
    );
  });
});

describe('instagram, video, gallery', () => {
  it('shows 3 to 6 blocks at once', () => {
    expect(
      renderSlice(first('page--home--en-us.json', 'instagram_slider')),
    ).toContain('--blocks:5');
    expect([
      blocksToShow('3'),
      blocksToShow('6'),
      blocksToShow('7'),
      blocksToShow(null),
    ]).toEqual([3, 6, 4, 4]);
  });

  it('plays only known providers, with autoplay muted when asked', () => {
    const html =
      '<iframe src="https://player.vimeo.com/video/1?app_id=2" onload="x()"></iframe>';
    expect(playerSrc(html, {autoplay: true, muted: true})).toBe(
      'https://player.vimeo.com/video/1?app_id=2&autoplay=1&muted=1',
    );
    expect(
      playerSrc(
        '<iframe src="https://www.youtube-nocookie.com/embed/a"></iframe>',
        {autoplay: true, muted: true},
      ),
    ).toBe('https://www.youtube-nocookie.com/embed/a?autoplay=1&mute=1');
    expect(
      playerSrc('<iframe src="https://evil.example/x"></iframe>', {
        autoplay: false,
        muted: false,
      }),
    ).toBeNull();
    expect(
      playerSrc('<script>alert(1)</script>', {autoplay: false, muted: false}),
    ).toBeNull();
  });

  it('renders the video as a poster linking to it until played', () => {
    const html = renderSlice(first('page--home--en-us.json', 'promo_video'));
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(text(html)).toContain(
      'Play video : Meadow & Co. — the making of the Spring Edit',
    );
  });

  it("lists the gallery's products and hides an empty gallery", () => {
    const gallery = first('page--home--en-us.json', 'collection_gallery');
    expect(renderSlice(gallery)).toBe('');
    const usd = {amount: '120.0', currencyCode: 'USD'} as const;
    const product = {
      id: 'p1',
      handle: 'linen-dress',
      title: 'Linen Dress',
      productType: 'Dress',
      tags: [],
      priceRange: {minVariantPrice: usd},
      compareAtPriceRange: {minVariantPrice: usd},
    };
    const html = renderSlice(gallery, {
      ctx: {...context, galleries: {[gallery.id!]: [product]}},
    });
    expect(html).toContain('href="/products/linen-dress"');
    expect(text(html)).toContain('New arrivals View all');
  });
});

describe('forms in slices', () => {
  it('offers the contact reasons of the slice and posts to the page', () => {
    const html = renderSlice(
      first('page--contact--en-us.json', 'contact_form'),
    );
    expect(html).toContain('action="/pages/test"');
    expect(html).toContain(
      '<input type="hidden" name="form" value="contact"/>',
    );
    expect(html).toContain(
      '<option value="Order enquiry">Order enquiry</option>',
    );
    expect(text(html)).toContain('Order number (optional)');
  });

  it('shows the SMS form with its phone field', () => {
    const html = renderSlice(
      first('page--sms-signup--en-us.json', 'sms_registration'),
    );
    expect(html).toContain('name="phone"');
    expect(text(html)).toContain('Get text alerts');
  });
});

describe('rich text', () => {
  it('resolves document links, opens web links safely and drops unknown embeds', () => {
    const field = [
      {
        type: 'paragraph',
        text: 'See our returns',
        spans: [
          {
            start: 8,
            end: 15,
            type: 'hyperlink',
            data: {link_type: 'Document', type: 'page', uid: 'returns'},
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'Klarna',
        spans: [
          {
            start: 0,
            end: 6,
            type: 'hyperlink',
            data: {
              link_type: 'Web',
              url: 'https://www.klarna.com',
              target: '_blank',
            },
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'bad',
        spans: [
          {
            start: 0,
            end: 3,
            type: 'hyperlink',
            data: {link_type: 'Web', url: 'javascript:alert(1)'},
          },
        ],
      },
      {
        type: 'embed',
        oembed: {
          embed_url: 'https://evil.example',
          type: 'rich',
          html: '<script>alert(1)</script>',
        },
      },
      {
        type: 'embed',
        oembed: {
          embed_url: 'https://vimeo.com/1',
          type: 'video',
          html: '<iframe src="https://player.vimeo.com/video/1" onload="x()"></iframe>',
        },
      },
    ];
    const html = render(<RichText field={field as never} />, {locale: 'au'});
    expect(html).toContain('href="/au/pages/returns"');
    expect(html).toContain(
      'href="https://www.klarna.com" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onload');
    expect(html).toContain(
      '<iframe src="https://player.vimeo.com/video/1" loading="lazy"',
    );
  });
});
