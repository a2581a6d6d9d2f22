/**
 * Site content in the browser: slices on the home page and content pages, navigation
 * and footer from the global settings per site, preview of drafts, the VIP collection
 * password, and the content forms with every message.
 */
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {sandboxClient} from '../support/sandbox-client';
import {expect, test} from './fixtures';
import {
  expectPhotoFitsTile,
  hydrated,
  hydratedPiece,
  markDocument,
  stillSameDocument,
} from './support';
import {readFileSync} from 'node:fs';

const sandbox = sandboxClient(() => process.env.E2E_SANDBOX_ORIGIN!);
const draftId = (
  JSON.parse(
    readFileSync(
      'sandbox/content/documents/drafts/page--spring-lookbook--en-us.json',
      'utf8',
    ),
  ) as {id: string}
).id;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

const submissions = (kind: string) => sandbox.forms(kind);

test.describe('home page', () => {
  test('renders every slice type it uses', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(
      main.getByRole('heading', {level: 2, name: 'The Spring Edit'}),
    ).toBeVisible();
    await expect(
      main.locator('.slice-tiles__grid--2 .slice-tiles__tile'),
    ).toHaveCount(2);
    await expect(
      main.locator('.slice-tiles__grid--3 .slice-tiles__tile'),
    ).toHaveCount(3);
    await expect(
      main.locator(
        '.slice-tiles__grid--4.slice-tiles__grid--mobile-2x2 .slice-tiles__tile',
      ),
    ).toHaveCount(4);
    await expect(
      main.getByRole('heading', {name: 'New arrivals'}),
    ).toBeVisible();
    expect(
      await main.locator('.slice-gallery .product-card').count(),
    ).toBeGreaterThan(0);
    await expect(main.locator('.slice-promo-split__half')).toHaveCount(2);
    await expect(main.getByRole('link', {name: /Play video/})).toBeVisible();
    await expect(
      main
        .locator('.slice-aligned--image-right')
        .getByRole('heading', {name: 'Designed in Sydney, made to last'}),
    ).toBeVisible();
    await expect(main.locator('.slice-spacer')).toHaveCSS('height', '32px');
    await expect(main.locator('.slice-instagram__block')).toHaveCount(6);
    await expect(
      main.getByRole('heading', {name: 'Our ambassadors'}),
    ).toBeVisible();
    await expect(
      main.getByText('Free shipping on US orders over $150.'),
    ).toBeVisible();
    // CTA styles from the editors: solid, transparent and underline.
    await expect(main.locator('.cta--solid').first()).toBeVisible();
    await expect(main.locator('.cta--transparent').first()).toBeVisible();
    await expect(main.locator('.cta--underline').first()).toBeVisible();
  });

  test('loads the video only when asked, from the provider in the content', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('.slice-video');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?.*autoplay=1/,
    );
  });

  test('scrolls the Instagram row with its buttons', async ({page}) => {
    await page.goto('/');
    const track = page.locator('.slice-instagram__track');
    await track.scrollIntoViewIfNeeded();
    await page.getByRole('button', {name: 'Next pictures'}).click();
    await expect
      .poll(() => track.evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
  });

  test('hydrates without the code of slices that only draw; their links stay in the app', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const chunk = (name: string) =>
      scripts.some((url) =>
        new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url),
      );
    // The banners, tiles, text, gallery and rich text keep the server's HTML...
    for (const name of [
      'PromoBannerFull2',
      'TilesRow2',
      'AlignedImage',
      'Text',
      'RichText',
    ])
      expect(chunk(name), name).toBe(false);
    // ...while the slices with controls hydrate with theirs.
    expect(chunk('InstagramSlider')).toBe(true);
    await expect(
      page.getByRole('heading', {level: 2, name: 'The Spring Edit'}),
    ).toBeVisible();

    await markDocument(page);
    await page.getByRole('link', {name: 'Shop new in'}).first().click();
    await expect(page).toHaveURL(/\/collections\/[\w-]+$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('draws every slice when reached by navigation', async ({page}) => {
    await page.goto('/products/amalfi-linen-midi-dress-black');
    await hydrated(page);
    await markDocument(page);
    await page
      .locator('header')
      .getByRole('link', {name: 'Meadow & Co.'})
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    const main = page.locator('main');
    await expect(
      main.getByRole('heading', {level: 2, name: 'The Spring Edit'}),
    ).toBeVisible();
    await expect(main.locator('.slice-instagram__block')).toHaveCount(6);
    await expect(
      main.getByText('Free shipping on US orders over $150.'),
    ).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
    // A link drawn by the slice's own code goes through the router too.
    await main.getByRole('link', {name: 'Shop new in'}).first().click();
    await expect(page).toHaveURL(/\/collections\/[\w-]+$/);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('has no accessibility violations on either site', async ({page}) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
    await page.goto('/au');
    await expectNoAxeViolations(page);
  });
});

test('content pages hydrate without mismatches', async ({page}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /hydrat|did not match|server rendered/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of [
    '/',
    '/au',
    '/pages/contact',
    '/pages/competition',
    '/collections/vip-preview',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe("the home page's product cards", () => {
  // Each screen fetches the srcset's first width covering the drawn card: the cards'
  // `sizes` follow the grid's gutters and columns (phones at 1.75x and 3x; desktops).
  for (const [width, scale] of [
    [412, 1.75],
    [390, 3],
    [1280, 1],
    [1920, 1],
  ] as const)
    test(`at ${width} wide and ${scale}x fetch photos that fit them`, ({
      browser,
    }) =>
      expectPhotoFitsTile(browser, {width, scale}, async (page) => {
        await page.goto('/');
        const photo = page.locator('main .product-card img').first();
        await photo.scrollIntoViewIfNeeded();
        return photo;
      }));
});

test.describe("the home page's slice pictures", () => {
  // Each fetches the srcset's first width covering it as drawn: a tiles row two across a
  // phone, a picture beside text, halves edge to edge, four ambassadors, and past the
  // page's 1440px where they stop growing.
  for (const [width, scale, picture] of [
    [390, 3, '.slice-tiles__grid--2 img'],
    [1280, 2, '.slice-tiles__grid--2 img'],
    [390, 3, '.slice-aligned img'],
    [1920, 1, '.slice-aligned img'],
    [1920, 1, '.slice-promo-split__half img'],
    [390, 2, '.slice-ambassadors img'],
  ] as const)
    test(`at ${width} wide and ${scale}x, ${picture} fetches what it draws`, ({
      browser,
    }) =>
      expectPhotoFitsTile(browser, {width, scale}, async (page) => {
        await page.goto('/');
        const photo = page.locator(picture).first();
        await photo.scrollIntoViewIfNeeded();
        return photo;
      }));
});

test.describe('navigation and footer from the global settings', () => {
  test('differ between / and /au', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(
      nav.getByRole('link', {name: 'Holiday Gifting', exact: true}),
    ).toBeVisible();
    await expect(
      nav.getByRole('link', {name: 'Swim', exact: true}),
    ).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', {name: 'Customer Care'}),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', {name: 'Win a wardrobe'}),
    ).toHaveAttribute('href', '/pages/competition');

    await page.goto('/au');
    await expect(
      nav.getByRole('link', {name: 'Swim', exact: true}),
    ).toBeVisible();
    await expect(
      nav.getByRole('link', {name: 'Holiday Gifting', exact: true}),
    ).toHaveCount(0);
    await expect(footer.getByRole('navigation', {name: 'Help'})).toBeVisible();
    await expect(
      footer.getByRole('link', {name: 'Competition'}),
    ).toHaveAttribute('href', '/au/pages/competition');
  });

  test('opens a mega menu on hover with its sub links and pictures', async ({
    page,
  }) => {
    await page.goto('/');
    const item = page
      .locator('.main-nav__item--menu')
      .filter({has: page.getByRole('link', {name: 'Dresses', exact: true})})
      .first();
    await item.hover();
    await expect(item.getByRole('link', {name: 'Midi dresses'})).toBeVisible();
    await expect(item.locator('.mega-menu__card img').first()).toBeVisible();
  });

  test("a mega menu's links change the page without reloading it, on either site", async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    const dresses = () =>
      page
        .locator('.main-nav__item--menu')
        .filter({has: page.getByRole('link', {name: 'Dresses', exact: true})})
        .first();
    await dresses().hover();
    await dresses().getByRole('link', {name: 'Midi dresses'}).click();
    await expect(page).toHaveURL(/\/collections\/[\w-]+/);
    expect(await stillSameDocument(page)).toBe(true);
    // Another site's menu, reached by navigation, is drawn from code and works the same.
    await page.getByLabel('Shipping to').selectOption('row');
    await page.getByRole('button', {name: 'Update'}).click();
    await expect(page).toHaveURL(/\/au\/collections\/[\w-]+/);
    expect(await stillSameDocument(page)).toBe(true);
    // The router changes the address before it draws the new page (a transition): the
    // logo leads home on the Australian site once the page drawn is the Australian one.
    const logo = page
      .locator('header')
      .getByRole('link', {name: 'Meadow & Co.'})
      .first();
    await expect(logo).toHaveAttribute('href', '/au');
    await logo.click();
    await expect(page).toHaveURL(/\/au$/);
    // The Australian menu is a gallery, with its own words.
    const frocks = dresses().getByRole('link', {name: /Midi frocks/});
    await dresses().hover();
    const target = await frocks.getAttribute('href');
    expect(target).not.toBe(new URL(page.url()).pathname);
    await frocks.click();
    await expect(page).toHaveURL(target!);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("the footer's links change the page without reloading it", async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    const footer = page.locator('footer');
    await footer.getByRole('link', {name: 'Shipping', exact: true}).click();
    await expect(page).toHaveURL(/\/pages\/shipping$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Shipping');
    expect(await stillSameDocument(page)).toBe(true);
    // A link to another site goes there as a page of its own.
    await expect(footer.getByRole('link', {name: /Instagram/})).toHaveAttribute(
      'href',
      'https://www.instagram.com/meadowandco',
    );
  });

  test('opens a mega menu from the keyboard', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'New Arrivals', exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', {name: 'All new arrivals'}),
    ).toBeFocused();
  });

  test('offers the whole menu on phones, without script', async ({browser}) => {
    const context = await browser.newContext({
      viewport: {width: 390, height: 844},
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/au');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.locator('.mobile-menu__toggle').click();
    await nav
      .locator('.mobile-menu__group summary', {hasText: 'Dresses'})
      .click();
    await expect(nav.getByRole('link', {name: 'Midi frocks'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'All Dresses'})).toHaveAttribute(
      'href',
      '/au/collections/dresses',
    );
    await context.close();
  });

  test('has no accessibility violations on a phone', async ({browser}) => {
    const context = await browser.newContext({
      viewport: {width: 390, height: 844},
    });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .locator('.mobile-menu__toggle')
      .click();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("hides 'AUD and USD only' menu items from shoppers paying in pounds", async ({
    page,
  }) => {
    await page.goto('/au');
    await page.getByRole('link', {name: 'New In', exact: true}).hover();
    await expect(
      page.getByRole('link', {name: 'VIP preview'}).first(),
    ).toBeVisible();
    await page
      .getByLabel('Shipping to')
      .selectOption({label: 'United Kingdom (GBP)'});
    await page.getByRole('button', {name: 'Update'}).click();
    await expect(page.locator('.product-card .price').first()).toContainText(
      'GBP',
    );
    await page.getByRole('link', {name: 'New In', exact: true}).hover();
    await expect(page.getByRole('link', {name: 'All new in'})).toBeVisible();
    await expect(
      page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('link', {name: 'VIP preview'}),
    ).toHaveCount(0);
  });

  test('shows the announcement bars without shifting the page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.top-banner--static')).toHaveText(
      'Free shipping on orders over $150',
    );
    await expect(
      page.locator('.top-banner--marquee').getByRole('link'),
    ).toHaveAccessibleName(
      'New arrivals every Thursday · Free returns within the US',
    );
    const height = await page
      .locator('.top-banners')
      .evaluate((el) => el.getBoundingClientRect().height);
    await page.goto('/au');
    const carousel = page.locator('.top-banner--carousel');
    await expect(carousel.locator('.top-banner__slide')).toHaveText([
      'Afterpay available at checkout (opens in a new tab)',
      '30-day returns on full-price styles',
      'Join the SMS VIP club for early access',
    ]);
    const first = await carousel.locator('.is-active').textContent();
    await expect(page.locator('.top-banner--countdown')).toContainText(
      'Spring sale starts in',
    );
    await expect(
      page.locator('.top-banner--countdown [role="timer"]'),
    ).toHaveText(/^\d+d \d{2}h \d{2}m \d{2}s$/);
    const before = await page
      .locator('main')
      .evaluate((el) => el.getBoundingClientRect().top);
    await expect(carousel.locator('.is-active')).not.toHaveText(first ?? '', {
      timeout: 8000,
    });
    expect(
      await page
        .locator('main')
        .evaluate((el) => el.getBoundingClientRect().top),
    ).toBe(before);
    expect(height).toBeGreaterThan(0);
    await carousel.getByRole('button', {name: 'Pause announcements'}).click();
    await expect(
      carousel.getByRole('button', {name: 'Play announcements'}),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('subscribes to the newsletter from the footer', async ({page}) => {
    await page.goto('/pages/about');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('heading', {
        name: 'Sign up and receive $10 off your first purchase!',
      }),
    ).toBeVisible();
    // Until its code arrives the form is the server's plain HTML, checked by the browser's own validation.
    await hydratedPiece(page, footer.locator('form.subscribe-form'));
    await footer.getByRole('button', {name: 'Sign up'}).click();
    await expect(footer.getByText('Please enter your email.')).toBeVisible();
    await footer.getByLabel('Email').fill('not-an-email');
    await footer.getByRole('button', {name: 'Sign up'}).click();
    await expect(
      footer.getByText('Invalid email. Please check spelling.'),
    ).toBeVisible();
    await footer.getByLabel('Email').fill('newsletter@example.com');
    await footer.getByRole('button', {name: 'Sign up'}).click();
    await expect(footer.getByRole('status')).toContainText(
      'Thanks for signing up!',
    );
    expect(page.url()).toMatch(/\/pages\/about$/);
    expect(
      (await submissions('subscribe')).some(
        (s) =>
          s.body.email === 'newsletter@example.com' && s.body.page === 'footer',
      ),
    ).toBe(true);
  });
});

test.describe('content pages', () => {
  test('an unknown page is the 404 page', async ({page}) => {
    const response = await page.goto('/pages/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {name: 'Page not found'}),
    ).toBeVisible();
  });

  test('the size guide switches between CM and IN', async ({page}) => {
    await page.goto('/pages/size-guide');
    const table = page.getByRole('table');
    await expect(
      table.getByRole('columnheader', {name: 'Bust (cm)'}),
    ).toBeVisible();
    await expect(table.getByRole('row', {name: /S \(US 4\)/})).toContainText(
      '84',
    );
    await page.getByRole('radio', {name: 'IN'}).check();
    await expect(
      table.getByRole('columnheader', {name: 'Bust (in)'}),
    ).toBeVisible();
    await expect(table.getByRole('row', {name: /S \(US 4\)/})).toContainText(
      '33.1',
    );
    await expectNoAxeViolations(page);
  });

  test('the shipping page shows its table', async ({page}) => {
    await page.goto('/pages/shipping');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Shipping'}),
    ).toBeVisible();
    await expect(
      page.getByRole('columnheader', {name: 'Destination'}),
    ).toBeVisible();
    await expect(
      page.getByRole('cell', {name: 'Free over $150'}),
    ).toBeVisible();
  });

  test("the contact form offers the page's reasons and sends the message", async ({
    page,
  }) => {
    await page.goto('/pages/contact');
    const form = page.locator('form.content-form');
    await hydratedPiece(page, form);
    await form.getByRole('button', {name: 'Send message'}).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(
      form.getByText('Please choose a reason for your enquiry.'),
    ).toBeVisible();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form
      .getByLabel('Reason for enquiry')
      .selectOption('Product question');
    await expect(form.getByLabel(/Order number/)).toHaveCount(0);
    await form.getByLabel('Reason for enquiry').selectOption('Order enquiry');
    await form.getByLabel(/Order number/).fill('#1001');
    await form.getByLabel('Message').fill('Where is my parcel?');
    await form.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('status')).toContainText(
      'Thanks for getting in touch.',
    );
    const sent = (await submissions('contact')).at(-1)!.body;
    expect(sent).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      reason: 'Order enquiry',
      orderNumber: '#1001',
      page: 'contact',
    });
    await expectNoAxeViolations(page);
  });

  test("the SMS sign-up shows the slice's thank-you", async ({page}) => {
    await page.goto('/pages/sms-signup');
    await hydratedPiece(page, page.locator('main form.content-form'));
    await page.getByLabel('Mobile number').fill('12ab');
    await page
      .getByRole('button', {name: 'Sign up', exact: true})
      .first()
      .click();
    await expect(
      page.getByText('Mobile number should only contain numbers.'),
    ).toBeVisible();
    await page.getByLabel('Mobile number').fill('+61 412 345 678');
    await page.locator('main').getByRole('button', {name: 'Sign up'}).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Thanks! Check your phone to confirm.',
    );
    expect((await submissions('sms')).at(-1)?.body.phone).toBe('+61412345678');
  });
});

test.describe('competition entry', () => {
  test('shows each message of the competition form', async ({page}) => {
    await page.goto('/pages/competition');
    const form = page.locator('form.content-form');
    await hydratedPiece(page, form);
    const submit = form.getByRole('button', {name: 'Enter now'});
    await submit.click();
    await expect(form.getByText('Country is a required field.')).toBeVisible();
    await expect(
      form.getByText('Phone number is a required field.'),
    ).toBeVisible();
    await expect(
      form.getByText('Email address is a required field.'),
    ).toBeVisible();

    const phone = form.getByLabel('Phone number');
    await phone.fill('1234');
    await submit.click();
    await expect(
      form.getByText('Phone number should be at least 8 characters long.'),
    ).toBeVisible();
    await phone.fill('1234567890123456');
    await submit.click();
    await expect(
      form.getByText('Phone number should be less than 15 characters long.'),
    ).toBeVisible();
    await phone.fill('0412abc678');
    await submit.click();
    await expect(
      form.getByText('Phone number should only contain numeric characters.'),
    ).toBeVisible();

    await form.getByLabel('Email address').fill('not-an-email');
    await submit.click();
    await expect(
      form.getByText('Must be a valid email address.'),
    ).toBeVisible();

    await form.getByLabel(/Your answer/).fill('x'.repeat(513));
    await submit.click();
    await expect(
      form.getByText('Your answer should be less than 512 characters long.'),
    ).toBeVisible();

    await form.getByLabel('Country').selectOption('US');
    await phone.fill('0412345678');
    await form.getByLabel('Email address').fill('winner@example.com');
    await form.getByLabel(/Your answer/).fill('At a long lunch by the sea.');
    await submit.click();
    await expect(page.locator('main').getByRole('status')).toContainText(
      'Thanks for entering!',
    );
    expect((await submissions('competition')).at(-1)?.body).toMatchObject({
      country: 'US',
      phoneNumber: '0412345678',
      emailAddress: 'winner@example.com',
      competitionAnswer: 'At a long lunch by the sea.',
    });
    await expectNoAxeViolations(page);
  });

  test('works without JavaScript, answered by the server', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/au/pages/competition');
    await page.getByLabel('Phone number').fill('123');
    await page.getByRole('button', {name: 'Enter now'}).click();
    await expect(page.getByText('Country is a required field.')).toBeVisible();
    await expect(
      page.getByText('Phone number should be at least 8 characters long.'),
    ).toBeVisible();
    await expect(
      page.getByText('Email address is a required field.'),
    ).toBeVisible();
    await context.close();
  });
});

test.describe('preview', () => {
  test('a draft appears only in preview and disappears after leaving it', async ({
    page,
    baseURL,
  }) => {
    expect((await page.goto('/pages/spring-lookbook'))?.status()).toBe(404);
    await page.goto(
      sandbox.contentPreviewUrl(draftId, `${baseURL}/api/preview`),
    );
    await expect(page).toHaveURL(/\/pages\/spring-lookbook$/);
    await expect(page.getByRole('region', {name: 'Preview'})).toContainText(
      'Preview mode.',
    );
    await expect(
      page.getByRole('heading', {name: 'Spring lookbook'}).first(),
    ).toBeVisible();
    await page.goto('/pages/about');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'About Meadow & Co.',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', {name: 'Exit preview'}).click();
    await expect(page).toHaveURL(/\/pages\/about$/);
    await expect(page.getByRole('region', {name: 'Preview'})).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About us');
    expect((await page.goto('/pages/spring-lookbook'))?.status()).toBe(404);
  });

  test('a token for another repository is refused', async ({page}) => {
    await page.goto(
      '/api/preview?token=https%3A%2F%2Fsomeone-else.prismic.io%2Fpreviews%2Fx%3Ay&documentId=' +
        draftId,
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', {name: 'Preview'})).toHaveCount(0);
  });
});

test.describe('VIP collection', () => {
  test('asks for its password and unlocks', async ({page, consoleErrors}) => {
    // A wrong password is answered 400, which the browser notes in its console.
    consoleErrors.allow(
      /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/,
    );
    await page.goto('/collections/vip-preview');
    await expect(
      page.getByRole('heading', {level: 1, name: 'VIP Preview'}),
    ).toBeVisible();
    await expect(page.getByText('This collection is for VIPs.')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(
      /^\d+d \d{2}h \d{2}m \d{2}s$/,
    );
    await expect(page.locator('.product-tile')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', {name: 'Enter'}).click();
    await expect(page.getByText('Please enter the password.')).toBeVisible();
    await page.getByLabel('Password').fill('linen');
    await page.getByRole('button', {name: 'Enter'}).click();
    await expect(
      page.getByText(
        'That password isn’t right. Please check your invitation and try again.',
      ),
    ).toBeVisible();
    await page.getByLabel('Password').fill('velvet');
    await page.getByRole('button', {name: 'Enter'}).click();
    await expect(page.locator('.product-tile').first()).toBeVisible();
    await expect(page.getByText('VIP access closes in')).toBeVisible();
    await page.reload();
    await expect(page.locator('.product-tile').first()).toBeVisible();
  });

  test('unlocks without JavaScript too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/au/collections/vip-preview');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', {name: 'Enter'}).click();
    await expect(
      page.getByText(
        'That password isn’t right. Please check your invitation and try again.',
      ),
    ).toBeVisible();
    await page.getByLabel('Password').fill('velvet');
    await page.getByRole('button', {name: 'Enter'}).click();
    await expect(page).toHaveURL(/\/au\/collections\/vip-preview$/);
    await expect(page.locator('.product-tile').first()).toBeVisible();
    await context.close();
  });

  test('sends shoppers to the redirect collection once access has closed', async ({
    page,
  }) => {
    await page.goto('/au/collections/vip-archive');
    await expect(page).toHaveURL(/\/au\/collections\/sale$/);
  });
});
