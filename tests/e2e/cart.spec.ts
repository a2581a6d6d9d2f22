/**
 * The cart in a browser: quick add from a tile and the mini cart's 600 ms glance,
 * opening and closing the mini cart from the header, quantity and optimistic removal
 * on /cart, a discount code, a second tab, checkout in the sandbox, the same cart
 * changes without JavaScript, and no accessibility violations.
 */
import type {BrowserContext, Page, Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {addFromProductPage, expect, productPath, test} from './fixtures';
import {
  firstQuickAddSize,
  holdRequests,
  pageAt,
  hydrated,
  SIGN_UP_FORM_CODE,
  QUICK_ADD_SIZE,
  quickAddHint,
  sizeToAdd,
  tilesWithSizeToAdd,
} from './support';

/** The cart page once React has taken over (status leaves 'uninitialized'). */
async function openCartPage(page: Page) {
  await page.goto('/cart');
  await expect(page.locator('.cart--page')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
}

const lines = (page: Page) => page.locator('.cart--page .cart-line');
const visibleLines = (page: Page) =>
  page.locator('.cart--page .cart-line:not([hidden])');

test.describe('cart with JavaScript', () => {
  test('the mini cart’s code comes as the shopper reaches for the bag, not with the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/products/amalfi-linen-midi-dress-black', {
      waitUntil: 'networkidle',
    });
    await hydrated(page);
    // Two quiet moments after the page came alive: code once fetched when idle would be asked for by now.
    for (let i = 0; i < 2; i++)
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(done, {timeout: 2000})),
      );
    const panel = () =>
      scripts.filter((path) => /\/(CartMain|Drawer)[-.]/.test(path));
    expect(panel()).toEqual([]);

    const bag = page.locator('.cart-button').first();
    await bag.hover();
    await expect.poll(() => panel().length).toBe(2);
    await bag.click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('quick add from a collection tile opens the mini cart and closes it 600 ms later', async ({
    page,
  }) => {
    // Record when the mini cart appears and goes, in the page's own clock.
    await page.addInitScript(() => {
      const times: {open?: number; closed?: number; sawLine?: boolean} = {};
      (window as unknown as {miniCartTimes: typeof times}).miniCartTimes =
        times;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          const open = Boolean(document.querySelector('.mini-cart'));
          if (document.querySelector('.mini-cart .cart-line'))
            times.sawLine = true;
          if (open && times.open === undefined) times.open = performance.now();
          if (!open && times.open !== undefined && times.closed === undefined)
            times.closed = performance.now();
        }).observe(document.body, {childList: true, subtree: true});
      });
    });
    const size = await firstQuickAddSize(page);
    await size.click();
    const read = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              miniCartTimes: {
                open?: number;
                closed?: number;
                sawLine?: boolean;
              };
            }
          ).miniCartTimes,
      );
    await expect
      .poll(async () => (await read()).closed !== undefined)
      .toBe(true);
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeHidden();
    const times = (await read()) as {
      open: number;
      closed: number;
      sawLine?: boolean;
    };
    // The glance showed what was added.
    expect(times.sawLine).toBe(true);
    expect(times.closed - times.open).toBeGreaterThanOrEqual(550);
    expect(times.closed - times.open).toBeLessThan(1500);
    await expect(page.locator('.cart-count').first()).toHaveText('1');
    // Quick add is a glance: focus stays on the size button.
    await expect(size).toBeFocused();
  });

  // A tile has no room for a message: the mini cart opens with it and stays until closed.
  for (const width of [390, 1280]) {
    test(`a quick add the cart service fails says so and keeps the mini cart open, ${width} wide`, async ({
      browser,
      sandbox,
    }) => {
      const {page, context, phone} = await pageAt(browser, width);
      await page.goto('/collections/tops');
      await hydrated(page);
      const tile = tilesWithSizeToAdd(page).first();
      let size;
      if (phone) {
        await tile.getByText('+ QUICK ADD').click();
        size = tile.locator(QUICK_ADD_SIZE).first();
      } else {
        await tile.locator('.product-tile__media').hover();
        size = sizeToAdd(tile);
      }
      await expect(size).toBeVisible();
      await sandbox.faults.set({service: 'storefront', status: 500});
      const failed = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.startsWith('/cart'),
      );
      await size.click();
      expect((await failed).status()).toBe(503);
      const miniCart = page.getByRole('dialog', {name: 'Your cart'});
      await expect(miniCart.getByRole('alert')).toHaveText(
        'We couldn’t update your cart. Please try again.',
      );
      // Past the 600 ms a successful add's glance lasts, the reason is still there.
      await page.waitForTimeout(1500);
      await expect(miniCart).toBeVisible();
      await expect(page.locator('.cart-count').first()).toHaveText('0');
      await sandbox.faults.clear();
      await miniCart.getByRole('button', {name: 'Close cart'}).click();
      await expect(miniCart).toBeHidden();
      await context.close();
    });
  }

  test('a quick add made while part of the page still waits for its code opens the mini cart once the page catches up', async ({
    page,
  }) => {
    // The footer's sign-up form fetches its code at the first touch. Held back here, that
    // part stays server HTML and React holds the router's updates until it arrives, then
    // draws only the last one: the add already finished. The mini cart must still open.
    const release = await holdRequests(page, SIGN_UP_FORM_CODE);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          if (document.querySelector('.mini-cart .cart-line'))
            (window as unknown as {sawMiniCart: boolean}).sawMiniCart = true;
        }).observe(document.body, {childList: true, subtree: true});
      });
    });
    const size = await firstQuickAddSize(page);
    const added = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/cart'),
    );
    await size.click();
    await added;
    release();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as {sawMiniCart?: boolean}).sawMiniCart,
        ),
      )
      .toBe(true);
    await expect(page.locator('.cart-count').first()).toHaveText('1');
    await expect(page).toHaveURL(/\/collections\/tops$/);
  });

  test('the header opens the mini cart; Escape closes it and gives focus back', async ({
    page,
    cart,
  }) => {
    await cart.add('dresses');
    await page.goto('/');
    await hydrated(page);
    const cartLink = page.getByRole('link', {name: /^Cart/});
    await expect(cartLink).toHaveAttribute('aria-expanded', 'false');
    await cartLink.click();
    const dialog = page.getByRole('dialog', {name: 'Your cart'});
    await expect(dialog).toBeVisible();
    await expect(cartLink).toHaveAttribute('aria-expanded', 'true');
    await expect(
      dialog.getByRole('button', {name: 'Close cart'}),
    ).toBeFocused();
    await expect(dialog.locator('[data-cart-status]')).toHaveAttribute(
      'data-cart-status',
      'idle',
    );
    await expect(dialog.getByRole('link', {name: 'Checkout'})).toHaveAttribute(
      'href',
      /\/checkout\//,
    );

    // Focus stays inside while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.mini-cart')),
      ),
    ).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.mini-cart')),
      ),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartLink).toBeFocused();

    await cartLink.click();
    await dialog.getByRole('button', {name: 'Close cart'}).click();
    await expect(dialog).toBeHidden();
  });

  test('changes a quantity, and a removed line goes before the server answers', async ({
    page,
    cart,
  }) => {
    await cart.add('dresses');
    await cart.add('tops');
    await openCartPage(page);
    await expect(lines(page)).toHaveCount(2);
    const subtotal = page.getByTestId('cart-subtotal').first();
    const before = await subtotal.textContent();

    const first = lines(page).first();
    await first.getByRole('button', {name: 'Increase quantity'}).click();
    await expect(first.locator('output')).toHaveText('2');
    await expect(page.locator('.cart--page')).toHaveAttribute(
      'data-cart-status',
      'idle',
    );
    await expect(subtotal).not.toHaveText(before!);
    await expect(page.locator('.cart-count').first()).toHaveText('3');

    await first.getByRole('button', {name: 'Decrease quantity'}).click();
    await expect(first.locator('output')).toHaveText('1');
    await expect(subtotal).toHaveText(before!);
    await expect(page.locator('.cart--page')).toHaveAttribute(
      'data-cart-status',
      'idle',
    );

    // The removal is held on its way to the store until the test lets it go: the line must go at once.
    // Only the removal is held and awaited: an earlier change's answer may still be on its way.
    const isRemoval = (request: Request) =>
      request.method() === 'POST' &&
      (request.postData() ?? '').includes('LinesRemove');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/cart'),
      async (route) => {
        if (isRemoval(route.request())) await held;
        await route.fallback();
      },
    );
    let answered = false;
    const removed = page.waitForResponse((r) => isRemoval(r.request()));
    void removed.then(() => (answered = true));
    await lines(page).last().getByRole('button', {name: 'Remove'}).click();
    await expect(visibleLines(page)).toHaveCount(1);
    expect(answered).toBe(false);
    await expect(page.locator('.cart--page')).toHaveAttribute(
      'data-cart-status',
      'updating',
    );
    await expect(
      page.getByRole('status').filter({hasText: 'Updating your cart…'}),
    ).toBeAttached();
    release();
    expect((await removed).ok()).toBe(true);
    await expect(lines(page)).toHaveCount(1);
    await expect(page.locator('.cart--page')).toHaveAttribute(
      'data-cart-status',
      'idle',
    );
  });

  test('a failed removal brings the line back with the reason', async ({
    page,
    cart,
    sandbox,
    consoleErrors,
  }) => {
    await cart.add('skirts');
    await openCartPage(page);
    await sandbox.faults.set({service: 'storefront', status: 500, times: 1});
    // The browser reports the cart's 503 answer in its console; that failure is what this test is about.
    consoleErrors.allow(
      /^Failed to load resource: the server responded with a status of 503/,
    );
    await lines(page).first().getByRole('button', {name: 'Remove'}).click();
    await expect(lines(page).first().getByRole('alert')).toHaveText(
      'We couldn’t update your cart. Please try again.',
    );
    await expect(visibleLines(page)).toHaveCount(1);
  });

  test('a seeded discount code lowers the total', async ({page, cart}) => {
    await cart.add('knitwear');
    await openCartPage(page);
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    await page.getByRole('textbox', {name: 'Discount code'}).fill('welcome10');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expect(page.locator('.discount-codes')).toContainText(
      'WELCOME10 applied',
    );
    await expect(total).not.toHaveText(before!);
    await expect(page.getByTestId('cart-discount')).toBeVisible();

    await page.getByRole('textbox', {name: 'Discount code'}).fill('NOT-A-CODE');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expect(page.locator('.discount-codes')).toContainText(
      'NOT-A-CODE can’t be used with this cart',
    );

    await page
      .getByRole('button', {name: 'Remove discount code WELCOME10'})
      .click();
    await expect(total).toHaveText(before!);
  });

  test('a second tab shows the same cart without reloading', async ({
    context,
  }: {
    context: BrowserContext;
  }) => {
    const first = await context.newPage();
    await addFromProductPage(first, await productPath(first, 'dresses'));
    const second = await context.newPage();
    await second.goto('/');
    await hydrated(second);
    await expect(second.locator('.cart-count').first()).toHaveText('1');
    await second.evaluate(
      () =>
        ((window as unknown as {sameDocument: boolean}).sameDocument = true),
    );

    await openCartPage(first);
    await lines(first)
      .first()
      .getByRole('button', {name: 'Increase quantity'})
      .click();
    await expect(first.locator('.cart--page')).toHaveAttribute(
      'data-cart-status',
      'idle',
    );
    await expect(second.locator('.cart-count').first()).toHaveText('2');
    expect(
      await second.evaluate(
        () => (window as unknown as {sameDocument?: boolean}).sameDocument,
      ),
    ).toBe(true);
  });

  test('checking out in the sandbox leaves an empty cart', async ({
    page,
    cart,
    sandbox,
  }) => {
    await cart.add('pants');
    await openCartPage(page);
    await page.getByRole('link', {name: 'Checkout'}).click();
    await expect(page).toHaveURL(new RegExp(`^${sandbox.origin}/checkout/`));
    await page.getByLabel(/e-?mail/i).fill('checkout.e2e@example.com');
    await page.getByRole('button', {name: /pay now/i}).click();
    await expect(page.getByText(/thank you/i).first()).toBeVisible();
    await openCartPage(page);
    await expect(page.locator('.cart--page')).toContainText(
      'Your cart is empty.',
    );
    await expect(page.locator('.cart-count').first()).toHaveText('0');
  });

  test('the cart page and the mini cart have no accessibility violations', async ({
    page,
    cart,
  }) => {
    await cart.add('dresses');
    await openCartPage(page);
    const pageResults = await new AxeBuilder({page}).analyze();
    expect(pageResults.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('link', {name: /^Cart/}).click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    const miniResults = await new AxeBuilder({page})
      .include('.mini-cart')
      .analyze();
    expect(miniResults.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('cart without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('adds, updates and removes through plain forms', async ({page}) => {
    const path = await productPath(page, 'tops');
    await page.goto(path);
    await page
      .locator('.size-picker input:not([disabled])')
      .first()
      .check({force: true});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first().locator('output')).toHaveText('1');

    await lines(page)
      .first()
      .getByRole('button', {name: 'Increase quantity'})
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines(page).first().locator('output')).toHaveText('2');

    await page.getByLabel('Order note').fill('No JavaScript here');
    await page.getByRole('button', {name: 'Save note'}).click();
    await expect(page.getByLabel('Order note')).toHaveValue(
      'No JavaScript here',
    );

    await page.getByRole('textbox', {name: 'Discount code'}).fill('SAVE20');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expect(page.locator('.discount-codes')).toContainText(
      'SAVE20 applied',
    );

    await lines(page).first().getByRole('button', {name: 'Remove'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart--page')).toContainText(
      'Your cart is empty.',
    );
  });

  // Desktops too: without JavaScript no size strip is drawn, and the toggle stands in for it.
  for (const width of [390, 1280]) {
    test(`quick add from a tile works as a plain form, ${width} wide`, async ({
      browser,
    }) => {
      const {page, context} = await pageAt(browser, width, {
        javaScriptEnabled: false,
      });
      await page.goto('/collections/tops');
      const tile = tilesWithSizeToAdd(page).first();
      const title = (await tile
        .locator('h3, h2')
        .first()
        .textContent())!.trim();
      await tile.getByText('+ QUICK ADD').click();
      // The sizes are there at once: no word of them loading.
      expect(await quickAddHint(tile)).toBe('none');
      await tile.locator(QUICK_ADD_SIZE).first().click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(lines(page).first()).toContainText(title.split(' - ')[0]);
      await expect(page.locator('.cart--page')).toContainText(title);
      await context.close();
    });
  }
});
