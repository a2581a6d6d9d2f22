/**
 * The product page in a browser: sizes, add to cart with and without JavaScript,
 * the CM/IN switch, colours, and no accessibility violations.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {expectPhotoFitsTile, hydrated, tilesWithSizeToAdd} from './support';
import AxeBuilder from '@axe-core/playwright';

/** A product from a collection listing, one that can be bought. */
async function aProduct(page: Page, collection = 'dresses') {
  await page.goto(`/collections/${collection}`);
  const tile = tilesWithSizeToAdd(page).first();
  return (await tile.getAttribute('data-product-handle'))!;
}

test.describe('product page', () => {
  test('choosing a size and adding it puts it in the cart', async ({page}) => {
    const handle = await aProduct(page);
    await page.goto(`/products/${handle}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const size = page.locator('.size-picker input:not([disabled])').first();
    await size.check({force: true});
    const added = page.waitForResponse(
      (response) =>
        response.url().includes('/cart') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', {name: 'Add to cart'}).click();
    expect((await added).ok()).toBe(true);
    await expect(page.locator('.cart-count').first()).toHaveText('1');
  });

  test('adds to the cart without JavaScript too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const handle = await aProduct(page, 'tops');
    await page.goto(`/products/${handle}`);
    await page
      .locator('.size-picker input:not([disabled])')
      .first()
      .check({force: true});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-count').first()).toHaveText('1');
    await context.close();
  });

  test('switches the size indication between centimetres and inches', async ({
    page,
  }) => {
    const handle = await aProduct(page);
    await page.goto(`/products/${handle}`);
    const indication = page.getByRole('group', {name: 'Size indication'});
    await expect(
      indication.locator('.size-indication__value--cm'),
    ).toBeVisible();
    await expect(
      indication.locator('.size-indication__value--in'),
    ).toBeHidden();
    await indication.getByText('IN', {exact: true}).click();
    await expect(
      indication.locator('.size-indication__value--in'),
    ).toBeVisible();
    await expect(
      indication.locator('.size-indication__value--cm'),
    ).toBeHidden();
  });

  test('opens another colour of the style', async ({page}) => {
    await page.goto('/collections/dresses');
    const tile = page
      .locator('article.product-tile', {
        has: page.locator('.product-tile__swatches'),
      })
      .first();
    const handle = (await tile.getAttribute('data-product-handle'))!;
    await page.goto(`/products/${handle}`);
    const other = page
      .locator('.colour-options a.swatch:not([aria-current])')
      .first();
    const href = (await other.getAttribute('href'))!;
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(
      page.locator('.colour-options a[aria-current="page"]'),
    ).toHaveAttribute('href', href);
  });

  test('prices in AUD on /au', async ({page}) => {
    const handle = await aProduct(page);
    await page.goto(`/au/products/${handle}`);
    await expect(page.locator('.product-info .price')).toContainText('AUD');
  });

  test('the product page has no axe violations', async ({page}) => {
    const handle = await aProduct(page);
    await page.goto(`/products/${handle}`);
    const results = await new AxeBuilder({page}).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });

  test('on a wide screen the photos stand in a grid and all load, with no dots', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/products/amalfi-linen-midi-dress-black', {
      waitUntil: 'networkidle',
    });
    const gallery = page.getByRole('region', {name: /images and videos$/});
    const photos = gallery.getByRole('img');
    await expect(photos).toHaveCount(3);
    const [first, second] = [
      await photos.nth(0).boundingBox(),
      await photos.nth(1).boundingBox(),
    ];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    await expect(photos.nth(1)).toHaveJSProperty('complete', true);
    expect(
      await photos.nth(1).evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toContain('amalfi-linen-midi-dress-black-2.jpg');
    await expect(gallery.getByRole('button')).toBeHidden();
  });

  // The first photo fetches the srcset's first width covering it as drawn: a phone's slide,
  // a laptop's one-photo column (992-1143px) and the two-column grid beside the details.
  for (const [width, scale] of [
    [390, 3],
    [412, 1.75],
    [1024, 1],
    [1280, 2],
    [1600, 1],
  ] as const)
    test(`at ${width} wide and ${scale}x the first photo fetches what it draws`, ({
      browser,
    }) =>
      expectPhotoFitsTile(browser, {width, scale}, async (page) => {
        await page.goto('/products/amalfi-linen-midi-dress-black');
        return page
          .getByRole('region', {name: /images and videos$/})
          .getByRole('img')
          .first();
      }));

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the photos are a row to swipe: the name is on the first screen, and only the first photo loads until the shopper reaches for the next', async ({
      page,
    }) => {
      const handle = 'amalfi-linen-midi-dress-black';
      const photos: string[] = [];
      page.on('request', (request) => {
        const name = new URL(request.url()).pathname.split('/').pop()!;
        if (request.resourceType() === 'image' && name.startsWith(handle))
          photos.push(name);
      });
      await page.goto(`/products/${handle}`, {waitUntil: 'networkidle'});
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
      expect(photos).toEqual([`${handle}-1.jpg`]);

      const gallery = page.getByRole('region', {
        name: 'Amalfi Linen Midi Dress - Black images and videos',
      });
      const dots = gallery.getByRole('button', {name: /^Show photo/});
      await expect(dots).toHaveCount(3);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await gallery.getByRole('button', {name: 'Show photo 2 of 3'}).click();
      const second = gallery.getByRole('img', {
        name: 'Amalfi Linen Midi Dress in Black, back view',
      });
      await expect(second).toBeInViewport({ratio: 0.9});
      await expect(second).toHaveJSProperty('complete', true);
      expect(
        await second.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(dots.first()).not.toHaveAttribute('aria-current');
      expect(photos.sort()).toEqual([
        `${handle}-1.jpg`,
        `${handle}-2.jpg`,
        `${handle}-3.jpg`,
      ]);
    });

    test('a swipe sideways brings the next photo, and the dots follow it', async ({
      page,
    }) => {
      await page.goto('/products/amalfi-linen-midi-dress-black');
      await hydrated(page);
      const gallery = page.getByRole('region', {name: /images and videos$/});
      const third = gallery.getByRole('img', {name: /, detail$/});
      await gallery.getByRole('img').first().hover();
      await page.mouse.wheel(2000, 0);
      await expect(third).toBeInViewport({ratio: 0.9});
      await expect(third).toHaveJSProperty('complete', true);
      await expect(
        gallery.getByRole('button', {name: 'Show photo 3 of 3'}),
      ).toHaveAttribute('aria-current', 'true');
    });

    test.describe('without JavaScript', () => {
      test.use({javaScriptEnabled: false});

      test('every photo is still there to swipe to', async ({page}) => {
        await page.goto('/products/amalfi-linen-midi-dress-black');
        const gallery = page.getByRole('region', {name: /images and videos$/});
        const photos = gallery.locator('img:visible');
        await expect(photos).toHaveCount(3);
        await expect(gallery.getByRole('button')).toHaveCount(0);
        await photos.nth(2).scrollIntoViewIfNeeded();
        await expect(photos.nth(2)).toBeInViewport({ratio: 0.9});
        await expect(photos.nth(2)).toHaveJSProperty('complete', true);
        expect(await photos.nth(2).getAttribute('alt')).toBe(
          'Amalfi Linen Midi Dress in Black, detail',
        );
      });
    });

    test('the styled-with photos load as the shopper scrolls near them, not with the page', async ({
      page,
    }) => {
      const photos: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') photos.push(request.url());
      });
      // The bench's product: its styled-with pieces are other products, far below a phone's screen.
      const handle = 'amalfi-linen-midi-dress-black';
      await page.goto(`/products/${handle}`, {waitUntil: 'networkidle'});
      const section = page.getByRole('region', {name: 'Styled with'});
      await expect(section).toBeAttached();
      const cards = section.getByRole('listitem');
      const others = () =>
        photos.filter(
          (url) => url.includes('/images/products/') && !url.includes(handle),
        );
      expect(others()).toEqual([]);

      await section.scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(4);
      await expect.poll(() => others().length).toBe(4);
      for (const photo of await section.getByRole('img').all())
        await expect(photo).toHaveJSProperty('complete', true);
      await expect(section.getByRole('img').first()).toBeInViewport();
    });
  });
});
