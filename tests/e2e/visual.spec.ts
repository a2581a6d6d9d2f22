/**
 * What is drawn, not just what is in the DOM: screenshots of the shopper's main screens
 * at a phone (390) and a desktop (1280) width, compared with the committed baselines in
 * visual.spec.ts-snapshots/. Deterministic: the sandbox store starts from the same seed,
 * fonts are self-hosted, animations and transitions are stopped (Playwright's
 * `animations: 'disabled'` and reduced motion, which also holds the announcement bars
 * still), videos are paused on their first frame, and the home page's countdown is
 * masked. Layers (drawers, dialogs) are shot on pages without the countdown, since a
 * mask is painted over whatever lies on top of it.
 *
 * After an intended change of look: `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`,
 * then open the new pictures and look at them before committing.
 */
import type {Locator, Page} from '@playwright/test';
import type {SandboxClient} from '../support/sandbox-client';
import {fillAddress, HOME} from './account-support';
import {expect, test} from './fixtures';
import {hydrated, hydratedPiece} from './support';

/** Everything that moves or depends on the clock stands still. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const video of document.querySelectorAll('video')) {
      video.autoplay = false;
      video.pause();
      video.currentTime = 0;
    }
    await document.fonts.ready;
    // Pictures in view have arrived and been decoded.
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(
      inView.map((image) =>
        image.complete
          ? image.decode().catch(() => {})
          : new Promise((done) => {
              image.addEventListener('load', done, {once: true});
              image.addEventListener('error', done, {once: true});
            }),
      ),
    );
  });
}

/** The screenshot options every picture shares. */
function shot(page: Page, extraMask: Locator[] = []) {
  return {
    animations: 'disabled' as const,
    caret: 'hide' as const,
    maxDiffPixelRatio: 0.01,
    // The countdown ticks every second.
    mask: [page.locator('.top-banner--countdown'), ...extraMask],
  };
}

async function expectScreen(
  page: Page,
  name: string,
  extraMask: Locator[] = [],
) {
  await settle(page);
  await expect(page).toHaveScreenshot(name, shot(page, extraMask));
}

type Product = {
  handle: string;
  availableForSale: boolean;
  variants: {nodes: {availableForSale: boolean}[]};
};

/** The first style (in the seed's order) that is in stock, and the first with a sold-out size. */
async function seededProducts(sandbox: SandboxClient) {
  const data = await sandbox.storefrontData<{products: {nodes: Product[]}}>(
    '{ products(first: 100) { nodes { handle availableForSale variants(first: 30) { nodes { availableForSale } } } } }',
  );
  const products = data.products.nodes;
  const inStock = products.find((product) =>
    product.variants.nodes.every((variant) => variant.availableForSale),
  )!;
  const soldOut = products.find(
    (product) =>
      product.variants.nodes.filter((variant) => !variant.availableForSale)
        .length >= 2,
  )!;
  return {inStock: inStock.handle, soldOut: soldOut.handle};
}

for (const width of [390, 1280]) {
  const phone = width < 768;
  test.describe(`screens at ${width}`, () => {
    test.use({
      viewport: {width, height: phone ? 844 : 900},
      reducedMotion: 'reduce',
      account: {lastName: 'Visual', password: 'visual-pass-1'},
    });

    test('home', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      await expectScreen(page, `home-${width}.png`);
    });

    test('collection, filters closed and open', async ({page}) => {
      await page.goto('/collections/dresses');
      await hydrated(page);
      await expectScreen(page, `collection-${width}.png`);
      // Phones keep the filters behind a button; wide screens show them beside the grid.
      const toggle = page.getByRole('button', {name: /^Filter/i}).first();
      if (await toggle.isVisible()) {
        await toggle.click();
      } else {
        await page
          .locator('main details:not([open]) > summary')
          .first()
          .click();
      }
      await expectScreen(page, `collection-filters-${width}.png`);
    });

    test('not-found page', async ({page}) => {
      // Reached by a mistyped address: its links read as links, inside the shell.
      await page.goto('/collections/dresses%zz');
      await hydrated(page);
      await expectScreen(page, `not-found-${width}.png`);
    });

    test('tile hover', async ({page}) => {
      await page.goto('/collections/dresses');
      await hydrated(page);
      const tile = page.locator('main article.product-tile').first();
      await tile.locator('.product-tile__media').hover();
      await settle(page);
      await expect(tile).toHaveScreenshot(
        `tile-hover-${width}.png`,
        shot(page),
      );
    });

    test('search overlay with results', async ({page}) => {
      await page.goto('/pages/about');
      await hydrated(page);
      await page
        .locator('.site-header')
        .getByRole('button', {name: 'Search'})
        .click();
      const overlay = page.getByRole('dialog', {name: 'Search'});
      await overlay.getByPlaceholder('Search').fill('dress');
      await expect(overlay.locator('article.product-tile')).toHaveCount(6);
      await expectScreen(page, `overlay-${width}.png`);
    });

    test('product page', async ({page, sandbox}) => {
      const {inStock} = await seededProducts(sandbox);
      await page.goto(`/products/${inStock}`);
      await hydrated(page);
      await expectScreen(page, `product-${width}.png`);
    });

    test('mini cart and cart page', async ({page, sandbox, cart}) => {
      const {inStock} = await seededProducts(sandbox);
      // Adding from the product page opens the mini cart.
      await cart.addFromProductPage(`/products/${inStock}`);
      const miniCart = page.getByRole('dialog', {name: 'Your cart'});
      await expect(miniCart.locator('[data-cart-status]')).toHaveAttribute(
        'data-cart-status',
        'idle',
      );
      await expectScreen(page, `mini-cart-${width}.png`);

      await page.goto('/cart');
      await expect(page.locator('.cart--page')).toHaveAttribute(
        'data-cart-status',
        'idle',
      );
      await expectScreen(page, `cart-${width}.png`);
    });

    test('back-in-stock modal', async ({page, sandbox}) => {
      const {soldOut} = await seededProducts(sandbox);
      await page.goto(`/products/${soldOut}`);
      await hydrated(page);
      await page
        .getByRole('main')
        .getByRole('button', {name: /^NOTIFY ME when/})
        .click();
      const modal = page.getByRole('dialog', {
        name: 'Notify me when it’s back',
      });
      await expect(modal.getByLabel('Email')).toBeFocused();
      await expectScreen(page, `back-in-stock-${width}.png`);
    });

    test('account addresses', async ({page, signedIn: _signedIn}) => {
      await page.goto('/account/addresses');
      await hydratedPiece(
        page,
        page
          .getByRole('region', {name: 'Add a new address'})
          .getByRole('button', {name: 'Add address'}),
      );
      const form = await fillAddress(page, HOME);
      await form.getByRole('button', {name: 'Add address'}).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Your address has been saved.',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectScreen(page, `account-addresses-${width}.png`);
    });

    test('content page', async ({page}) => {
      await page.goto('/pages/about');
      await hydrated(page);
      await expectScreen(page, `content-about-${width}.png`);
    });
  });
}
