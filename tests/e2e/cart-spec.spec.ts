/**
 * Cart rules from issue 19 in a browser: a change the service caps is explained in the
 * mini cart and on its line, and the state 'creating' shows while a first add makes the cart.
 */
import {expect, test} from './fixtures';
import {hydrated} from './support';

const PRODUCT = '/products/rosalind-silk-slip-dress-blush';

test('adding a size past its stock shows the service’s message in the mini cart and on the line', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const size = page
    .locator('.size-picker label', {hasText: /^14/})
    .locator('input');
  await expect(size).toBeEnabled();
  const dialog = page.getByRole('dialog', {name: 'Your cart'});
  // Low in stock (1 to 3): keep adding until the service says no more.
  for (let attempt = 0; attempt < 4; attempt++) {
    await size.check({force: true});
    const answered = page.waitForResponse(
      (r) => r.url().includes('/cart.data') && r.request().method() === 'POST',
    );
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await answered;
    await expect(dialog).toBeVisible();
    if (await dialog.locator('.cart-notice').count()) break;
    await dialog.getByRole('button', {name: 'Close cart'}).click();
  }
  const message =
    /You can't add more .+ to the cart\.|Only \d+ items were added to your cart due to availability\./;
  await expect(dialog.locator('.cart-notice')).toHaveText(message);
  await expect(
    dialog.locator('.cart-line').filter({hasText: 'Rosalind'}),
  ).toContainText(message);
});

test("the cart shows 'creating' while the first add makes the cart", async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cart.data', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page
    .locator('.size-picker input:not([disabled])')
    .first()
    .check({force: true});
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(
    page.locator('.site-header .cart-count[data-cart-status="creating"]'),
  ).toBeVisible();
  release();
  await expect(page.locator('.site-header .cart-count')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
  await expect(page.locator('.site-header .cart-count')).toHaveText('1');
});

test('quick add twice past the stock, then "+" on the line: each refusal is explained', async ({
  page,
}) => {
  await page.goto('/collections/dresses');
  await hydrated(page);
  const tile = page.locator(
    'article.product-tile[data-product-handle="rosalind-silk-slip-dress-blush"]',
  );
  const dialog = page.getByRole('dialog', {name: 'Your cart'});
  const message =
    /You can't add more .+ to the cart\.|Only \d+ items were added to your cart due to availability\./;
  for (let attempt = 0; attempt < 4; attempt++) {
    await tile.scrollIntoViewIfNeeded();
    await tile.locator('.product-tile__media').hover({force: true});
    const answered = page.waitForResponse(
      (r) => r.url().includes('/cart.data') && r.request().method() === 'POST',
    );
    await tile
      .getByRole('group', {name: /to cart in size/})
      .getByRole('button', {name: '14', exact: true})
      .dispatchEvent('click');
    await answered;
    // The answer lands a moment before the panel draws it: a refusal keeps the panel open
    // with its notice, an accepted add is a glance that closes by itself.
    await expect
      .poll(async () =>
        (await dialog.locator('.cart-notice').count())
          ? 'refused'
          : (await dialog.isVisible())
            ? 'open'
            : 'closed',
      )
      .not.toBe('open');
    if (await dialog.locator('.cart-notice').count()) break;
  }
  // The refusal stays on screen (no 600 ms glance) with the service's words, in the panel and on the line.
  await expect(dialog.locator('.cart-notice')).toHaveText(message);
  await expect(
    dialog.locator('.cart-line').filter({hasText: 'Rosalind'}),
  ).toContainText(message);

  await page.goto('/cart');
  await expect(page.locator('.cart--page')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
  const line = page
    .locator('.cart--page .cart-line')
    .filter({hasText: 'Rosalind'});
  await line.getByRole('button', {name: 'Increase quantity'}).click();
  await expect(line).toContainText(message);
});
