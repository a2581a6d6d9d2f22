import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {startStack} from '../../scripts/stack.mjs';
import {sandboxClient} from '../support/sandbox-client';
import {fillAddress, HOME} from './account-support';
import {expect, test} from './fixtures';
import {hydrated, tilesWithSizeToAdd} from './support';

/**
 * The account area with hosted sign-in (ACCOUNT_SYSTEM=customer-account-api), end to
 * end in Chromium: a second storefront in that mode on the same sandbox store (the
 * global one runs the legacy mode, walked by account.spec.ts and wishlist.spec.ts).
 */

let stack: {url: string; sandbox?: {origin: string}; close(): Promise<void>};
let sandboxOrigin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startStack({
    mode: 'preview',
    port: 0,
    sandboxPort: 0,
    sandboxDb: join(
      mkdtempSync(join(tmpdir(), 'storefront-hosted-')),
      'store.db',
    ),
    quiet: true,
    env: {ACCOUNT_SYSTEM: 'customer-account-api'},
  });
  // The test process inherits the global stack's sandbox settings, so both storefronts share one store.
  sandboxOrigin = stack.sandbox?.origin ?? process.env.E2E_SANDBOX_ORIGIN!;
});
test.afterAll(async () => {
  await stack?.close();
});

const at = (path: string) => new URL(path, stack.url).toString();
const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Shopify's hosted page (the sandbox's): e-mail, then the one-time code from the outbox. */
async function hostedPage(
  page: Page,
  email: string,
  {firstName}: {firstName?: string} = {},
) {
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/authentication/`));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', {name: 'Continue'}).click();
  await expect(
    page.getByRole('heading', {name: 'Enter your code'}),
  ).toBeVisible();
  const messages = await sandboxClient(sandboxOrigin).outbox(email);
  await page.getByLabel('Code').fill(/\d{6}/.exec(messages[0].subject)![0]);
  if (firstName) {
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill('Hosted');
    await page.getByRole('button', {name: 'Create account'}).click();
  } else {
    await page.getByRole('button', {name: 'Sign in'}).click();
  }
}

test('hosted sign-in: sign up, address book, an order from checkout, details, a heart, sign out and back in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `hosted-${unique()}@example.com`;

  // Sign up on the hosted page; the storefront's password pages only lead there.
  await page.goto(at('/account/forgot-password'));
  await expect(
    page.getByText(
      'Your account doesn’t use a password. Each time you sign in, we email you a one-time code.',
    ),
  ).toBeVisible();
  await page.goto(at('/account/register'));
  await expect(
    page.getByRole('heading', {level: 1, name: 'Create your account'}),
  ).toBeVisible();
  await hostedPage(page, email, {firstName: 'Ada'});
  await expect(page).toHaveURL(at('/account/orders'));
  await expect(
    page.getByRole('heading', {level: 1, name: 'Your orders'}),
  ).toBeVisible();
  await expect(
    page.getByText('You haven’t placed any orders yet.'),
  ).toBeVisible();
  const nav = page.getByRole('navigation', {name: 'Your account'});
  await expect(nav.getByRole('link', {name: 'Change password'})).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The address book keeps the shop's rules and words.
  await nav.getByRole('link', {name: 'Addresses'}).click();
  await expect(
    page.getByRole('heading', {level: 1, name: 'Your addresses'}),
  ).toBeVisible();
  const form = await fillAddress(page, {...HOME, address1: 'Locked Bag 7'});
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(
    form.getByText(
      'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
    ),
  ).toBeVisible();
  await fillAddress(page, {
    ...HOME,
    address1: '1 Very Long Street Name That Goes On And On',
  });
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(
    form.getByText('This field cannot be longer than 35 characters'),
  ).toBeVisible();
  await form.getByLabel('Address', {exact: true}).fill('');
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(
    form.getByText('First line of your Address is required'),
  ).toBeVisible();
  await fillAddress(page, HOME);
  await form.getByRole('button', {name: 'Add address'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your address has been saved.',
  );
  await expect(
    page.getByRole('listitem', {name: 'Default address'}),
  ).toContainText('12 Orchard Lane');
  await page.getByRole('link', {name: 'Edit default address'}).click();
  await page
    .getByRole('region', {name: 'Edit address'})
    .getByLabel('Suburb / City')
    .fill('Peoria');
  await page.getByRole('button', {name: 'Save address'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your address has been saved.',
  );
  await expect(
    page.getByRole('listitem', {name: 'Default address'}),
  ).toContainText('Peoria');
  await expectNoAxeViolations(page);

  // An order through the storefront's cart and the sandbox checkout: the cart carries the hosted token.
  await page.goto(at('/collections/dresses'));
  const tile = tilesWithSizeToAdd(page).first();
  const handle = await tile.getAttribute('data-product-handle');
  await page.goto(at(`/products/${handle}`));
  await hydrated(page);
  const title = (await page
    .getByRole('heading', {level: 1})
    .textContent())!.trim();
  await page
    .locator('.size-picker input:not([disabled])')
    .first()
    .check({force: true});
  const added = page.waitForResponse(
    (r) => r.url().includes('/cart') && r.request().method() === 'POST',
  );
  await page.getByRole('button', {name: 'Add to cart'}).click();
  expect((await added).ok()).toBe(true);
  await page.goto(at('/cart'));
  await expect(page.locator('.cart--page')).toHaveAttribute(
    'data-cart-status',
    'idle',
  );
  await page.getByRole('link', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/checkout/`));
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', {name: /pay now/i}).click();
  await expect(page.getByText(/thank you/i).first()).toBeVisible();

  await page.goto(at('/account/orders'));
  const order = page
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {name: /^Order #\d+$/})});
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('Unfulfilled');
  await expect(order).toContainText(title);
  await order.getByRole('link', {name: /^Order #\d+$/}).click();
  await expect(
    page.getByRole('heading', {level: 1, name: /^Order #\d+$/}),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Total');
  await expect(page.getByRole('main')).toContainText(title);
  await expectNoAxeViolations(page);

  // Details: the name and e-mail consent change here; the e-mail is the sign-in's.
  await page
    .getByRole('navigation', {name: 'Your account'})
    .getByRole('link', {name: 'Details'})
    .click();
  const main = page.getByRole('main');
  await expect(main.getByLabel('First name')).toHaveValue('Ada');
  await expect(main).toContainText(email);
  await main.getByLabel('First name').fill('Augusta');
  await main.getByLabel('Email me about new arrivals and offers').check();
  await page.getByRole('button', {name: 'Save details'}).click();
  await expect(main.getByRole('status')).toHaveText(
    'Your details have been saved.',
  );
  await page.reload();
  await expect(main.getByLabel('First name')).toHaveValue('Augusta');
  await expect(
    main.getByLabel('Email me about new arrivals and offers'),
  ).toBeChecked();
  await expectNoAxeViolations(page);

  // A heart: the wishlist service receives the hosted token.
  await page.goto(at(`/products/${handle}`));
  await hydrated(page);
  const heart = page
    .getByRole('main')
    .getByRole('button', {name: `Save ${title} to your wishlist`})
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto(at('/account/wishlist'));
  await expect(page.getByRole('main')).toContainText(title);

  // Sign out ends the hosted session too; signing in again is one code away.
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page).toHaveURL(at('/'));
  await expect(
    page.getByRole('banner').getByRole('link', {name: 'Sign in'}),
  ).toBeVisible();
  await page.goto(at('/account/addresses'));
  await hostedPage(page, email);
  await expect(page).toHaveURL(at('/account/addresses'));
  await expect(
    page.getByRole('listitem', {name: 'Default address'}),
  ).toContainText('Peoria');
});
