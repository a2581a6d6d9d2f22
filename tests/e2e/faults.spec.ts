/**
 * A backend failing in the browser: the page keeps its header and footer, never React
 * Router's bare "Application Error" screen, and the failing part says what happened.
 */
import type {Page, Request} from '@playwright/test';
import {expect, test} from './fixtures';
import {
  hydrated,
  markDocument,
  sizeToAdd,
  stillSameDocument,
  tilesWithSizeToAdd,
} from './support';

/** Puts one item in this browser's cart, posted as the quick add's plain form does. */
async function addSomething(page: Page) {
  // Hovering a tile asks for its product page's data 100 ms later: that must land before a
  // test breaks the service, or its 503 is an error the page logs.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data'))
      inFlight.add(request);
  });
  const landed = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', landed);
  page.on('requestfailed', landed);
  await page.goto('/collections/dresses');
  await hydrated(page);
  const tile = tilesWithSizeToAdd(page).first();
  await tile.locator('.product-tile__media').hover();
  const variant = await sizeToAdd(tile).getAttribute('value');
  // Leaving the tile (for text that links nowhere) cancels a fetch not yet asked for.
  await page.locator('.listing__count').hover();
  const body = new URLSearchParams({
    cartFormInput: '{"action":"LinesAdd"}',
    merchandiseId: variant!,
  });
  const response = await page.request.post('/cart', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(page.url()).origin,
    },
    data: body.toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await expect.poll(() => inFlight.size).toBe(0);
}

test('a cart the commerce service cannot read leaves the page standing and says so', async ({
  page,
  sandbox,
}) => {
  await addSomething(page);
  await sandbox.faults.set({service: 'storefront', status: 500});
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/search?q=linen', '/pages/about', '/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('.cart-button')).toHaveAccessibleName(
      /Cart \(cart unavailable\)/,
    );
  }
  // Once React owns the page it must not swap it for the bare error screen.
  await hydrated(page);
  await expect(page.getByText('Application Error')).toHaveCount(0);
  await expect(page.locator('header.site-header')).toBeVisible();
  await page.locator('.cart-button').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toContainText(
    'We couldn’t load your cart. Please try again.',
  );
  expect(errors).toEqual([]);

  await sandbox.faults.clear();
  await page.goto('/');
  await expect(page.locator('.cart-button .cart-count')).toHaveText('1');
});

test('an address with a broken % escape lands, mended, on its page or the not-found page inside the shell', async ({
  page,
}) => {
  for (const [typed, mended] of [
    ['/products/%E0%A4%A', '/products/%EF%BF%BD%25A'],
    ['/%', '/%25'],
    ['/collections/dresses%zz', '/collections/dresses%25zz'],
  ]) {
    const response = await page.goto(typed);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(mended);
    await expect(
      page.getByRole('heading', {name: 'Page not found'}),
    ).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  }
  await page.goto('/search?q=%E0%A4%A');
  await expect(
    page.getByRole('heading', {name: 'Search results for “�%A”'}),
  ).toBeVisible();
});

test('with the content service down, home opens on new arrivals that work like any page', async ({
  page,
  sandbox,
}) => {
  await sandbox.faults.set({service: 'content', status: 500});
  try {
    // Content answers are cached for seconds and may be served stale while refreshing.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page
            .getByRole('heading', {level: 1, name: 'New season, new arrivals'})
            .count();
        },
        {timeout: 40_000, intervals: [3_000]},
      )
      .toBe(1);
    await hydrated(page);
    await markDocument(page);
    const card = page.locator('main .product-card a').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
  } finally {
    await sandbox.faults.clear();
  }
});
