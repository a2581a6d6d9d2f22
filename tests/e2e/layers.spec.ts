/**
 * Layers over the page, as a shopper meets them (issue 13, defects 5 and 8): the
 * back-in-stock modal sits in the middle of the screen, Escape in a modal opened from
 * the search overlay closes only the modal, and the page behind the overlay, the mini
 * cart and the modal does not scroll under the shopper's wheel.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {hydrated, sizeToAdd, tilesWithSizeToAdd} from './support';

test.use({viewport: {width: 1280, height: 900}});

async function openOverlay(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page
    .locator('.site-header')
    .getByRole('button', {name: 'Search'})
    .click();
  const overlay = page.getByRole('dialog', {name: 'Search'});
  await expect(overlay).toBeVisible();
  return overlay;
}

/** Overlay results with a sold-out style (its tile offers NOTIFY ME). */
async function notifyMeInOverlay(page: Page) {
  const overlay = await openOverlay(page);
  await overlay.getByPlaceholder('Search').fill('isadora');
  const notify = overlay.getByRole('button', {name: /^NOTIFY ME when/}).first();
  await expect(notify).toBeVisible();
  return {overlay, notify};
}

/** Wheels over a point of the page, then says how far the document scrolled. */
async function wheelAt(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  // Scrolling is asynchronous; give it frames to land.
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY);
}

test.describe('layers over the page', () => {
  test('the back-in-stock modal is centred, 700 wide, at most 90vh tall', async ({
    page,
  }) => {
    const {notify} = await notifyMeInOverlay(page);
    await notify.click();
    const modal = page.getByRole('dialog', {name: 'Notify me when it’s back'});
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Email')).toBeFocused();
    const box = (await modal.boundingBox())!;
    expect(box.width).toBe(700);
    expect(box.height).toBeLessThanOrEqual(900 * 0.9 + 1);
    // Centred in the viewport (the page's scrollbar gutter aside).
    const {innerWidth} = await page.evaluate(() => ({
      innerWidth: document.documentElement.clientWidth,
    }));
    expect(
      Math.abs(box.x + box.width / 2 - innerWidth / 2),
    ).toBeLessThanOrEqual(12);
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThanOrEqual(2);
  });

  test('Escape in the modal opened from the overlay closes only the modal', async ({
    page,
  }) => {
    const {overlay, notify} = await notifyMeInOverlay(page);
    await notify.click();
    const modal = page.getByRole('dialog', {name: 'Notify me when it’s back'});
    await expect(modal.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(overlay).toBeVisible();
    await expect(notify).toBeFocused();
    // The overlay still answers its own Escape.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  test('the page behind the search overlay does not scroll', async ({page}) => {
    await openOverlay(page);
    expect(await wheelAt(page, 200, 500)).toBe(0);
  });

  test('the page behind the mini cart does not scroll', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', {name: /^Cart/}).click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    expect(await wheelAt(page, 200, 500)).toBe(0);
  });

  test('the page behind the back-in-stock modal does not scroll', async ({
    page,
  }) => {
    const {notify} = await notifyMeInOverlay(page);
    await notify.click();
    await expect(
      page.getByRole('dialog', {name: 'Notify me when it’s back'}),
    ).toBeVisible();
    // Above the modal, over the dimmed page.
    expect(await wheelAt(page, 640, 30)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('dialog', {name: 'Notify me when it’s back'}),
    ).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Once every layer is gone the page scrolls again.
    expect(await wheelAt(page, 640, 500)).toBeGreaterThan(0);
  });

  test('quick add in the search overlay shows the mini cart above the overlay, then the overlay again', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const overlay = await openOverlay(page);
    await overlay.getByPlaceholder('Search').fill('linen');
    const tile = tilesWithSizeToAdd(overlay).first();
    await tile
      .locator('.product-tile__media')
      .hover({position: {x: 20, y: 20}});
    const size = sizeToAdd(tile);
    await expect(size).toBeVisible();
    // Hold the page's clock so the 600 ms glance can be looked at.
    await page.clock.install();
    await size.click();
    const glance = page.locator('dialog.mini-cart');
    await expect(
      glance.getByRole('heading', {name: 'Your cart'}),
    ).toBeVisible();
    // What is drawn where the mini cart stands is the mini cart (hit tests skip it: the
    // overlay keeps the page inert). The frozen clock stops Playwright's own screenshot
    // waits too, so the browser is asked for the pixels directly.
    const box = (await glance.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const {data} = await cdp.send('Page.captureScreenshot', {
      clip: {...box, scale: 1},
    });
    expect(Buffer.from(data, 'base64')).toMatchSnapshot(
      'glance-over-overlay.png',
    );
    await page.clock.runFor(700);
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeHidden();
    await expect(page.locator('.cart-count').first()).toHaveText('1');
    // The shopper is back in the overlay, where they were, and it still answers Escape.
    await expect(overlay).toBeVisible();
    await expect(size).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the menu opens as a drawer that holds the page, and Escape gives focus back', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      const toggle = page
        .getByRole('navigation', {name: 'Main'})
        .locator('.mobile-menu__toggle');
      await toggle.click();
      const menu = page.getByRole('dialog', {name: 'Menu'});
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', {name: 'Sale'})).toBeVisible();
      expect(await wheelAt(page, 200, 700)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});
