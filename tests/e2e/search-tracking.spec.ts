/**
 * Search service tracking from a real browser (shopping-and-search.md 2 and 7): a tile
 * mouse-down on any listing sends its click; a product page sends an item view and a
 * cart change a basket event, both in the beacon protocol, recorded by the sandbox; the
 * viewed and cart SKUs then personalise the next search.
 */
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {hydrated} from './support';

const sandbox = () => process.env.E2E_SANDBOX_ORIGIN!;
type TrackEvent = {kind: string; type: string; handle: string | null; productId: string | null; signatureValid: boolean | null; payload: any};

async function events(request: APIRequestContext, kind: string): Promise<TrackEvent[]> {
  const response = await request.get(`${sandbox()}/_sandbox/track-events.json?kind=${kind}`);
  return ((await response.json()) as {events: TrackEvent[]}).events;
}

const listingTile = (page: Page) => page.locator('.listing article.product-tile').first();

test.describe('search tracking', () => {
  test.beforeEach(async ({request}) => {
    await request.delete(`${sandbox()}/_sandbox/track-events.json`);
  });

  for (const path of ['/collections/dresses', '/search?q=linen']) {
    test(`a mouse-down on a tile of ${path} sends its click`, async ({page, request}) => {
      await page.goto(path);
      await hydrated(page);
      const tile = listingTile(page);
      const handle = await tile.getAttribute('data-product-handle');
      await tile.locator('.product-tile__title a').dispatchEvent('mousedown');
      await expect.poll(async () => (await events(request, 'click')).map((event) => [event.handle, event.signatureValid])).toContainEqual([handle, true]);
    });
  }

  test('a product page sends an item view, adding to the cart a basket event, and both personalise search', async ({page, request}) => {
    await page.goto('/collections/dresses');
    const tile = page.locator('article.product-tile', {has: page.locator('.product-tile__overlay button:not([disabled])')}).first();
    const handle = (await tile.getAttribute('data-product-handle'))!;
    await page.goto(`/products/${handle}`);
    await hydrated(page);
    await expect.poll(async () => (await events(request, 'view')).map((event) => event.type)).toContain('product/pageView');
    const view = (await events(request, 'view')).find((event) => event.type === 'product/pageView')!;
    expect(view.payload.data.result.sku).toBeTruthy();
    expect(view.productId).toMatch(/^\d+$/);

    await page.locator('.size-picker input:not([disabled])').first().check({force: true});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect.poll(async () => (await events(request, 'basket')).map((event) => event.type)).toContain('cart/add');
    const basket = (await events(request, 'basket')).find((event) => event.type === 'cart/add')!;
    expect(basket.productId).toBe(view.productId);
    expect(basket.payload.data.results[0].qty).toBe(1);

    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
    expect(cookies.ssViewedProducts?.split(',')).toContain(view.payload.data.result.sku);
    expect(cookies.ssCartProducts?.split(',')).toContain(basket.payload.data.results[0].sku);
  });
});
