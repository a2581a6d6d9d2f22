import {describe, expect, it} from 'vitest';
import {altOf, imageUrl} from '~/lib/content';

const image = {
  url: 'http://127.0.0.1:4100/images/content/home-hero.jpg',
  alt: 'Model in a meadow',
  dimensions: {width: 1920, height: 1080},
};

describe('content images', () => {
  it('asks the image service for a width and quality, clipped', () => {
    expect(imageUrl(image, {width: 828})).toBe(
      'http://127.0.0.1:4100/images/content/home-hero.jpg?w=828&q=75&fit=clip',
    );
    expect(
      imageUrl(
        {url: 'https://images.prismic.io/repo/a.jpg?auto=format,compress'},
        {width: 640, quality: 60},
      ),
    ).toBe(
      'https://images.prismic.io/repo/a.jpg?auto=format%2Ccompress&w=640&q=60&fit=clip',
    );
  });

  it('has no URL for an empty image', () => {
    expect(imageUrl({}, {width: 640})).toBeNull();
    expect(imageUrl(null, {width: 640})).toBeNull();
  });

  it('reports a missing alt and falls back to empty', () => {
    const reports: string[] = [];
    expect(
      altOf({...image, alt: null}, (message) => reports.push(message)),
    ).toBe('');
    expect(
      altOf({...image, alt: '  '}, (message) => reports.push(message)),
    ).toBe('');
    expect(reports).toEqual([
      'Image missing alt property',
      'Image missing alt property',
    ]);
    expect(altOf(image, (message) => reports.push(message))).toBe(
      'Model in a meadow',
    );
    expect(reports).toHaveLength(2);
  });

  it('reads an alt of the wrong type as missing instead of failing the page', () => {
    expect(altOf({...image, alt: 5} as never)).toBe('');
  });
});
