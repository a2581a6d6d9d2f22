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
  });
});
