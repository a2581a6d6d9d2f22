import {describe, expect, it} from 'vitest';
import {columnWidth, imageSrcSet, imageUrl} from '~/lib/images';

describe('image widths', () => {
  it('sets the width on the image service address, keeping its other parameters', () => {
    expect(imageUrl('https://cdn.example/a.jpg?v=3&width=90', 120)).toBe(
      'https://cdn.example/a.jpg?v=3&width=120',
    );
    expect(imageUrl('not a url', 120)).toBe('not a url');
  });

  it('offers no width above the source', () => {
    expect(imageSrcSet('https://cdn.example/a.jpg', 800, [640, 750, 828])).toBe(
      'https://cdn.example/a.jpg?width=640 640w, https://cdn.example/a.jpg?width=750 750w',
    );
  });

  it('gives a column its share of the screen less the gutters and gaps', () => {
    expect(columnWidth(1)).toBe('100vw');
    expect(columnWidth(4)).toBe('25vw');
    expect(columnWidth(1, {fixed: 32})).toBe('calc(100vw - 32px)');
    // (32 + 16) / 2 of each of two columns
    expect(columnWidth(2, {fixed: 32, gap: 16})).toBe('calc(50vw - 24px)');
    expect(columnWidth(3, {fixed: 32, gap: 16})).toBe(
      'calc(33.33vw - 21.33px)',
    );
    // Two 8px-apart columns in the 3fr of a 3fr 2fr row, beside 64px of padding and gap:
    // each (3/5 (100vw - 64) - 8) / 2.
    expect(columnWidth(2, {fixed: 64, gap: 8, share: 3 / 5})).toBe(
      'calc(30vw - 23.2px)',
    );
    expect(columnWidth(1, {fixed: 64, share: 3 / 5})).toBe(
      'calc(60vw - 38.4px)',
    );
  });
});
