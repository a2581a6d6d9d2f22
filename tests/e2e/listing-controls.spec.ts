/**
 * Sort and filters as a shopper meets them (issue #13, defects 6 and 7; issue #19's
 * price slider): arrow keys browse the sort choices without applying them or losing
 * focus, a phone shows products on arrival with the filters one press away, and the
 * price is a two-handled range whose bounds hold while other filters narrow the list.
 */
import {expect, test, type Page} from '@playwright/test';

const expectPath = async (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname + url.search === path);
const sortSelect = (page: Page) => page.getByLabel('Sort by');
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

test.describe('sort by keyboard', () => {
  test('arrow keys browse the choices; Enter applies the one shown and focus stays on the sort', async ({page}) => {
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    await expect.poll(() => sortSelect(page).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(true);
    const options = await sortSelect(page).locator('option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
    await sortSelect(page).focus();
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

  test('choosing with the mouse (or a screen reader’s pick) applies at once', async ({page}) => {
    await page.goto('/collections/dresses', {waitUntil: 'load'});
    await expect.poll(() => sortSelect(page).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(true);
    await sortSelect(page).selectOption('price-desc');
    await expectPath(page, '/collections/dresses?sort=price-desc');
  });
});
