import {expect, type Locator, type Page} from '@playwright/test';

/** True once React has hydrated the element, so events reach the app rather than plain HTML. */
async function isHydrated(element: Locator) {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));
}

/** Waits until React has hydrated the header. */
export async function hydrated(page: Page) {
  await expect.poll(() => isHydrated(page.locator('.cart-button').first())).toBe(true);
}

/** Waits for a piece whose code loads after the page (the deferred forms), as well as the header. */
export async function hydratedPiece(page: Page, piece: Locator) {
  await hydrated(page);
  await expect.poll(() => isHydrated(piece)).toBe(true);
}

/** Switches a sandbox fault on (`POST /_sandbox/faults`), or clears them all with null. */
export async function sandboxFault(body: Record<string, unknown> | null) {
  await fetch(new URL('/_sandbox/faults', process.env.E2E_SANDBOX_ORIGIN!), {
    method: body ? 'POST' : 'DELETE',
    headers: {'content-type': 'application/json'},
    body: body ? JSON.stringify(body) : undefined,
  });
}
