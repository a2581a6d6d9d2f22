import {describe, expect, it} from 'vitest';
import {gridPhotoSizes, listingPhotoSizes} from '~/components/ui/product-grid';
import {ACCOUNT_MENU_BESIDE} from '~/components/account/AccountPage';

/** The width a `sizes` list gives at a viewport width: the first matching max-width, else the last. */
function widthAt(sizes: string, viewport: number) {
  for (const entry of sizes.split(', ')) {
    const match = /^\(max-width: (\d+)px\) (.*)$/.exec(entry);
    if (match && viewport > Number(match[1])) continue;
    const length = match ? match[2] : entry;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(length);
    return calc
      ? (Number(calc[1]) * viewport) / 100 - Number(calc[2])
      : Number.parseFloat(length);
  }
  throw new Error('no size');
}

describe("a listing's photo sizes", () => {
  it('are the drawn tile widths of the default grid: two across phones, three beside the filters', () => {
    const sizes = listingPhotoSizes();
    expect(sizes).toBe(
      '(max-width: 767px) calc(50vw - 24px), (max-width: 991px) calc(33.33vw - 21.33px), (max-width: 1439px) calc(33.33vw - 109.33px), 371px',
    );
    // Lighthouse's phone (412 px): 182 px tiles, 319 device pixels at 1.75x.
    expect(widthAt(sizes, 412)).toBe(182);
    expect(widthAt(sizes, 390)).toBe(171);
    expect(widthAt(sizes, 800)).toBeCloseTo(245.3, 0);
    expect(widthAt(sizes, 1280)).toBeCloseTo(317.3, 0);
    expect(widthAt(sizes, 1920)).toBe(371);
  });

  it("follow the editors' columns: one across a phone is its full width, five across a desktop a fifth", () => {
    const sizes = listingPhotoSizes({mobile: 1, desktop: 5});
    expect(widthAt(sizes, 390)).toBe(358);
    expect(widthAt(sizes, 1280)).toBeCloseTo((1280 - 32 - 264 - 64) / 5, 1);
    expect(sizes.endsWith(', 216px')).toBe(true);
  });
});

describe("a product grid's photo sizes (cards on home, styled-with, the wishlist)", () => {
  it('are the drawn card widths: two across phones, three from 768 px, no filter column', () => {
    const sizes = gridPhotoSizes();
    expect(sizes).toBe(
      '(max-width: 767px) calc(50vw - 24px), (max-width: 1439px) calc(33.33vw - 21.33px), 459px',
    );
    expect(widthAt(sizes, 412)).toBe(182);
    expect(widthAt(sizes, 800)).toBeCloseTo((800 - 32 - 32) / 3, 1);
    expect(widthAt(sizes, 1280)).toBeCloseTo((1280 - 32 - 32) / 3, 1);
    expect(widthAt(sizes, 1920)).toBe(459);
  });
});

describe("the wishlist's photo sizes", () => {
  it('leave out the account menu beside the grid from 992 px', () => {
    const sizes = gridPhotoSizes({beside: ACCOUNT_MENU_BESIDE});
    expect(widthAt(sizes, 800)).toBeCloseTo((800 - 32 - 32) / 3, 1);
    expect(widthAt(sizes, 1280)).toBeCloseTo((1280 - 32 - 256 - 32) / 3, 1);
    expect(widthAt(sizes, 1920)).toBe(374);
  });
});
