import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {SandboxClient} from '../support/sandbox-client';
import {expect, test} from './fixtures';

/** Asking to be e-mailed when a sold-out size returns, with and without JavaScript. */

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Variant = {
  id: string;
  availableForSale: boolean;
  selectedOptions: {name: string; value: string}[];
};
type Product = {
  id: string;
  handle: string;
  title: string;
  variants: {nodes: Variant[]};
};

/** A product with at least two sold-out sizes (with one, the form picks it for the shopper). */
async function soldOutProduct(
  sandbox: SandboxClient,
): Promise<{product: Product; variant: Variant; size: string}> {
  const data = await sandbox.storefrontData<{products: {nodes: Product[]}}>(
    `{ products(first: 100) { nodes { id handle title variants(first: 30) { nodes { id availableForSale selectedOptions { name value } } } } } }`,
  );
  for (const product of data.products.nodes) {
    const soldOut = product.variants.nodes.filter(
      (v) =>
        !v.availableForSale &&
        v.selectedOptions.some((option) => option.name === 'Size'),
    );
    const variant = soldOut[1];
    if (variant)
      return {
        product,
        variant,
        size: variant.selectedOptions.find((o) => o.name === 'Size')!.value,
      };
  }
  throw new Error('The sandbox catalog has no sold-out size');
}

const notices = (sandbox: SandboxClient, email: string) =>
  sandbox.backInStock(email);

const numeric = (gid: string) => Number(gid.split('/').pop());

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test.describe('back in stock', () => {
  test('the modal asks for an email and size, then records the request', async ({
    page,
    sandbox,
  }) => {
    const {product, variant, size} = await soldOutProduct(sandbox);
    const email = `notify-${unique()}@example.com`;
    await page.goto(`/products/${product.handle}`);

    const opener = page.getByRole('main').getByRole('button', {
      name: `NOTIFY ME when ${product.title} is back in stock`,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Notify me when it’s back'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(700);
    expect(box!.height).toBeLessThanOrEqual(
      page.viewportSize()!.height * 0.9 + 1,
    );
    await expect(
      dialog.getByLabel('Keep me updated on new arrivals and offers'),
    ).toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', {name: 'Notify me'}).click();
    await expect(dialog.getByText('Please enter your email.')).toBeVisible();
    await expect(dialog.getByText('Please select a size')).toBeVisible();
    await dialog.getByLabel('Email').fill('ada@');
    await dialog.getByRole('button', {name: 'Notify me'}).click();
    await expect(
      dialog.getByText('Invalid email. Please check spelling.'),
    ).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Size').selectOption({label: size});
    await dialog.getByRole('button', {name: 'Notify me'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      "You're on the list! We'll email you when it's back in stock.",
    );

    await expect
      .poll(() => notices(sandbox, email))
      .toEqual([
        expect.objectContaining({
          email,
          productId: numeric(product.id),
          variantId: numeric(variant.id),
          acceptsMarketing: true,
        }),
      ]);

    // Asking again is turned down by the service, and its message is shown.
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Size').selectOption({label: size});
    await dialog
      .getByLabel('Keep me updated on new arrivals and offers')
      .uncheck();
    await dialog.getByRole('button', {name: 'Notify me'}).click();
    await expect(dialog.getByRole('alert').last()).toHaveText(
      'You have already registered for this variant.',
    );

    // Escape closes after the animation and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the page form (for shoppers without JavaScript) has no accessibility violations', async ({
    page,
    sandbox,
  }) => {
    const {product} = await soldOutProduct(sandbox);
    await page.goto(`/api/back-in-stock?product=${product.handle}`);
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByText('Please select a size')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('back in stock without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('NOTIFY ME opens a page with the same form', async ({page, sandbox}) => {
    const {product, variant, size} = await soldOutProduct(sandbox);
    const email = `nojs-notify-${unique()}@example.com`;
    await page.goto(`/products/${product.handle}`);
    await page
      .getByRole('main')
      .getByRole('link', {
        name: `NOTIFY ME when ${product.title} is back in stock`,
      })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/api/back-in-stock\\?product=${product.handle}$`),
    );
    await expect(
      page.getByRole('heading', {level: 1, name: 'Notify me when it’s back'}),
    ).toBeVisible();

    await page
      .getByRole('main')
      .getByRole('button', {name: 'Notify me'})
      .click();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Size').selectOption({label: size});
    await main
      .getByLabel('Keep me updated on new arrivals and offers')
      .uncheck();
    await page.getByRole('button', {name: 'Notify me'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "You're on the list! We'll email you when it's back in stock.",
    );

    const recorded = await notices(sandbox, email);
    expect(recorded).toEqual([
      expect.objectContaining({
        variantId: numeric(variant.id),
        acceptsMarketing: false,
      }),
    ]);
  });
});
