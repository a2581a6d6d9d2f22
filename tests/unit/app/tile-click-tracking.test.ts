import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  clickDataOf,
  listenForTileClicks,
  TRACKED_LINK,
} from '~/components/search-overlay/track-client';

/**
 * The delegated tile listener without a DOM: elements are stand-ins answering `closest`
 * as a tile's markup would (a tracked link inside an article with a product handle).
 */
type Node = {matches: string[]; parent: Node | null; handle?: string};

function element(matches: string[], parent: Node | null, handle?: string) {
  return {matches, parent, handle} as Node;
}

function asElement(node: Node | null): unknown {
  if (!node) return null;
  return {
    closest(selector: string) {
      for (let at: Node | null = node; at; at = at.parent)
        if (at.matches.includes(selector)) return asElement(at);
      return null;
    },
    getAttribute: (name: string) =>
      name === 'data-product-handle' ? (node.handle ?? null) : null,
  };
}

const tile = element(['[data-product-handle]'], null, 'linen-midi-dress');
const titleLink = element([`[${TRACKED_LINK}]`], tile);
const heart = element(['button'], tile);
const target = {endpoint: 'https://search.example/{siteId}/', siteId: 's1'};

let sent: string[];
let listener: ((event: {target: unknown}) => void) | null;
const root = {
  addEventListener: (_: string, fn: typeof listener) => (listener = fn),
  removeEventListener: () => (listener = null),
} as unknown as HTMLElement;

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
  vi.stubGlobal('document', {referrer: ''});
});
afterEach(() => vi.unstubAllGlobals());

const lookup = clickDataOf([
  {handle: 'linen-midi-dress', tracking: {data: 'eJwrTs4t', signature: 'b931'}},
  {handle: 'untracked-dress', tracking: null},
]);

describe('tile click tracking', () => {
  it("a press on a tile's product link sends that product's click data, looked up by handle", () => {
    const stop = listenForTileClicks(root, () => target, lookup);
    listener!({target: asElement(titleLink)});
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]);
    expect(url.searchParams.get('d')).toBe('eJwrTs4t');
    expect(url.searchParams.get('s')).toBe('b931');
    stop();
    expect(listener).toBeNull();
  });

  it('a press elsewhere on the tile (the heart, a size) sends nothing', () => {
    listenForTileClicks(root, () => target, lookup);
    listener!({target: asElement(heart)});
    expect(sent).toEqual([]);
  });

  it('sends nothing for a product without click data or before the service is known', () => {
    const other = element(['[data-product-handle]'], null, 'untracked-dress');
    listenForTileClicks(root, () => target, lookup);
    listener!({target: asElement(element([`[${TRACKED_LINK}]`], other))});
    listenForTileClicks(root, () => null, lookup);
    listener!({target: asElement(titleLink)});
    expect(sent).toEqual([]);
  });

  it('keeps the first click data of a handle shown twice', () => {
    const first = clickDataOf([
      {handle: 'a', tracking: {data: '1', signature: 'x'}},
      {handle: 'a', tracking: {data: '2', signature: 'y'}},
    ]);
    expect(first('a')).toEqual({data: '1', signature: 'x'});
    expect(first('b')).toBeUndefined();
  });
});
