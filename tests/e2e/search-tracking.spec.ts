/**
 * Search service tracking from a real browser (shopping-and-search.md 2 and 7): a tile
 * mouse-down on any listing sends its click; a product page sends an item view and a
 * cart change a basket event, both in the beacon protocol, recorded by the sandbox; the
 * viewed and cart SKUs then personalise the next search.
 */
import type {Page} from '@playwright/test';
import type {SandboxClient} from '../support/sandbox-client';
import {expect, test} from './fixtures';
import {hydrated, tilesWithSizeToAdd} from './support';

type TrackEvent = {
  kind: string;
  type: string;
  handle: string | null;
  productId: string | null;
  signatureValid: boolean | null;
  payload: any;
};

const events = (sandbox: SandboxClient, kind: string) =>
  sandbox.trackEvents.list<TrackEvent>(kind);

/** The clicks the service recorded: each product handle, and whether its signature held. */
const clicks = async (sandbox: SandboxClient) =>
  (await events(sandbox, 'click')).map((event) => [
    event.handle,
    event.signatureValid,
  ]);

const listingTile = (page: Page) =>
  page.locator('.listing article.product-tile').first();

test.describe('search tracking', () => {
  test.beforeEach(async ({sandbox}) => {
    await sandbox.trackEvents.clear();
  });

  for (const path of ['/collections/dresses', '/search?q=linen']) {
    test(`a mouse-down on a tile of ${path} sends its click`, async ({
      page,
      sandbox,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const tile = listingTile(page);
      const handle = await tile.getAttribute('data-product-handle');
      // The listing may hydrate a moment after the header: a press before its listener is
      // there sends nothing, so the shopper presses again until one is heard.
      await expect
        .poll(async () => {
          await tile
            .locator('.product-tile__title a')
            .dispatchEvent('mousedown');
          return clicks(sandbox);
        })
        .toContainEqual([handle, true]);
    });
  }

  test("after 'Load more' a tile of each page sends its own click; the pointer reaching the results asks each page's click data once", async ({
    page,
    sandbox,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tile-clicks') asked.push(url.search);
    });
    await page.goto('/collections/dresses?resultsPerPage=4');
    await hydrated(page);
    await page.waitForTimeout(300);
    // Nobody has pointed at the results yet: nothing is asked.
    expect(asked).toEqual([]);
    await page.getByRole('link', {name: 'Load more'}).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const tiles = page.locator('.listing article.product-tile');
    // Four products a page (a banner may take a tile's place among them).
    await expect.poll(() => tiles.count()).toBeGreaterThan(4);

    await tiles.last().hover();
    await expect
      .poll(() => [...asked].sort())
      .toEqual([
        '?page=2&resultsPerPage=4&collection=dresses',
        '?resultsPerPage=4&collection=dresses',
      ]);
    const first = (await tiles.first().getAttribute('data-product-handle'))!;
    const last = (await tiles.last().getAttribute('data-product-handle'))!;
    for (const tile of [tiles.first(), tiles.last()])
      await tile.locator('.product-tile__title a').dispatchEvent('mousedown');
    await expect
      .poll(() => clicks(sandbox))
      .toEqual([
        [first, true],
        [last, true],
      ]);
    expect(asked).toHaveLength(2);
  });

  test("a tile showing another colour sends that colour's click", async ({
    page,
    sandbox,
  }) => {
    // Filtered to black, so the other colour has no tile of its own on the page.
    await page.goto('/collections/dresses?colour=Black');
    await hydrated(page);
    const tile = page
      .locator('.listing article.product-tile')
      .filter({has: page.locator('a.swatch:not([aria-current])')})
      .first();
    const position = (await tile.getAttribute('data-position'))!;
    const other = tile.locator('a.swatch:not([aria-current])').first();
    const otherHandle = (await other.getAttribute('data-colour-handle'))!;
    await expect(
      page.locator(`.listing article[data-product-handle="${otherHandle}"]`),
    ).toHaveCount(0);
    await other.click();
    const swapped = page.locator(
      `.listing article[data-position="${position}"]`,
    );
    await expect(swapped).toHaveAttribute('data-product-handle', otherHandle);
    await swapped.locator('.product-tile__title a').dispatchEvent('mousedown');
    await expect
      .poll(() => clicks(sandbox))
      .toContainEqual([otherHandle, true]);
  });

  test('a product page sends an item view, adding to the cart a basket event, and both personalise search', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/collections/dresses');
    const tile = tilesWithSizeToAdd(page).first();
    const handle = (await tile.getAttribute('data-product-handle'))!;
    await page.goto(`/products/${handle}`);
    await hydrated(page);
    await expect
      .poll(async () =>
        (await events(sandbox, 'view')).map((event) => event.type),
      )
      .toContain('product/pageView');
    const view = (await events(sandbox, 'view')).find(
      (event) => event.type === 'product/pageView',
    )!;
    expect(view.payload.data.result.sku).toBeTruthy();
    expect(view.productId).toMatch(/^\d+$/);

    await page
      .locator('.size-picker input:not([disabled])')
      .first()
      .check({force: true});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect
      .poll(async () =>
        (await events(sandbox, 'basket')).map((event) => event.type),
      )
      .toContain('cart/add');
    const basket = (await events(sandbox, 'basket')).find(
      (event) => event.type === 'cart/add',
    )!;
    expect(basket.productId).toBe(view.productId);
    expect(basket.payload.data.results[0].qty).toBe(1);

    const cookies = Object.fromEntries(
      (await page.context().cookies()).map((cookie) => [
        cookie.name,
        decodeURIComponent(cookie.value),
      ]),
    );
    expect(cookies.ssViewedProducts?.split(',')).toContain(
      view.payload.data.result.sku,
    );
    expect(cookies.ssCartProducts?.split(',')).toContain(
      basket.payload.data.results[0].sku,
    );
  });
});
