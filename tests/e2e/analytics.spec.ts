/**
 * Analytics as a marketer reads them in GA4's data layer (spec: shopping-and-search §7,
 * accounts-regions-content §7): views of collections, products, search results and the
 * cart; add and remove from cart and wishlist adds with sku, title, productType, price
 * and locale; search; registration, sign-in and newsletter sign-up.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {hydrated, tilesWithSizeToAdd} from './support';

type Ga4Event = {name: string; params: Record<string, unknown>};

async function ga4Events(page: Page): Promise<Ga4Event[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => ({
        name: args[1] as string,
        params: args[2] as Record<string, unknown>,
      })),
  );
}

async function eventsNamed(page: Page, name: string) {
  return (await ga4Events(page)).filter((event) => event.name === name);
}

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('collection, product, cart: views, add and remove carry the product facts', async ({
  page,
}) => {
  await page.goto('/collections/dresses');
  await hydrated(page);
  await expect
    .poll(() => eventsNamed(page, 'view_item_list'))
    .toEqual([
      {
        name: 'view_item_list',
        params: expect.objectContaining({
          item_list_id: 'dresses',
          locale: 'us',
          results: expect.any(Number),
        }),
      },
    ]);

  const tile = tilesWithSizeToAdd(page).first();
  const handle = await tile.getAttribute('data-product-handle');
  await page.goto(`/products/${handle}`);
  await hydrated(page);
  const title = (await page
    .getByRole('heading', {level: 1})
    .textContent())!.trim();
  await expect
    .poll(async () => (await eventsNamed(page, 'view_item')).length)
    .toBe(1);
  const [view] = await eventsNamed(page, 'view_item');
  expect(view!.params).toMatchObject({
    locale: 'us',
    title,
    currency: 'USD',
    sku: expect.stringMatching(/\S/),
    productType: expect.stringMatching(/\S/),
  });

  await page
    .locator('.size-picker input:not([disabled])')
    .first()
    .check({force: true});
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect
    .poll(async () => (await eventsNamed(page, 'add_to_cart')).length)
    .toBe(1);
  const [added] = await eventsNamed(page, 'add_to_cart');
  expect(added!.params).toMatchObject({
    locale: 'us',
    title,
    sku: expect.stringMatching(/\S/),
    productType: view!.params.productType,
    price: expect.any(Number),
    currency: 'USD',
    items: [expect.objectContaining({item_name: title, quantity: 1})],
  });

  await page.goto('/cart');
  await expect(page.locator('.cart--page')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
  await expect
    .poll(async () => (await eventsNamed(page, 'view_cart')).length)
    .toBeGreaterThan(0);
  const [cartView] = await eventsNamed(page, 'view_cart');
  expect(cartView!.params).toMatchObject({
    currency: 'USD',
    items: [
      expect.objectContaining({item_id: added!.params.sku, item_name: title}),
    ],
  });

  await page
    .locator('.cart--page .cart-line')
    .first()
    .getByRole('button', {name: /Remove/})
    .click();
  await expect
    .poll(async () => (await eventsNamed(page, 'remove_from_cart')).length)
    .toBe(1);
  const [removed] = await eventsNamed(page, 'remove_from_cart');
  expect(removed!.params).toMatchObject({
    sku: added!.params.sku,
    title,
    locale: 'us',
  });
});

test('a search from the overlay, then the results page', async ({page}) => {
  await page.goto('/au');
  await hydrated(page);
  await page
    .locator('.site-header')
    .getByRole('button', {name: 'Search'})
    .click();
  const input = page
    .getByRole('dialog', {name: 'Search'})
    .getByPlaceholder('Search');
  await input.fill('linen');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/au\/search\?q=linen$/);
  await expect
    .poll(() => eventsNamed(page, 'search'))
    .toEqual([{name: 'search', params: {locale: 'au', search_term: 'linen'}}]);
  await expect
    .poll(() => eventsNamed(page, 'view_search_results'))
    .toEqual([
      {
        name: 'view_search_results',
        params: {
          locale: 'au',
          search_term: 'linen',
          results: expect.any(Number),
        },
      },
    ]);
});

test('registration, sign-in, a wishlist add and a newsletter sign-up', async ({
  page,
}) => {
  const email = `analytics-${unique()}@example.com`;
  await page.goto('/account/register');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ana');
  await main.getByLabel('Last name').fill('Lytics');
  await main.getByLabel('Email', {exact: true}).fill(email);
  await main.getByLabel('Password').fill('correct-horse-9');
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect
    .poll(() => eventsNamed(page, 'sign_up'))
    .toEqual([{name: 'sign_up', params: {locale: 'us', method: 'email'}}]);

  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/login');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email', {exact: true}).fill(email);
  await page.getByRole('main').getByLabel('Password').fill('correct-horse-9');
  await page.getByRole('button', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(/\/account/);
  await expect
    .poll(() => eventsNamed(page, 'login'))
    .toEqual([{name: 'login', params: {locale: 'us', method: 'email'}}]);
  // Handed over once: the next page does not report the sign-in again.
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  expect(await eventsNamed(page, 'login')).toHaveLength(1);

  await page.goto('/collections/dresses');
  await hydrated(page);
  const tile = page.locator('article.product-tile').first();
  const tileTitle = (await tile.locator('h3').textContent())!.trim();
  await tile
    .getByRole('button', {name: `Save ${tileTitle} to your wishlist`})
    .click();
  await expect
    .poll(async () => (await eventsNamed(page, 'add_to_wishlist')).length)
    .toBe(1);
  const [saved] = await eventsNamed(page, 'add_to_wishlist');
  expect(saved!.params).toMatchObject({
    locale: 'us',
    title: tileTitle,
    sku: expect.stringMatching(/\S/),
    productType: expect.stringMatching(/\S/),
    price: expect.any(Number),
  });

  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email').fill(email);
  await footer.getByRole('button', {name: 'Sign up'}).click();
  await expect(footer.getByRole('status')).toContainText(
    'Thanks for signing up!',
  );
  await expect
    .poll(() => eventsNamed(page, 'email_signup'))
    .toEqual([
      {name: 'email_signup', params: {locale: 'us', source: 'footer'}},
    ]);
});
