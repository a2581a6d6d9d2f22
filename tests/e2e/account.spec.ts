import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {SandboxClient} from '../support/sandbox-client';
import {fillAddress, HOME, type AddressFields} from './account-support';
import {expect, register as registerAs, test} from './fixtures';

/**
 * A shopper's account from start to finish, in Chromium against the production build
 * and a fresh sandbox store: register, sign out and in, the address book with the
 * shop's validation, profile details, password recovery through the sandbox outbox,
 * and an order placed through the sandbox checkout.
 */

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

async function storefront<T>(
  sandbox: SandboxClient,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const body = await sandbox.storefront<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function register(
  page: Page,
  {
    firstName,
    email,
    password,
  }: {firstName: string; email: string; password: string},
) {
  await registerAs(page, {firstName, lastName: 'Tester', email, password});
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(
    page.getByRole('heading', {level: 1, name: 'Your orders'}),
  ).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email', {exact: true}).fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Sign in'}).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('banner').getByRole('link', {name: 'Sign in'}),
  ).toBeVisible();
}

// The shop refuses bad input with 400, which the browser reports in its console; these tests send bad input on purpose.
test.use({
  allowedConsoleErrors: [
    /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/,
  ],
});

const WORK: AddressFields = {
  ...HOME,
  lastName: 'Work',
  address1: '400 Market Street',
  city: 'Chicago',
  zip: '60601',
};

test.describe('a customer account', () => {
  test('register, sign out and in, keep an address book, edit details and recover the password', async ({
    page,
    sandbox,
  }) => {
    // One shopper's whole story, with an accessibility scan at each screen.
    test.setTimeout(180_000);
    const email = `ada-${unique()}@example.com`;
    await register(page, {firstName: 'Ada', email, password: 'first-pass-1'});
    await expect(
      page.getByText('You haven’t placed any orders yet.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await signOut(page);
    await page.goto('/account/addresses');
    await expect(page).toHaveURL(
      /\/account\/login\?redirect=\/account\/addresses$/,
    );
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, email, 'wrong-pass-1');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Incorrect email or password.',
    );
    await signIn(page, email, 'first-pass-1');
    await expect(page).toHaveURL(/\/account\/addresses$/);

    // A PO box and CJK characters are turned down with the shop's own words.
    const form = await fillAddress(page, {...HOME, address1: 'PO Box 123'});
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect(form.getByLabel('Address', {exact: true})).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      form.getByText(
        'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
      ),
    ).toBeVisible();
    await fillAddress(page, {...HOME, firstName: '山田'});
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect(form.getByText('Please type valid characters.')).toBeVisible();
    await expect(
      form.getByText('We are unable to ship to PO boxes'),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Two good addresses: the first becomes the default.
    await fillAddress(page, HOME);
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your address has been saved.',
    );
    await expect(
      page.getByRole('listitem', {name: 'Default address'}),
    ).toContainText('12 Orchard Lane');
    await fillAddress(page, WORK);
    await page.getByRole('button', {name: 'Add address'}).click();
    await expect(
      page.getByRole('listitem', {name: 'Address for Ada Work'}),
    ).toContainText('400 Market Street');

    await page
      .getByRole('button', {name: 'Set as default address for Ada Work'})
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your default address has been updated.',
    );
    await expect(
      page.getByRole('listitem', {name: 'Default address'}),
    ).toContainText('400 Market Street');
    await expect(
      page.getByRole('listitem', {name: 'Address for Ada Home'}),
    ).toContainText('12 Orchard Lane');

    // Edit in place, then delete after confirming.
    await page.getByRole('link', {name: 'Edit address for Ada Home'}).click();
    await expect(
      page.getByRole('heading', {name: 'Edit address'}),
    ).toBeFocused();
    await page
      .getByRole('region', {name: 'Edit address'})
      .getByLabel('Suburb / City')
      .fill('Peoria');
    await page.getByRole('button', {name: 'Save address'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your address has been saved.',
    );
    await expect(
      page.getByRole('listitem', {name: 'Address for Ada Home'}),
    ).toContainText('Peoria');
    await page.getByRole('link', {name: 'Delete address for Ada Home'}).click();
    await expect(
      page.getByText('Delete this address? This can’t be undone.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', {name: 'Delete address'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your address has been deleted.',
    );
    await expect(
      page.getByRole('listitem', {name: 'Address for Ada Home'}),
    ).toHaveCount(0);
    await expect(
      page.getByRole('listitem', {name: 'Default address'}),
    ).toContainText('400 Market Street');

    // Profile details.
    await page
      .getByRole('navigation', {name: 'Your account'})
      .getByRole('link', {name: 'Details'})
      .click();
    const main = page.getByRole('main');
    await expect(main.getByLabel('First name')).toHaveValue('Ada');
    await main.getByLabel('First name').fill('Augusta');
    await main.getByLabel('Phone').fill('+61 412 345 678');
    await page.getByRole('button', {name: 'Save details'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your details have been saved.',
    );
    await page.reload();
    await expect(main.getByLabel('First name')).toHaveValue('Augusta');
    await expect(main.getByLabel('Phone')).toHaveValue('+61412345678');
    await expectNoAxeViolations(page);

    // Password recovery through the sandbox outbox.
    await signOut(page);
    await page.goto('/account/login');
    await page.getByRole('link', {name: 'Forgot your password?'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Forgot your password?'}),
    ).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', {name: 'Send reset link'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'If an account exists for that email, we’ve sent a link to reset your password.',
    );
    await expectNoAxeViolations(page);

    const messages = await sandbox.outbox(email);
    expect(messages[0].subject).toBe('Customer account password reset');
    const link = new URL(messages[0].link);
    expect(link.pathname).toMatch(/^\/account\/reset\/\d+\/\w+$/);
    await page.goto(link.pathname);
    await page.getByLabel('New password', {exact: true}).fill('second-pass-2');
    await page.getByLabel('Confirm new password').fill('second-pass-2');
    await page.getByRole('button', {name: 'Reset password'}).click();
    await expect(page).toHaveURL(/\/account\/orders$/);

    await signOut(page);
    await page.goto('/account/login');
    await signIn(page, email, 'first-pass-1');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Incorrect email or password.',
    );
    await signIn(page, email, 'second-pass-2');
    await expect(page).toHaveURL(/\/account\/orders$/);

    // The used link does not work twice.
    await page.goto(link.pathname);
    await page.getByLabel('New password', {exact: true}).fill('third-pass-3');
    await page.getByLabel('Confirm new password').fill('third-pass-3');
    await page.getByRole('button', {name: 'Reset password'}).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  test('sees an order placed through the sandbox checkout', async ({
    page,
    request,
    sandbox,
  }) => {
    const email = `order-${unique()}@example.com`;
    await register(page, {firstName: 'Orla', email, password: 'order-pass-1'});

    const {products} = await storefront<{
      products: {
        nodes: {
          title: string;
          variants: {
            nodes: {id: string; title: string; availableForSale: boolean}[];
          };
        }[];
      };
    }>(
      sandbox,
      `{ products(first: 30) { nodes { title variants(first: 20) { nodes { id title availableForSale } } } } }`,
    );
    const product = products.nodes.find((p) =>
      p.variants.nodes.some((v) => v.availableForSale),
    )!;
    const variant = product.variants.nodes.find((v) => v.availableForSale)!;
    const {customerAccessTokenCreate} = await storefront<{
      customerAccessTokenCreate: {customerAccessToken: {accessToken: string}};
    }>(
      sandbox,
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      {input: {email, password: 'order-pass-1'}},
    );
    const {cartCreate} = await storefront<{
      cartCreate: {cart: {checkoutUrl: string}};
    }>(
      sandbox,
      `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
      {
        input: {
          lines: [{merchandiseId: variant.id, quantity: 2}],
          buyerIdentity: {
            customerAccessToken:
              customerAccessTokenCreate.customerAccessToken.accessToken,
          },
        },
      },
    );
    const checkout = await request.post(cartCreate.cart.checkoutUrl, {
      form: {email},
      maxRedirects: 0,
    });
    expect(checkout.status()).toBe(303);

    await page.goto('/account/orders');
    const order = page
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {name: /^Order #\d+$/})});
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('Unfulfilled');
    await expect(order).toContainText(product.title);
    await expect(order).toContainText('Quantity: 2');
    await expect(
      order.getByRole('link', {name: /View order status/}),
    ).toHaveAttribute('href', /\/checkout\/orders\//);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the forms still work and show the server’s messages', async ({
    page,
  }) => {
    const email = `nojs-${unique()}@example.com`;
    await page.goto('/account/register');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();

    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Nadia');
    await main.getByLabel('Last name').fill('Script');
    await main.getByLabel('Email', {exact: true}).fill(email);
    await main.getByLabel('Password').fill('no-js-pass-1');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page).toHaveURL(/\/account\/orders$/);

    await page.goto('/account/addresses');
    const form = await fillAddress(page, {...HOME, address1: 'Locked Bag 7'});
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect(
      page.getByText(
        'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'Add a new address'})
        .getByLabel('First name'),
    ).toHaveValue('Ada');
    await fillAddress(page, HOME);
    await page.getByRole('button', {name: 'Add address'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your address has been saved.',
    );

    await page.getByRole('button', {name: 'Sign out'}).click();
    await expect(
      page.getByRole('banner').getByRole('link', {name: 'Sign in'}),
    ).toBeVisible();
  });
});
