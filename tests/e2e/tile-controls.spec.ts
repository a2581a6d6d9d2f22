/**
 * What a shopper can press on a product tile is what they get (issue #13, defects 1
 * and 2): on a hovered tile every button and link is the element under its own centre
 * (the size strip once slid over a video's pause button, so a pause added size 6 to
 * the cart), and a colour swatch shows that colour in the tile, or opens its page.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {isHydrated} from './support';

const tiles = (page: Page) => page.locator('article.product-tile');

/** Visible buttons and links in the tile that are not the element drawn at their own centre. */
async function coveredControls(tile: Locator) {
  return tile.evaluate((article) => {
    const covered: string[] = [];
    for (const control of article.querySelectorAll<HTMLElement>(
      'a, button, summary',
    )) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden')
        continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight)
        continue;
      // Clipped by the photo frame (sizes waiting below the photo): not drawn, not pressable.
      let clipped = false;
      for (
        let parent = control.parentElement;
        parent && parent !== article.parentElement;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (
          y < frame.top ||
          y > frame.bottom ||
          x < frame.left ||
          x > frame.right
        )
          clipped = true;
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit))) {
        const name =
          control.getAttribute('aria-label') ||
          control.textContent?.trim() ||
          control.tagName;
        const under = hit
          ? `${hit.tagName.toLowerCase()} "${(hit.getAttribute('aria-label') || hit.textContent || '').trim().slice(0, 30)}"`
          : 'nothing';
        covered.push(`${name} is under ${under}`);
      }
    }
    return covered;
  });
}

/** Points at the photo of a hydrated tile: the strip is drawn when the pointer arrives. */
async function hoverMedia(tile: Locator) {
  await expect.poll(() => isHydrated(tile)).toBe(true);
  await tile.scrollIntoViewIfNeeded();
  await tile.locator('.product-tile__media').hover({position: {x: 20, y: 20}});
  // The size strip slides in over 0.2 s.
  await tile.page().waitForTimeout(400);
}

test.describe('hovered tiles on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('a video tile keeps its play/pause button pressable: the sizes never cover it', async ({
    page,
  }) => {
    await page.goto('/search?q=juniper', {waitUntil: 'load'});
    const tile = tiles(page)
      .filter({has: page.locator('video')})
      .first();
    await hoverMedia(tile);
    const title = (await tile.getByRole('heading').textContent())!.trim();
    const toggle = tile.getByRole('button', {
      name: new RegExp(`^(Play|Pause) video of ${title}$`),
    });
    await expect(toggle).toBeVisible();
    await expect(
      tile
        .getByRole('group', {name: `Add ${title} to cart in size`})
        .getByRole('button')
        .first(),
    ).toBeVisible();
    expect(await coveredControls(tile)).toEqual([]);

    // Pressing where the button is drawn toggles the video and adds nothing to the cart.
    let cartPosts = 0;
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname.endsWith('/cart')
      )
        cartPosts += 1;
    });
    const before = await toggle.getAttribute('aria-pressed');
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(toggle).not.toHaveAttribute('aria-pressed', before!);
    await page.waitForTimeout(300);
    expect(cartPosts).toBe(0);
  });

  for (const path of [
    '/collections/dresses',
    '/collections/tops',
    '/search?q=dress',
  ]) {
    test(`on ${path} every button and link of a hovered tile is the element under its centre`, async ({
      page,
    }) => {
      await page.goto(path, {waitUntil: 'load'});
      const count = Math.min(await tiles(page).count(), 9);
      const problems: string[] = [];
      for (let n = 0; n < count; n++) {
        const tile = tiles(page).nth(n);
        await hoverMedia(tile);
        const handle = await tile.getAttribute('data-product-handle');
        for (const problem of await coveredControls(tile))
          problems.push(`${handle}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * A tile whose other colour is not in the listing, so only the tile itself can show it;
 * with `scripted`, once its code runs (before that its swatch is a plain link to the
 * colour's page, the no-JS path).
 */
async function tileWithOtherColour(page: Page, {scripted = true} = {}) {
  await page.goto('/collections/dresses?colour=Rust', {waitUntil: 'load'});
  await expect(
    page.locator('article[data-product-handle="juniper-wrap-dress-rust"]'),
  ).toBeVisible();
  // Found by place, not by handle: the handle changes with the colour.
  const place = await tiles(page).evaluateAll((list) =>
    list.findIndex(
      (tile) =>
        tile.getAttribute('data-product-handle') === 'juniper-wrap-dress-rust',
    ),
  );
  const tile = tiles(page).nth(place);
  const swatch = tile.locator(
    'a[data-colour-handle="juniper-wrap-dress-gingham"]',
  );
  await expect(
    page.locator('article[data-product-handle="juniper-wrap-dress-gingham"]'),
  ).toHaveCount(0);
  if (scripted) await expect.poll(() => isHydrated(swatch)).toBe(true);
  return {tile, swatch};
}

/** The address of the tile's photo (or its video's poster). */
const shownPhoto = (tile: Locator) =>
  tile
    .locator('.product-tile__media img, .product-tile__media video')
    .first()
    .evaluate((media) =>
      media instanceof HTMLVideoElement
        ? media.poster
        : (media as HTMLImageElement).currentSrc ||
          (media as HTMLImageElement).src,
    );

test.describe('colour swatches on tiles', () => {
  test('choosing a colour shows that colour in the tile: name, price, photo, sizes and link', async ({
    page,
  }) => {
    const {tile, swatch} = await tileWithOtherColour(page);
    await expect(tile.getByRole('heading')).toHaveText(
      'Juniper Wrap Dress - Rust',
    );
    const photoBefore = await shownPhoto(tile);
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/api/product-tile') &&
        response.url().includes('juniper-wrap-dress-gingham'),
    );
    await swatch.click();
    expect((await refreshed).ok()).toBe(true);

    await expect(tile.getByRole('heading')).toHaveText(
      'Juniper Wrap Dress - Blue Gingham',
    );
    await expect(tile).toHaveAttribute(
      'data-product-handle',
      'juniper-wrap-dress-gingham',
    );
    await expect(
      tile.getByRole('link', {
        name: 'Juniper Wrap Dress - Blue Gingham',
        exact: true,
      }),
    ).toHaveAttribute(
      'href',
      '/products/juniper-wrap-dress-gingham?collection=dresses',
    );
    await expect(tile.locator('.price')).toContainText('$139');
    await expect(
      tile
        .getByRole('group', {
          name: 'Add Juniper Wrap Dress - Blue Gingham to cart in size',
        })
        .first(),
    ).toBeAttached();
    await expect(
      tile.locator('a[data-colour-handle="juniper-wrap-dress-gingham"]'),
    ).toHaveAttribute('aria-current', 'true');
    const photoAfter = await shownPhoto(tile);
    expect(photoAfter).not.toBe(photoBefore);
    expect(photoAfter).toContain('gingham');
    // The shopper stays on the listing.
    await expect(page).toHaveURL(/\/collections\/dresses\?colour=Rust$/);
  });

  test('if the refresh fails, the swatch opens that colour’s page', async ({
    page,
    consoleErrors,
  }) => {
    // The failure this test stages, and the tile's note of it.
    consoleErrors.allow(
      /status of 502 \(Bad Gateway\)|cannot find the product/,
    );
    const {swatch} = await tileWithOtherColour(page);
    await page.route('**/api/product-tile*', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"product":null}',
      }),
    );
    await swatch.click();
    await expect(page).toHaveURL(/\/products\/juniper-wrap-dress-gingham$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      /Blue Gingham/,
    );
  });

  test('without JavaScript the swatch opens that colour’s page', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const {swatch} = await tileWithOtherColour(page, {scripted: false});
    await swatch.click();
    await expect(page).toHaveURL(/\/products\/juniper-wrap-dress-gingham$/);
    await context.close();
  });
});
