import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/** True once React has hydrated the element, so events reach the app rather than plain HTML. */
export async function isHydrated(element: Locator) {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps')),
  );
}

/** The footer's sign-up form's code, which the browser fetches at the shopper's first move. */
export const SIGN_UP_FORM_CODE = /\/assets\/SubscribeForm-[^/]+\.js$/;

/**
 * A page in a context of its own, `width` wide: below 768 px a phone (touch, mobile
 * viewport). Close the returned context when done.
 */
export async function pageAt(
  browser: Browser,
  width: number,
  options: BrowserContextOptions = {},
) {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: {width, height: 844},
    isMobile: phone,
    hasTouch: phone,
    ...options,
  });
  return {page: await context.newPage(), context, phone};
}

/** Holds every request for `url` until the returned `release` is called. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the header. */
export async function hydrated(page: Page) {
  await expect
    .poll(() => isHydrated(page.locator('.cart-button').first()))
    .toBe(true);
}

/**
 * Waits for a piece whose code loads after the page, as well as the header. The forms'
 * code waits for the shopper's first move, so the pointer goes to the piece first.
 */
export async function hydratedPiece(page: Page, piece: Locator) {
  await hydrated(page);
  await piece.hover();
  await expect.poll(() => isHydrated(piece)).toBe(true);
}

/**
 * Marks the document now in the page; `stillSameDocument` then tells whether a click
 * went through the router (true) or loaded a new document (false).
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as {marked?: boolean}).marked = true;
  });
}

export async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as {marked?: boolean}).marked === true);
}

/**
 * A size '+ QUICK ADD' can add to the cart: drawn once the toggle is opened, and in every
 * tile's markup from the start without JavaScript (a <noscript> copy).
 */
export const QUICK_ADD_SIZE = '.product-tile__quick-add button:not([disabled])';

/**
 * Tiles (on the page or inside a layer) that add sizes straight to the cart: those with
 * '+ QUICK ADD'. Every such tile of the sandbox's listings has a size in stock.
 */
export function tilesWithSizeToAdd(scope: Page | Locator) {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('article.product-tile', {
    has: page.locator('.product-tile__quick-add'),
  });
}

/**
 * What a tile's '+ QUICK ADD' says beneath itself while its sizes are on their way (the
 * summary's generated text): `none` when it says nothing.
 */
export function quickAddHint(tile: Locator) {
  return tile
    .locator('.product-tile__quick-add summary')
    .evaluate((summary) => getComputedStyle(summary, '::after').content);
}

/** A tile's first size that can be added from its desktop strip (drawn and shown on hover). */
export function sizeToAdd(tile: Locator) {
  return tile.locator('.product-tile__overlay button:not([disabled])').first();
}

/** Opens the tops collection and shows the first tile's sizes on hover: its first size that can be added. */
export async function firstQuickAddSize(page: Page) {
  await page.goto('/collections/tops');
  await hydrated(page);
  const tile = tilesWithSizeToAdd(page).first();
  await tile.locator('.product-tile__media').hover();
  const size = sizeToAdd(tile);
  await expect(size).toBeVisible();
  return size;
}

/**
 * Opens a page `width` wide at `scale` (pageAt), lets `show` bring a tile photo up, and
 * checks that the photo fetched the first srcset width covering its drawn width at that
 * density, or the largest when none does: what a photo's `sizes` are for (product photos
 * and editors' pictures alike).
 */
export async function expectPhotoFitsTile(
  browser: Browser,
  {width, scale}: {width: number; scale: number},
  show: (page: Page) => Promise<Locator>,
) {
  const {page, context} = await pageAt(browser, width, {
    deviceScaleFactor: scale,
  });
  try {
    const photo = await show(page);
    await expect(photo).toHaveJSProperty('complete', true);
    const {fetched, covering} = await photo.evaluate(
      (img: HTMLImageElement) => {
        const drawn = img.getBoundingClientRect().width * devicePixelRatio;
        const offered = img.srcset
          .split(', ')
          .map((candidate) => Number(candidate.split(' ')[1].slice(0, -1)));
        // Shopify's CDN takes `width`, Prismic's imgix `w`.
        const asked = new URL(img.currentSrc).searchParams;
        return {
          fetched: Number(asked.get('width') ?? asked.get('w')),
          covering:
            offered.find((each) => each >= Math.floor(drawn)) ??
            Math.max(...offered),
        };
      },
    );
    expect(fetched).toBe(covering);
  } finally {
    await context.close();
  }
}
