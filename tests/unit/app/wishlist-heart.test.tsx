/**
 * The wishlist heart as the server draws it: a plain form (it works without JavaScript),
 * kept on its own shelf and copied into later pages (decision 029).
 */
import {renderToString} from 'react-dom/server';
import {createRoutesStub, Outlet} from 'react-router';
import {beforeEach, describe, expect, it} from 'vitest';
import {WishlistHeart} from '~/components/wishlist/WishlistHeart';
import {KeptMarkupContext, type KeepMarkup} from '~/components/ui/Kept';
import {keepMarkup} from '~/components/ui/kept-markup.server';
import {expectConsoleError} from '../../support/console-guard';

// The router's memory stub warns that useLayoutEffect does nothing on the server.
beforeEach(() =>
  expectConsoleError(/useLayoutEffect does nothing on the server/),
);

type Kept = {key: string; shelf: string; html: string | null};

function draw(
  address: string,
  {
    wishlist = ['linen-midi-dress-sage'],
    keep = null,
  }: {wishlist?: string[]; keep?: KeepMarkup | null} = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/:locale?',
      Component: () => <Outlet />,
      loader: () => ({}),
      children: [
        {
          path: 'search',
          Component: () => (
            <WishlistHeart
              handle="linen-midi-dress-sage"
              title="Linen Midi Dress"
            />
          ),
        },
      ],
    },
  ]);
  return renderToString(
    <KeptMarkupContext.Provider value={keep}>
      <Stub
        initialEntries={[address]}
        hydrationData={{
          loaderData: {
            root: {wishlistEnabled: true, isLoggedIn: true, wishlist},
          },
        }}
      />
    </KeptMarkupContext.Provider>,
  );
}

function recorder() {
  const kept: Kept[] = [];
  const keep: KeepMarkup = (key, element, shelf) => {
    const html = keepMarkup(key, element, shelf);
    kept.push({key, shelf, html});
    return html;
  };
  return {kept, keep};
}

describe('the wishlist heart', () => {
  it('is a form that saves or removes the product and comes back to this page without JavaScript', () => {
    const html = draw('/au/search?q=linen');
    expect(html).toContain('action="/au/api/wishlist"');
    expect(html).toContain(
      '<input type="hidden" name="productHandle" value="linen-midi-dress-sage"/>',
    );
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="redirectTo" value="/au/search?q=linen"');
    expect(html).toContain(
      'aria-label="Save Linen Midi Dress to your wishlist" aria-pressed="true"',
    );
  });

  it('is kept on the hearts shelf and copied: the same markup as drawn with the page', () => {
    const {kept, keep} = recorder();
    const withPage = draw('/search?q=dress');
    expect(draw('/search?q=dress', {keep})).toBe(withPage);
    expect(draw('/search?q=dress', {keep})).toBe(withPage);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toEqual(kept[0]);
    expect(kept[0]!.shelf).toBe('hearts');
    expect(withPage).toContain(kept[0]!.html!);
  });

  it("is another heart for another page's address or another state of the wishlist", () => {
    const {kept, keep} = recorder();
    draw('/search?q=dress', {keep});
    const elsewhere = draw('/search?q=linen', {keep});
    const notSaved = draw('/search?q=dress', {keep, wishlist: []});
    expect(new Set(kept.map((entry) => entry.key)).size).toBe(3);
    expect(elsewhere).toContain('value="/search?q=linen"');
    expect(notSaved).toContain('name="intent" value="add"');
    expect(notSaved).toContain('aria-pressed="false"');
  });
});
