import {expect, type Locator, type Page} from '@playwright/test';

/** True once React has hydrated the element, so events reach the app rather than plain HTML. */
async function isHydrated(element: Locator) {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps')),
  );
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
