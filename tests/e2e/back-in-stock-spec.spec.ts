/**
 * Back-in-stock rules from issue 19: the request carries the shopper's UTC offset, from
 * the browser's time zone in the modal and from the edge's time zone on the page that
 * works without JavaScript.
 */
import type {SandboxClient} from '../support/sandbox-client';
import {expect, test} from './fixtures';

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Product = {
  handle: string;
  title: string;
  variants: {
    nodes: {
      availableForSale: boolean;
      selectedOptions: {name: string; value: string}[];
    }[];
  };
};

async function soldOut(sandbox: SandboxClient) {
  const data = await sandbox.storefrontData<{products: {nodes: Product[]}}>(
    `{ products(first: 100) { nodes { handle title variants(first: 30) { nodes { availableForSale selectedOptions { name value } } } } } }`,
  );
  for (const product of data.products.nodes) {
    const sizes = product.variants.nodes
      .filter((v) => !v.availableForSale)
      .map((v) => v.selectedOptions.find((o) => o.name === 'Size')?.value);
    if (sizes.length >= 2 && sizes[1]) return {product, size: sizes[1]};
  }
  throw new Error('no sold-out size');
}

async function offsets(sandbox: SandboxClient, email: string) {
  return (await sandbox.backInStock(email)).map((n) => n.customerUtcOffset);
}

/** Seconds east of UTC in a time zone right now, as the service wants it. */
function offsetOf(timeZone: string) {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match
    ? (match[1] === '-' ? -1 : 1) *
        (Number(match[2]) * 3600 + Number(match[3]) * 60)
    : 0;
}

test.describe('the modal', () => {
  test.use({timezoneId: 'Australia/Sydney'});
  test('sends the offset of the shopper’s time zone', async ({
    page,
    sandbox,
  }) => {
    const {product, size} = await soldOut(sandbox);
    const email = `tz-${unique()}@example.com`;
    await page.goto(`/products/${product.handle}`);
    await page
      .getByRole('main')
      .getByRole('button', {
        name: `NOTIFY ME when ${product.title} is back in stock`,
      })
      .click();
    const dialog = page.getByRole('dialog', {name: 'Notify me when it’s back'});
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Size').selectOption({label: size});
    await dialog.getByRole('button', {name: 'Notify me'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      "You're on the list! We'll email you when it's back in stock.",
    );
    expect(await offsets(sandbox, email)).toEqual([
      offsetOf('Australia/Sydney'),
    ]);
  });
});

test.describe('without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: {'oxygen-buyer-timezone': 'America/New_York'},
  });
  test('the page sends the offset of the time zone the edge reports', async ({
    page,
    sandbox,
  }) => {
    const {product, size} = await soldOut(sandbox);
    const email = `tz-nojs-${unique()}@example.com`;
    await page.goto(`/api/back-in-stock?product=${product.handle}`);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Size').selectOption({label: size});
    await main.getByRole('button', {name: 'Notify me'}).click();
    await expect(main.getByRole('status')).toHaveText(
      "You're on the list! We'll email you when it's back in stock.",
    );
    expect(await offsets(sandbox, email)).toEqual([
      offsetOf('America/New_York'),
    ]);
  });
});
