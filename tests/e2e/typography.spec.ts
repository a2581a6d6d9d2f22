/**
 * What a shopper reads (issue 13, defect 9): on content pages a main heading is larger
 * than the sub-headings under it, and those larger than the ones under them; on a phone
 * the header shows the whole brand name.
 */
import {expect, test} from './fixtures';
import {hydrated} from './support';

/** Font sizes of the visible h1, h2 and h3 in the page's main content. */
async function headingSizes(page: import('@playwright/test').Page) {
  return page.locator('main').evaluate((main) => {
    const sizes: Record<'h1' | 'h2' | 'h3', number[]> = {
      h1: [],
      h2: [],
      h3: [],
    };
    for (const level of ['h1', 'h2', 'h3'] as const) {
      for (const heading of main.querySelectorAll<HTMLElement>(level)) {
        const style = getComputedStyle(heading);
        // Headings kept for screen readers only are not what a shopper sees.
        if (
          heading.getClientRects().length === 0 ||
          heading.offsetWidth <= 1 ||
          style.visibility === 'hidden'
        )
          continue;
        sizes[level].push(parseFloat(style.fontSize));
      }
    }
    return sizes;
  });
}

test.describe('type on content pages', () => {
  for (const path of ['/pages/about', '/pages/shipping', '/pages/contact']) {
    test(`${path}: h1 is larger than h2, h2 larger than h3`, async ({page}) => {
      await page.goto(path);
      const sizes = await headingSizes(page);
      expect(sizes.h1.length).toBeGreaterThan(0);
      expect(sizes.h2.length + sizes.h3.length).toBeGreaterThan(0);
      const smallest = (list: number[]) => Math.min(...list);
      const largest = (list: number[]) => Math.max(...list);
      if (sizes.h2.length)
        expect(smallest(sizes.h1)).toBeGreaterThan(largest(sizes.h2));
      if (sizes.h3.length)
        expect(smallest(sizes.h2.length ? sizes.h2 : sizes.h1)).toBeGreaterThan(
          largest(sizes.h3),
        );
      // A page title reads as one: at least 28 px.
      expect(smallest(sizes.h1)).toBeGreaterThanOrEqual(28);
    });
  }
});

test.describe('phone header', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('shows the whole brand name at 390 px', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const logo = page.locator('.site-header__logo');
    await expect(logo).toHaveText('Meadow & Co.');
    const fits = await logo.evaluate(
      (element) => element.scrollWidth <= element.clientWidth,
    );
    expect(fits).toBe(true);
    // Every tool stays on the bar, within the screen.
    for (const name of ['Search', 'Sign in']) {
      const box = (await page
        .locator('.site-header')
        .getByRole(name === 'Search' ? 'button' : 'link', {name})
        .boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const cart = (await page.getByRole('link', {name: /^Cart/}).boundingBox())!;
    expect(cart.x + cart.width).toBeLessThanOrEqual(390);
  });
});

test.describe('Lato', () => {
  test('draws the shop in both weights from the core faces, never the whole ones', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font')
        fonts.push(new URL(request.url()).pathname);
    });
    for (const path of [
      '/',
      '/collections/dresses',
      '/products/amalfi-linen-midi-dress-black',
    ]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
    }
    const names = fonts.map((font) =>
      font.replace(/-[\w-]{8}\.woff2$/, '.woff2').replace('/assets/', ''),
    );
    expect([...new Set(names)].sort()).toEqual([
      'lato-core-400.woff2',
      'lato-core-700.woff2',
    ]);
  });

  test('fetches the whole face for a character outside the core', async ({
    page,
  }) => {
    await page.goto('/pages/about');
    const whole = page.waitForRequest((request) =>
      /\/assets\/lato-latin-400-normal-[\w-]+\.woff2$/.test(request.url()),
    );
    await page.locator('main h1').evaluate((heading) => {
      const word = document.createElement('p');
      word.textContent = 'Rosé';
      heading.after(word);
    });
    await whole;
  });
});

/** The type scale of app/styles/themes.css, in pixels. */
const TYPE_SCALE = [12, 14, 16, 18, 20, 24, 28, 32, 48];

test.describe('type scale', () => {
  for (const width of [390, 1280]) {
    test(`every text a shopper sees is drawn in a size of the scale, ${width} wide`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 844});
      const drawn = new Map<string, string>();
      for (const path of [
        '/',
        '/collections/sale',
        '/search?q=dress',
        '/products/amalfi-linen-midi-dress-black',
        '/cart',
        '/pages/about',
        '/account/login',
      ]) {
        await page.goto(path);
        await hydrated(page);
        const sizes = await page.evaluate(() => {
          const found: Record<string, string> = {};
          const walker = document.createTreeWalker(
            document.body,
            NodeFilter.SHOW_TEXT,
          );
          while (walker.nextNode()) {
            const parent = walker.currentNode.parentElement;
            const text = walker.currentNode.textContent?.trim();
            if (!parent || !text || parent.getClientRects().length === 0)
              continue;
            found[getComputedStyle(parent).fontSize] ??= text.slice(0, 40);
          }
          return found;
        });
        for (const [size, text] of Object.entries(sizes))
          drawn.set(size, `${path}: ${text}`);
      }
      const outside = [...drawn].filter(
        ([size]) => !TYPE_SCALE.includes(parseFloat(size)),
      );
      expect(outside).toEqual([]);
      // The pages use most of the scale, so the check above has something to catch.
      expect(drawn.size).toBeGreaterThanOrEqual(6);
    });
  }
});
