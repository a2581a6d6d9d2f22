/**
 * No page scrolls sideways, from the smallest phone to a wide desktop: the document is
 * never wider than the window (issue #13, defect 3: an Instagram row made the phone
 * home page 861 px wide, so the search overlay opened off screen).
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

const WIDTHS = [320, 390, 768, 1280];

const ROUTES = [
  '/',
  '/au',
  '/collections/dresses',
  '/au/collections/dresses?colour=Black',
  '/collections/new-arrivals',
  '/collections/vip-preview',
  '/search',
  '/search?q=juniper',
  '/search?q=qqqzzzxxx',
  '/products/juniper-wrap-dress-rust',
  '/au/products/juniper-wrap-dress-rust',
  '/cart',
  '/pages/about',
  '/pages/shipping',
  '/pages/contact',
  '/pages/size-guide',
  '/pages/spring-lookbook',
  '/pages/competition',
  '/pages/sms-signup',
  '/account/login',
  '/account/register',
  '/account/forgot-password',
  '/no/such/page',
];

/** How far the page scrolls sideways, after the page's own code and pictures have arrived. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({viewport: {width, height: 800}});

    test('no page is wider than the window', async ({page}) => {
      test.setTimeout(120_000);
      const wide: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route, {waitUntil: 'load'});
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) wide.push(`${route} scrolls ${overflow} px sideways`);
      }
      expect(wide).toEqual([]);
    });
  });
}

for (const path of ['/', '/au']) {
  test(`on a phone the search overlay opened from ${path} sits on screen and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path, {waitUntil: 'load'});
    await page
      .getByRole('banner')
      .getByRole('button', {name: 'Search'})
      .click();
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Search').fill('dress');
    await expect(dialog.getByRole('article').first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
}
