/**
 * The search overlay (spec section 2 'Search overlay'): opened from the header, trending
 * searches, corrected suggestions with the typed part in bold, six tiles, Enter to the
 * results page or a redirect, closing on route change and Escape, keyboard only, typing
 * events at most one per 2 s, click tracking, and no accessibility violations.
 */
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {SandboxClient} from '../support/sandbox-client';
import {expect, test} from './fixtures';
import {expectPhotoFitsTile} from './support';

const tiles = (page: Page) =>
  page.locator('.search-overlay article.product-tile');

type TrackEvent = {
  kind: string;
  type: string;
  query: string | null;
  receivedAt: string;
  handle: string | null;
  signatureValid: boolean;
};

const events = (sandbox: SandboxClient, kind: string) =>
  sandbox.trackEvents.list<TrackEvent>(kind);

async function openOverlay(page: Page, path = '/') {
  await page.goto(path);
  const button = page
    .locator('.site-header')
    .getByRole('button', {name: 'Search'});
  await button.click();
  const dialog = page.getByRole('dialog', {name: 'Search'});
  await expect(dialog).toBeVisible();
  return {button, dialog, input: dialog.getByPlaceholder('Search')};
}

test.describe('search overlay', () => {
  test('without JavaScript the header Search is a link to /search', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/');
    await page
      .locator('.site-header')
      .getByRole('link', {name: 'Search'})
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await context.close();
  });

  test('trending, corrected suggestions in bold, six tiles, Enter to the results', async ({
    page,
  }) => {
    const {dialog, input} = await openOverlay(page);
    await expect(
      dialog.getByRole('heading', {name: 'Trending Searches'}),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', {name: 'dress', exact: true}),
    ).toBeVisible();
    await expect(input).toBeFocused();

    await input.pressSequentially('drses', {delay: 30});
    await expect(
      dialog.getByRole('heading', {name: 'Search Suggestions'}),
    ).toBeVisible();
    const corrected = dialog.getByRole('button', {name: 'dress', exact: true});
    await expect(corrected).toBeVisible();
    await expect(corrected.locator('b')).toHaveText('dr');
    await expect(dialog.getByRole('heading', {name: 'Products'})).toBeVisible();
    await expect(tiles(page)).toHaveCount(6);
    await expect(
      dialog.getByRole('link', {
        name: /^See all \d+ products matching 'drses'$/,
      }),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('');

    // A suggestion sets the query; its own button disappears (suggestions differ from the query).
    await corrected.click();
    await expect(input).toHaveValue('dress');
    await expect(
      dialog.getByRole('link', {
        name: /^See all \d+ products matching 'dress'$/,
      }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', {name: 'dress', exact: true}),
    ).toHaveCount(0);
    await expect(dialog.locator('.search-overlay__terms b').first()).toHaveText(
      'dress',
    );

    await input.press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search' && url.searchParams.get('q') === 'dress',
    );
    await expect(dialog).toHaveCount(0);
  });

  test('no results, a redirect as a page suggestion, and Enter to the redirect', async ({
    page,
  }) => {
    const {dialog, input} = await openOverlay(page);
    await input.fill('zzqqxxv');
    await expect(dialog.getByRole('status')).toHaveText('No results');

    await input.fill('gift cards');
    await expect(
      dialog.getByRole('heading', {name: 'Page Suggestions'}),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', {name: 'gift-cards'}),
    ).toHaveAttribute('href', '/collections/gift-cards');
    await input.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/collections/gift-cards',
    );
    await expect(dialog).toHaveCount(0);
  });

  test('Enter goes to the localised results page on /au', async ({page}) => {
    const {input} = await openOverlay(page, '/au');
    await input.fill('linen');
    await expect(tiles(page).first()).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/au/search' && url.searchParams.get('q') === 'linen',
    );
  });

  test('a route change closes it; the close button and Escape return focus to the button', async ({
    page,
  }) => {
    const {button, dialog, input} = await openOverlay(page);
    await input.fill('dress');
    await expect(tiles(page)).toHaveCount(6);
    await tiles(page).first().locator('.product-tile__title a').click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(dialog).toHaveCount(0);

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close search'}).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('keyboard only: Tab to Search, Enter opens, type, Tab through, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page
      .locator('.site-header')
      .getByRole('button', {name: 'Search'});
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('Search')).toBeFocused();
    await expect(
      dialog.getByRole('heading', {name: 'Trending Searches'}),
    ).toBeVisible();
    // Tab to the first trending query and choose it with Enter.
    await page.keyboard.press('Tab');
    const first = dialog.locator('.search-overlay__terms button').first();
    await expect(first).toBeFocused();
    const term = (await first.textContent())!;
    await page.keyboard.press('Enter');
    await expect(dialog.getByPlaceholder('Search')).toHaveValue(term);
    await expect(dialog.getByRole('heading', {name: 'Products'})).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) =>
        element.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('typing sends at most one typing event per 2 s; a tile mouse-down sends its click', async ({
    page,
    sandbox,
  }) => {
    await sandbox.trackEvents.clear();
    const {input} = await openOverlay(page);
    await expect(
      page.getByRole('heading', {name: 'Trending Searches'}),
    ).toBeVisible();
    const started = Date.now();
    await input.pressSequentially('linen dresses', {delay: 350});
    await expect(tiles(page).first()).toBeVisible();
    await page.waitForTimeout(2500);
    const elapsed = Date.now() - started;

    const typing = await events(sandbox, 'typing');
    expect(typing.length).toBeGreaterThanOrEqual(2);
    expect(typing.length).toBeLessThanOrEqual(Math.ceil(elapsed / 2000) + 1);
    // As recorded by the service (arrival times carry network jitter under load)…
    const received = typing.map((event) => Date.parse(event.receivedAt));
    for (let i = 1; i < received.length; i++)
      expect(received[i] - received[i - 1]).toBeGreaterThanOrEqual(1500);
    // …and as sent by the browser: one typing pixel per 2 s.
    const sent = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('/track/track.json') &&
            entry.name.includes('typing'),
        )
        .map((entry) => entry.startTime),
    );
    expect(sent).toHaveLength(typing.length);
    for (let i = 1; i < sent.length; i++)
      expect(sent[i] - sent[i - 1]).toBeGreaterThanOrEqual(1950);
    expect(typing[0].query).toBe('l');
    expect(typing.at(-1)!.query).toBe('linen dresses');

    const tile = tiles(page).first();
    const handle = await tile.getAttribute('data-product-handle');
    await tile.locator('.product-tile__title a').dispatchEvent('mousedown');
    await expect
      .poll(async () =>
        (await events(sandbox, 'click')).map((event) => [
          event.handle,
          event.signatureValid,
        ]),
      )
      .toContainEqual([handle, true]);
  });

  test('the open overlay has no accessibility violations', async ({page}) => {
    const {dialog, input} = await openOverlay(page);
    await expect(
      dialog.getByRole('heading', {name: 'Trending Searches'}),
    ).toBeVisible();
    let results = await new AxeBuilder({page})
      .include('.search-overlay')
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await input.fill('dres');
    await expect(tiles(page)).toHaveCount(6);
    await expect(
      dialog.getByRole('heading', {name: 'Search Suggestions'}),
    ).toBeVisible();
    results = await new AxeBuilder({page}).include('.search-overlay').analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });
});

test.describe('result photos', () => {
  // Each screen fetches the first srcset width covering the drawn tile: two across the
  // phone's panel, three across the desktop's 640 px one.
  for (const [width, scale] of [
    [390, 2],
    [1280, 1],
    [1280, 2],
  ] as const)
    test(`at ${width} wide and ${scale}x fit the tiles they fill`, ({
      browser,
    }) =>
      expectPhotoFitsTile(browser, {width, scale}, async (page) => {
        const {input} = await openOverlay(page);
        await input.fill('dress');
        await expect(tiles(page)).toHaveCount(6);
        return tiles(page).first().locator('.product-tile__media img');
      }));
});
