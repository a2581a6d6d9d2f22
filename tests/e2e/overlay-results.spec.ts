/**
 * The search overlay's results stay inside the panel (issue #13, defect 4): product
 * names wrap within their tile, and "See all N products matching '…'" wraps for a
 * long query instead of running off the panel.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

const LONG_QUERY =
  'dress dress dress dress dress dress dress dress dress dress dress dress';

async function overlayResults(page: Page, query: string) {
  await page.goto('/', {waitUntil: 'load'});
  await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search'});
  await dialog.getByPlaceholder('Search').fill(query);
  await expect(dialog.getByRole('article').first()).toBeVisible();
  return dialog;
}

for (const width of [390, 1280]) {
  test(`at ${width} px product names and "See all" stay inside the panel`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: width < 500 ? 844 : 900});
    const dialog = await overlayResults(page, LONG_QUERY);
    const seeAll = dialog.getByRole('link', {
      name: /^See all \d+ products matching/,
    });
    await expect(seeAll).toHaveText(
      new RegExp(`^See all \\d+ products matching '${LONG_QUERY}'$`),
    );

    const escapes = await dialog.evaluate((panel) => {
      const frame = panel.getBoundingClientRect();
      const out: string[] = [];
      const inside = (box: DOMRect, outer: DOMRect) =>
        box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
      for (const link of panel.querySelectorAll('a')) {
        if (
          /^See all/.test(link.textContent ?? '') &&
          !inside(link.getBoundingClientRect(), frame)
        )
          out.push('See all runs off the panel');
      }
      for (const tile of panel.querySelectorAll('article')) {
        const heading = tile.querySelector('h3, h2');
        if (!heading) continue;
        const text = heading.textContent?.trim();
        const tileBox = tile.getBoundingClientRect();
        if (
          !inside(heading.getBoundingClientRect(), tileBox) ||
          heading.scrollWidth > heading.clientWidth + 1
        )
          out.push(`"${text}" runs out of its tile`);
        if (!inside(tileBox, frame))
          out.push(`"${text}" tile runs off the panel`);
      }
      if (panel.scrollWidth > panel.clientWidth + 1)
        out.push(
          `the panel scrolls sideways by ${panel.scrollWidth - panel.clientWidth} px`,
        );
      return out;
    });
    expect(escapes).toEqual([]);
    // Names are written as the shop wrote them, not shouted in capitals.
    const title = dialog.getByRole('article').first().getByRole('heading');
    expect(
      await title.evaluate((node) => getComputedStyle(node).textTransform),
    ).toBe('none');
    expect(
      await title.evaluate((node) => getComputedStyle(node).whiteSpace),
    ).toBe('normal');
  });
}
