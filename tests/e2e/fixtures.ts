/**
 * Playwright fixtures every browser test starts from: `import {expect, test} from './fixtures'`.
 *
 * - `sandbox`: the sandbox store (tests/support/sandbox-client.ts); faults a test switched on are
 *   cleared after it.
 * - `signedIn`: a new customer registered through /account/register, the page signed in as them
 *   (details from the `account` option: `test.use({account: {lastName: 'Visual'}})`).
 * - `cart`: puts things in this browser's cart the way a shopper does, from a product page.
 * - Console errors: a page that logs a `console.error` or throws fails the test, unless the
 *   message is allowed, for the whole file with `test.use({allowedConsoleErrors: [/…/]})` or
 *   for one test with `consoleErrors.allow(/…/)` before provoking it.
 */
import {expect, test as base, type Page} from '@playwright/test';
import {sandboxClient, type SandboxClient} from '../support/sandbox-client';
import {hydrated, tilesWithSizeToAdd} from './support';

export {expect};

export type Account = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills in and sends the registration form (the caller says where it should land). */
export async function register(
  page: Page,
  {firstName, lastName, email, password}: Account,
  {redirect}: {redirect?: string} = {},
) {
  await page.goto(
    redirect
      ? `/account/register?redirect=${encodeURIComponent(redirect)}`
      : '/account/register',
  );
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill(firstName);
  await main.getByLabel('Last name').fill(lastName);
  await main.getByLabel('Email', {exact: true}).fill(email);
  await main.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Create account'}).click();
}

/** A product page of something in stock, found through a collection listing as a shopper finds it. */
export async function productPath(page: Page, collection: string, index = 0) {
  await page.goto(`/collections/${collection}`);
  const tile = tilesWithSizeToAdd(page).nth(index);
  return `/products/${await tile.getAttribute('data-product-handle')}`;
}

/** Adds the first size in stock from a product page and waits for the cart to answer. */
export async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page
    .locator('.size-picker input:not([disabled])')
    .first()
    .check({force: true});
  const added = page.waitForResponse(
    (r) => r.url().includes('/cart') && r.request().method() === 'POST',
  );
  await page.getByRole('button', {name: 'Add to cart'}).click();
  expect((await added).ok()).toBe(true);
}

/**
 * Console messages no test provokes and no shopper sees: Google's tag cannot be reached on
 * this machine (playwright.config.ts maps its host to nowhere), so its script fails to load.
 */
const isEnvironmentNoise = (text: string, url: string) =>
  text === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED' &&
  url.startsWith('https://www.googletagmanager.com/');

/**
 * Errors the app logs today that no test provokes, recorded on the test (an annotation) instead
 * of failing it until they are fixed. Keep this list short and say why each is here.
 */
const KNOWN_ISSUES: {pattern: RegExp; why: string}[] = [
  {
    // React 18 recovers by rendering the boundary on the client; seen only when the machine is slow.
    pattern: /Minified React error #421;/,
    why: 'a Suspense boundary received an update before it finished hydrating (React #421)',
  },
];

export type ConsoleErrors = {
  /** Lets messages matching `pattern` through for the rest of this test. */
  allow(pattern: RegExp): void;
  /** What was logged so far (allowed or not). */
  readonly seen: string[];
};

type Fixtures = {
  sandbox: SandboxClient;
  account: Partial<Account>;
  signedIn: Account;
  cart: {
    /** Adds an in-stock product of `collection` from its product page (in `page`, or the test's page); answers its path. */
    add(collection: string, page?: Page, index?: number): Promise<string>;
    /** Adds the product at `path` from its page. */
    addFromProductPage(path: string, page?: Page): Promise<void>;
  };
  allowedConsoleErrors: RegExp[];
  consoleErrors: ConsoleErrors;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the destructuring.
  sandbox: async ({}, use) => {
    const sandbox = sandboxClient(process.env.E2E_SANDBOX_ORIGIN!);
    await use(sandbox);
    await sandbox.faults.clear();
  },

  account: [{}, {option: true}],

  signedIn: async ({page, account}, use) => {
    const details: Account = {
      firstName: 'Ada',
      lastName: 'Tester',
      email: `shopper-${unique()}@example.com`,
      password: 'first-pass-1',
      ...account,
    };
    await register(page, details);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await use(details);
  },

  cart: async ({page}, use) => {
    await use({
      add: async (collection, on = page, index = 0) => {
        const path = await productPath(on, collection, index);
        await addFromProductPage(on, path);
        return path;
      },
      addFromProductPage: (path, on = page) => addFromProductPage(on, path),
    });
  },

  allowedConsoleErrors: [[], {option: true}],

  consoleErrors: [
    async ({context, allowedConsoleErrors}, use, testInfo) => {
      const allowed = [...allowedConsoleErrors];
      const seen: string[] = [];
      const unexpected: string[] = [];
      const record = (where: string, text: string) => {
        seen.push(text);
        if (allowed.some((pattern) => pattern.test(text))) return;
        const known = KNOWN_ISSUES.find((issue) => issue.pattern.test(text));
        if (known)
          testInfo.annotations.push({
            type: 'known console error',
            description: `${known.why} on ${where}`,
          });
        else unexpected.push(`${where}: ${text}`);
      };
      context.on('console', (message) => {
        if (
          message.type() !== 'error' ||
          isEnvironmentNoise(message.text(), message.location().url)
        )
          return;
        // A page the test opened answering 404 or 400 is the test's own subject (it reads the status and
        // the words); the browser's note about that document's status is no error of the page.
        // So is a 4xx a route chose for a form post or a data request (a wrong password is 401, an
        // invalid form 422): the page shows the words; tests assert them.
        const resource = message.location().url;
        if (
          /^Failed to load resource: the server responded with a status of 4\d\d /.test(
            message.text(),
          ) &&
          (resource === message.page()?.url() || /\.data(\?|$)/.test(resource))
        )
          return;
        record(
          `console.error on ${message.page()?.url() ?? 'a worker'}`,
          message.text(),
        );
      });
      context.on('weberror', (error) =>
        record(
          `uncaught on ${error.page()?.url() ?? 'a worker'}`,
          String(error.error()),
        ),
      );
      await use({allow: (pattern) => void allowed.push(pattern), seen});
      // A test that already failed keeps its own error; the console is attached either way.
      if (unexpected.length) {
        await testInfo.attach('unexpected console errors', {
          body: unexpected.join('\n'),
          contentType: 'text/plain',
        });
        if (testInfo.status === testInfo.expectedStatus) {
          throw new Error(
            `The page logged errors no test expected (allow them with consoleErrors.allow or allowedConsoleErrors):\n${unexpected.join('\n')}`,
          );
        }
      }
    },
    {auto: true},
  ],
});
