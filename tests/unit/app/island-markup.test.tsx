/**
 * The server keeps a pure island's markup under its name: drawn once, then the same
 * string for every page; content that cannot be drawn alone is left to the page.
 */
import {describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import {islandMarkup} from '~/components/content/island-markup.server';
import {InIsland} from '~/components/content/island-markup';
import {SmartLink} from '~/components/content/SmartLink';

const internal = {href: '/pages/shipping', external: false, newTab: false};

describe('island markup on the server', () => {
  it('draws an island once and keeps its markup under its name', () => {
    const draw = vi.fn(() => <p>Shipping</p>);
    const Drawn = () => draw();
    expect(islandMarkup('footer-links-a', '["a"]', <Drawn />)).toBe(
      '<p>Shipping</p>',
    );
    expect(islandMarkup('footer-links-a', '["a"]', <Drawn />)).toBe(
      '<p>Shipping</p>',
    );
    expect(draw).toHaveBeenCalledTimes(1);
    // Other content is another name, drawn afresh.
    expect(islandMarkup('footer-links-b', '["b"]', <Drawn />)).toBe(
      '<p>Shipping</p>',
    );
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('never gives one content the markup of another under the same name', () => {
    const Text = ({text}: {text: string}) => <p>{text}</p>;
    expect(islandMarkup('menu-x', '["old"]', <Text text="old" />)).toBe(
      '<p>old</p>',
    );
    // A digest that collides: the content still decides.
    expect(islandMarkup('menu-x', '["new"]', <Text text="new" />)).toBe(
      '<p>new</p>',
    );
    expect(islandMarkup('menu-x', '["new"]', <Text text="other" />)).toBe(
      '<p>new</p>',
    );
  });

  it('leaves content that cannot be drawn on its own to the page, and keeps nothing', () => {
    const Broken = () => {
      throw new Error('needs the page');
    };
    expect(islandMarkup('broken-a', '[]', <Broken />)).toBeNull();
    const Fine = () => <p>now fine</p>;
    expect(islandMarkup('broken-a', '[]', <Fine />)).toBe('<p>now fine</p>');
  });

  it("draws the shop's own links as plain anchors inside an island, without a router", () => {
    expect(
      renderToString(
        <InIsland.Provider value>
          <SmartLink link={internal} className="inline-block">
            Shipping
          </SmartLink>
        </InIsland.Provider>,
      ),
    ).toBe('<a href="/pages/shipping" class="inline-block">Shipping</a>');
    // Outside an island the router's link needs its router.
    expect(() =>
      renderToString(<SmartLink link={internal}>Shipping</SmartLink>),
    ).toThrow();
  });
});
