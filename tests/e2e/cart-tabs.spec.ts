/**
 * The first add-to-cart from two tabs at once, with no cart yet: both items end up in
 * one cart (each add would otherwise create its own cart and the cookie keep only one).
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {
  hydrated,
  markDocument,
  sizeToAdd,
  stillSameDocument,
  tilesWithSizeToAdd,
} from './support';

async function productPaths(page: Page) {
  await page.goto('/collections/dresses');
  const tiles = tilesWithSizeToAdd(page);
  return [0, 1].map(
    async (index) =>
      `/products/${await tiles.nth(index).getAttribute('data-product-handle')}`,
  );
}

test('adds from two tabs at once land in one cart', async ({
  context,
  sandbox,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const paths = await Promise.all(await productPaths(first));
  expect(paths[0]).not.toBe(paths[1]);
  for (const [page, path] of [
    [first, paths[0]],
    [second, paths[1]],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await page
      .locator('.size-picker input:not([disabled])')
      .first()
      .check({force: true});
  }
  // A slow cart service, as under load: both adds are in flight together unless they wait for each other.
  await sandbox.faults.set({service: 'storefront', latencyMs: 800, times: 2});
  const answers = [first, second].map((page) =>
    page.waitForResponse(
      (r) => r.url().includes('/cart') && r.request().method() === 'POST',
    ),
  );
  await Promise.all(
    [first, second].map((page) =>
      page.getByRole('button', {name: 'Add to cart'}).click(),
    ),
  );
  for (const answer of answers) expect((await answer).ok()).toBe(true);
  await sandbox.faults.clear();

  const cart = await context.newPage();
  await cart.goto('/cart');
  await expect(cart.locator('.cart--page')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
  await expect(cart.locator('.cart--page .cart-line')).toHaveCount(2);
});

test('a browser without Web Locks adds from a tile in the background too', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', {value: undefined});
    // The mini cart is a 600 ms glance: noted when drawn, so a check between polls can't miss it.
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        if (document.querySelector('dialog.mini-cart[open]'))
          document.documentElement.dataset.miniCartSeen = 'yes';
      }).observe(document.body, {
        attributeFilter: ['open'],
        childList: true,
        subtree: true,
      });
    });
  });
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/collections/dresses');
  await hydrated(page);
  await markDocument(page);
  const tile = tilesWithSizeToAdd(page).first();
  await tile.hover();
  const posted = page.waitForRequest(
    (r) => r.url().includes('/cart') && r.method() === 'POST',
  );
  await sizeToAdd(tile).click();
  // The size's variant, posted beside the form's one LinesAdd input.
  expect((await posted).postData()).toMatch(
    /cartFormInput=%7B%22action%22%3A%22LinesAdd%22%7D&merchandiseId=gid%3A%2F%2Fshopify%2FProductVariant%2F\d+/,
  );
  await expect(page.locator('html')).toHaveAttribute(
    'data-mini-cart-seen',
    'yes',
  );
  expect(await stillSameDocument(page)).toBe(true);
});
