/**
 * Sort and filters as a shopper meets them (issue #13, defects 6 and 7; issue #19's
 * price slider): arrow keys browse the sort choices without applying them or losing
 * focus, a phone shows products on arrival with the filters one press away, and the
 * price is a two-handled range whose bounds hold while other filters narrow the list.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {hydratedPiece} from './support';

const expectPath = async (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.pathname + url.search === path);
const sortSelect = (page: Page) => page.getByLabel('Sort by');
const focusedName = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.name ?? null,
  );

/** The dresses listing, its sort hydrated and focused; the sort's choices, in order. */
async function focusSortOnDresses(page: Page) {
  await page.goto('/collections/dresses', {waitUntil: 'load'});
  await hydratedPiece(page, sortSelect(page));
  const options = await sortSelect(page)
    .locator('option')
    .evaluateAll((list) =>
      list.map((option) => (option as HTMLOptionElement).value),
    );
  await sortSelect(page).focus();
  return options;
}

test.describe('sort by keyboard', () => {
  test('arrow keys browse the choices; Enter applies the one shown and focus stays on the sort', async ({
    page,
  }) => {
    const options = await focusSortOnDresses(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(500);
    // Nothing applied yet: the shopper is still choosing.
    await expectPath(page, '/collections/dresses');
    expect(await focusedName(page)).toBe('sort');
    await expect(sortSelect(page)).toHaveValue(options[2]);

    await page.keyboard.press('Enter');
    await expectPath(page, `/collections/dresses?sort=${options[2]}`);
    await expect(page.locator('article.product-tile').first()).toBeVisible();
    expect(await focusedName(page)).toBe('sort');
    await expect(sortSelect(page)).toHaveValue(options[2]);

    // Leaving the sort applies what it shows too.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expectPath(page, `/collections/dresses?sort=${options[3]}`);
  });

  test('browsing on while the chosen sort loads keeps what the select shows, and leaving applies it', async ({
    page,
  }) => {
    const options = await focusSortOnDresses(page);
    // Enter on the third choice, then one more step before the page can draw anything: the
    // same task, so however fast the listing comes, it arrives after the shopper moved on.
    await sortSelect(page).evaluate(
      (select: HTMLSelectElement, [chosen, next]) => {
        select.value = chosen!;
        select.dispatchEvent(
          new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}),
        );
        select.value = next!;
      },
      [options[2], options[3]],
    );
    await expectPath(page, `/collections/dresses?sort=${options[2]}`);
    await expect(page.locator('article.product-tile').first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(sortSelect(page)).toHaveValue(options[3]!);
    await page.keyboard.press('Tab');
    await expectPath(page, `/collections/dresses?sort=${options[3]}`);
  });

  test('choosing with the mouse (or a screen reader’s pick) applies at once', async ({
    page,
  }) => {
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    await hydratedPiece(page, sortSelect(page));
    await sortSelect(page).selectOption('price-desc');
    await expectPath(page, '/collections/dresses?sort=price-desc');
  });
});

test.describe('filters on a phone', () => {
  test.use({
    viewport: {width: 390, height: 844},
    hasTouch: true,
    isMobile: true,
  });

  test('products show on arrival; "Filter and sort" opens the filters in a drawer', async ({
    page,
  }) => {
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    await expect(page.locator('article.product-tile').first()).toBeInViewport();
    await expect(page.getByLabel('Sort by')).toBeHidden();

    await page.getByRole('button', {name: 'Filter and sort'}).click();
    const drawer = page.getByRole('dialog', {name: 'Filter and sort'});
    await expect(drawer).toBeVisible();
    await drawer.locator('summary', {hasText: /^Colour$/}).click();
    const colour = drawer.locator('input[name="colour"]').first();
    const value = (await colour.getAttribute('value'))!;
    await colour.check();
    await expectPath(
      page,
      `/collections/dresses?colour=${encodeURIComponent(value).replace(/%20/g, '+')}`,
    );
    await drawer.getByRole('button', {name: 'Show products'}).click();
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('button', {name: 'Filter and sort (1)'}),
    ).toBeFocused();
    await expect(page.locator('article.product-tile').first()).toBeInViewport();
  });

  test('without JavaScript "Filter and sort" shows the filter form, and Apply lands on the results', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: {width: 390, height: 844},
    });
    const page = await context.newPage();
    await page.goto('/collections/dresses');
    await expect(page.locator('article.product-tile').first()).toBeInViewport();
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await page.getByRole('link', {name: 'Filter and sort'}).click();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expectPath(page, '/collections/dresses?sort=price-desc');
    await expect(page.locator('article.product-tile').first()).toBeInViewport();
    await context.close();
  });
});

test.describe('price range', () => {
  async function openPrice(page: Page) {
    const facet = page.locator('details.facet', {
      has: page.locator('summary', {hasText: /^Price$/}),
    });
    if ((await facet.getAttribute('open')) === null)
      await facet.locator('summary').click();
    return facet;
  }

  test('two handles, moved by keyboard, set the price; the track keeps its widest range as filters narrow', async ({
    page,
  }) => {
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    const price = await openPrice(page);
    const lowest = price.getByRole('slider', {name: 'Lowest price'});
    const highest = price.getByRole('slider', {name: 'Highest price'});
    await expect(lowest).toBeVisible();
    const [min, max] = [
      Number(await lowest.getAttribute('min')),
      Number(await lowest.getAttribute('max')),
    ];
    expect(max).toBeGreaterThan(min);
    await expect(lowest).toHaveValue(String(min));
    await expect(highest).toHaveValue(String(max));
    await expect(lowest).toHaveAttribute('aria-valuetext', /^\$\d/);

    await highest.focus();
    for (let n = 0; n < 10; n++) await page.keyboard.press('ArrowLeft');
    await lowest.focus();
    for (let n = 0; n < 5; n++) await page.keyboard.press('ArrowRight');
    await expectPath(page, `/collections/dresses?price=${min + 5}:${max - 10}`);
    await expect(
      page.getByRole('link', {name: /Remove filter Price:/}),
    ).toBeVisible();
    expect(
      await page.evaluate(() =>
        document.activeElement?.getAttribute('aria-label'),
      ),
    ).toBe('Lowest price');

    // A colour narrows the results; the slider's track stays as wide as before.
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    const narrow = await page
      .locator('input[name="colour"]')
      .evaluateAll((list) =>
        list.map((input) => (input as HTMLInputElement).value),
      );
    await page
      .locator('details.facet', {
        has: page.locator('summary', {hasText: /^Colour$/}),
      })
      .locator('summary')
      .click();
    await page
      .locator(`input[name="colour"][value="${narrow.at(-1)}"]`)
      .check();
    await expect(page).toHaveURL(/colour=/);
    await expect(page.locator('article.product-tile').first()).toBeVisible();
    const again = await openPrice(page);
    await expect(
      again.getByRole('slider', {name: 'Lowest price'}),
    ).toHaveAttribute('min', String(min));
    await expect(
      again.getByRole('slider', {name: 'Highest price'}),
    ).toHaveAttribute('max', String(max));
  });

  test('without JavaScript the price is two fields the filter form sends', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/collections/dresses');
    const price = await openPrice(page);
    await expect(price.getByRole('slider')).toHaveCount(0);
    await price.getByLabel('Min price').fill('50');
    await price.getByLabel('Max price').fill('200');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expectPath(page, '/collections/dresses?price=50:200');
    await context.close();
  });
});
