/**
 * What a listing keeps on screen: banners at their positions, 'Load more' pages
 * added under earlier ones, the way back to the tile a shopper left from, and the
 * placeholders shown while a listing loads.
 */
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {listingItems, placeInlineBanners} from '~/lib/search/listing-items';
import {packJson} from '~/lib/packed-json';
import {
  createListingMemory,
  itemsOf,
  receivePage,
} from '~/lib/search/listing-pages';
import {
  collectionScrollReducer,
  createCollectionScrollStore,
  initialCollectionScroll,
  pathHasCollection,
} from '~/lib/collection-scroll';
import {parseListingUrl} from '~/lib/search/url';
import {Skeleton, SKELETON_DEFAULTS} from '~/components/Skeleton';
import {SkeletonTiles} from '~/components/SkeletonTile';
import {pageWindow} from '~/components/listing/ListingPagination';
import {tileProduct} from './tile-fixtures';

const products = (from: number, count: number) =>
  Array.from({length: count}, (_, index) =>
    tileProduct({handle: `p${from + index}`, position: from + index}),
  );

describe('inline banners', () => {
  const banner = (position: number) => ({
    position,
    html: `<p>banner ${position}</p>`,
  });

  it('sit at their slot on the page that holds it', () => {
    const items = placeInlineBanners(products(1, 4), [banner(1)], {
      begin: 1,
      end: 4,
      currentPage: 1,
      totalPages: 3,
    });
    expect(
      items.map((item) => (item.type === 'banner' ? 'B' : item.product.handle)),
    ).toEqual(['p1', 'B', 'p2', 'p3', 'p4']);
  });

  it('count slots from the first result of the whole list', () => {
    const page2 = placeInlineBanners(products(5, 4), [banner(1), banner(6)], {
      begin: 5,
      end: 8,
      currentPage: 2,
      totalPages: 3,
    });
    expect(
      page2.map((item) => (item.type === 'banner' ? 'B' : item.product.handle)),
    ).toEqual(['p5', 'p6', 'B', 'p7', 'p8']);
  });

  it("take the slot the service kept for them, even when it is the page's last", () => {
    const page3 = placeInlineBanners(products(5, 1), [banner(5), banner(1)], {
      begin: 5,
      end: 6,
      currentPage: 3,
      totalPages: 4,
    });
    expect(
      page3.map((item) =>
        item.type === 'banner' ? `B${item.position}` : item.product.handle,
      ),
    ).toEqual(['p5', 'B5']);
  });

  it('stay at the end of the last page when placed past the last result', () => {
    const last = placeInlineBanners(products(9, 2), [banner(999_998)], {
      begin: 9,
      end: 10,
      currentPage: 3,
      totalPages: 3,
    });
    expect(last.at(-1)).toMatchObject({type: 'banner', position: 999_998});
    const notLast = placeInlineBanners(products(1, 2), [banner(999_998)], {
      begin: 1,
      end: 4,
      currentPage: 1,
      totalPages: 3,
    });
    expect(notLast.every((item) => item.type === 'product')).toBe(true);
  });
});

describe("a listing's items from its packed JSON", () => {
  it('are read once for the same string and shared frozen; another string is read anew', () => {
    const packedItems = packJson(
      placeInlineBanners(products(1, 2), [], {
        begin: 1,
        end: 2,
        currentPage: 1,
        totalPages: 1,
      }),
    );
    const first = listingItems({packedItems});
    expect(first.map((item) => item.key)).toEqual(['p:p1:1', 'p:p2:2']);
    expect(listingItems({packedItems: `${packedItems}`})).toBe(first);
    expect(() => {
      (first as unknown[]).pop();
    }).toThrow(TypeError);
    expect(listingItems({packedItems: packJson([])})).toEqual([]);
  });
});

describe('load more', () => {
  const question = (page: number) =>
    parseListingUrl(`?colour=red&page=${page}`);

  it('adds the next page of the same listing under the pages shown', () => {
    const one = receivePage(null, question(2), ['a', 'b'], {append: false});
    const two = receivePage(one, question(3), ['c', 'd'], {append: true});
    expect(itemsOf(two)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts again for a different listing, a page jump, or a plain navigation', () => {
    const one = receivePage(null, question(1), ['a'], {append: false});
    expect(
      itemsOf(
        receivePage(one, parseListingUrl('?colour=blue&page=2'), ['x'], {
          append: true,
        }),
      ),
    ).toEqual(['x']);
    expect(
      itemsOf(receivePage(one, question(4), ['x'], {append: true})),
    ).toEqual(['x']);
    expect(
      itemsOf(receivePage(one, question(2), ['x'], {append: false})),
    ).toEqual(['x']);
  });

  it('replaces a page shown again (a refresh) without duplicating it', () => {
    const two = receivePage(
      receivePage(null, question(1), ['a'], {append: false}),
      question(2),
      ['b'],
      {append: true},
    );
    expect(
      itemsOf(receivePage(two, question(2), ['b2'], {append: false})),
    ).toEqual(['a', 'b2']);
  });

  it('remembers what was on screen at an address, for the back button', () => {
    const memory = createListingMemory<string>(2);
    const shown = receivePage(null, question(1), ['a'], {append: false});
    memory.remember('/collections/x?page=2', shown);
    memory.remember('/collections/y', shown);
    memory.remember('/collections/z', shown);
    expect(memory.recall('/collections/x?page=2')).toBeNull();
    expect(memory.recall('/collections/z')).toBe(shown);
  });
});

describe('collection scroll', () => {
  const left = collectionScrollReducer(initialCollectionScroll, {
    type: 'setData',
    collectionLeaving: 'dresses',
    scrollToProductHandle: 'linen-midi-dress-sage',
  });

  it('remembers the collection left and the product opened', () => {
    expect(left).toMatchObject({
      collectionLeaving: 'dresses',
      scrollToProductHandle: 'linen-midi-dress-sage',
      requireScroll: false,
    });
  });

  it('requires a scroll on coming back to a path with that collection', () => {
    const back = collectionScrollReducer(left, {
      type: 'check',
      path: '/au/collections/dresses',
    });
    expect(back).toMatchObject({
      requireScroll: true,
      scrollToProductHandle: 'linen-midi-dress-sage',
      recentPopstatePath: '/au/collections/dresses',
    });
  });

  it('does not for another path, and forgets', () => {
    const elsewhere = collectionScrollReducer(left, {
      type: 'check',
      path: '/collections/dresses-sale',
    });
    expect(elsewhere).toEqual({
      ...initialCollectionScroll,
      recentPopstatePath: '/collections/dresses-sale',
    });
    expect(pathHasCollection('/collections/dress', 'dresses')).toBe(false);
  });

  it('stops once scrolled, and resets to the defaults', () => {
    const back = collectionScrollReducer(left, {
      type: 'check',
      path: '/collections/dresses',
    });
    expect(collectionScrollReducer(back, {type: 'done'})).toMatchObject({
      requireScroll: false,
      scrollToProductHandle: null,
    });
    expect(collectionScrollReducer(back, {type: 'reset'})).toEqual(
      initialCollectionScroll,
    );
  });

  it('survives a page load through session storage, and works without it', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    createCollectionScrollStore(storage).dispatch({
      type: 'setData',
      collectionLeaving: 'tops',
      scrollToProductHandle: 'silk-cami',
    });
    expect(
      createCollectionScrollStore(storage).dispatch({
        type: 'check',
        path: '/collections/tops',
      }).requireScroll,
    ).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(
      createCollectionScrollStore(throwing).dispatch({
        type: 'setData',
        collectionLeaving: 'a',
        scrollToProductHandle: 'b',
      }).collectionLeaving,
    ).toBe('a');
  });
});

describe('skeleton loaders', () => {
  it('use speed 1.2 s, interval 0.25, gradient ratio 2 and the title "Loading..."', () => {
    expect(SKELETON_DEFAULTS).toEqual({
      speed: 1.2,
      interval: 0.25,
      gradientRatio: 2,
      title: 'Loading...',
    });
    const html = renderToString(
      <Skeleton width={100} height={100}>
        <rect width="100" height="100" />
      </Skeleton>,
    );
    expect(html).toContain('<title');
    expect(html).toContain('Loading...</title>');
    expect(html).toContain('dur="1.2s"');
    expect(html).toContain('keyTimes="0; 0.25; 1"');
    expect(html).toContain('values="-2; -2; 1"');
    expect(html).toContain('values="0; 0; 3"');
  });

  it('reserve a tile-sized box for each tile to come', () => {
    const html = renderToString(
      <ul>
        <SkeletonTiles count={3} />
      </ul>,
    );
    expect(html.match(/<li[ >]/g)).toHaveLength(3);
    expect(html).toContain('aspect-ratio:300 / 460');
  });
});

describe('pagination', () => {
  it('offers the first, the last and two pages either side', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });
});
