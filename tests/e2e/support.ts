import {expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the header, so clicks reach the app rather than plain HTML. */
export async function hydrated(page: Page) {
  const link = page.locator('.cart-button').first();
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
