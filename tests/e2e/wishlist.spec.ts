import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {SandboxClient} from '../support/sandbox-client';
import {expect, register as registerAs, test} from './fixtures';
import {expectPhotoFitsTile} from './support';

/** Saving products with the heart and finding them on the wishlist page. */

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function someProducts(sandbox: SandboxClient) {
  const data = await sandbox.storefrontData<{
    products: {nodes: {handle: string; title: string}[]};
  }>('{ products(first: 6) { nodes { handle title } } }');
  return data.products.nodes;
}

/** The product page's own heart (the page's main area; styled-with cards have theirs). */
const productHeart = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('button', {name: `Save ${title} to your wishlist`})
    .first();

async function register(page: Page, redirect?: string) {
  const email = `heart-${unique()}@example.com`;
  await registerAs(
    page,
    {firstName: 'Hattie', lastName: 'Heart', email, password: 'heart-pass-1'},
    {redirect},
  );
  return email;
}

test.describe('the wishlist', () => {
  test('a signed-in shopper hearts a product and finds it on the wishlist page', async ({
    page,
    sandbox,
  }) => {
    const [first, second] = await someProducts(sandbox);
    await register(page);
    await expect(page).toHaveURL(/\/account\/orders$/);

    await page.goto(`/products/${first.handle}`);
    const heart = productHeart(page, first.title);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Still saved after the server answered and the page data was reloaded.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(productHeart(page, first.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/products/${second.handle}`);
    await productHeart(page, second.title).click();
    await expect(productHeart(page, second.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('banner').getByRole('link', {name: 'Account'}).click();
    await page
      .getByRole('navigation', {name: 'Your account'})
      .getByRole('link', {name: 'Wishlist'})
      .click();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.getByText('2 saved items')).toBeVisible();
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({has: page.getByRole('heading', {name: first.title})});
    await expect(grid.getByRole('heading', {level: 3})).toHaveText([
      first.title,
      second.title,
    ]);
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', {name: `Save ${first.title} to your wishlist`})
      .click();
    await expect(page.getByRole('heading', {name: first.title})).toHaveCount(0);
    await expect(page.getByText('1 saved item')).toBeVisible();
    // Let the removal and the page's revalidation finish before reloading.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByText('1 saved item')).toBeVisible();
    await expect(page.getByRole('heading', {name: second.title})).toBeVisible();
  });

  test('an anonymous shopper pressing the heart is asked to sign in, comes back, and finds the product saved', async ({
    page,
    sandbox,
  }) => {
    const [product] = await someProducts(sandbox);
    await page.goto(`/products/${product.handle}`);
    await productHeart(page, product.title).click();
    await expect(page).toHaveURL(
      new RegExp(`/account/login\\?redirect=/products/${product.handle}$`),
    );
    await page.getByRole('link', {name: 'Create an account'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Create an account'}),
    ).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Anna');
    await main.getByLabel('Last name').fill('Nonymous');
    await main
      .getByLabel('Email', {exact: true})
      .fill(`anon-${unique()}@example.com`);
    await main.getByLabel('Password').fill('anon-pass-1');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.handle}$`));
    await expect(productHeart(page, product.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/account/wishlist');
    await expect(
      page.getByRole('heading', {name: product.title}),
    ).toBeVisible();
  });
});

test('saved products beside the account menu fetch photos that fit them', async ({
  browser,
  sandbox,
}) => {
  // At 1280 and 2x the menu's column leaves each card 315 px: 640 fits, where sizes
  // written for the page's full width fetched 828.
  const [product] = await someProducts(sandbox);
  await expectPhotoFitsTile(browser, {width: 1280, scale: 2}, async (page) => {
    await register(page);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.goto(`/products/${product.handle}`);
    const heart = productHeart(page, product.title);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    // A tab of its own: Chrome would reuse the product page's photo from its memory cache.
    const wishlist = await page.context().newPage();
    await wishlist.goto('/account/wishlist');
    return wishlist.getByRole('main').locator('.product-card img').first();
  });
});

test.describe('the wishlist without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the heart is a form that saves and returns to the page', async ({
    page,
    sandbox,
  }) => {
    const [product] = await someProducts(sandbox);
    await register(page);
    await page.goto(`/products/${product.handle}`);
    await productHeart(page, product.title).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.handle}$`));
    await expect(productHeart(page, product.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
