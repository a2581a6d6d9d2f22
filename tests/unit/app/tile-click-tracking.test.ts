import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {trackClick} from '~/components/search-overlay/track-client';

const target = {endpoint: 'https://search.example/{siteId}/', siteId: 's1'};
let sent: string[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        sent.push(url);
      }
    },
  );
  vi.stubGlobal('window', {location: {href: 'https://shop.example/search'}});
  vi.stubGlobal('document', {referrer: 'https://shop.example/'});
});
afterEach(() => vi.unstubAllGlobals());

describe("a tile's click pixel", () => {
  it("sends the product's own click data and signature, with the page", () => {
    trackClick(target, {data: 'eJwrTs4t', signature: 'b931'});
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]);
    expect(url.origin + url.pathname).toBe(
      'https://search.example/s1/track/track.json',
    );
    expect(url.searchParams.get('d')).toBe('eJwrTs4t');
    expect(url.searchParams.get('s')).toBe('b931');
    expect(url.searchParams.get('u')).toBe('https://shop.example/search');
  });

  it('names the page it was pressed on when it goes later, after the page has moved on', () => {
    const pressedOn = {
      url: 'https://shop.example/search?q=linen',
      referrer: 'https://shop.example/',
    };
    trackClick(target, {data: 'eJwrTs4t', signature: 'b931'}, pressedOn);
    const url = new URL(sent[0]);
    expect(url.searchParams.get('u')).toBe(
      'https://shop.example/search?q=linen',
    );
    expect(url.searchParams.get('r')).toBe('https://shop.example/');
  });

  it('sends nothing before the search service is known, or without click data', () => {
    trackClick(null, {data: 'eJwrTs4t', signature: 'b931'});
    trackClick(target, {data: '', signature: ''});
    expect(sent).toEqual([]);
  });
});
