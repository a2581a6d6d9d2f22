/**
 * Vitest fixtures for the worker stack (the built worker in workerd and its sandbox store).
 * A test names what it needs, `async ({sandbox, shopper}) => …`, and gets it set up and
 * cleaned away after it, instead of copying `afterEach(() => faults(null))` into every file.
 */
import {test as base} from 'vitest';
import type {SandboxClient} from '../support/sandbox-client';
import {shopper} from './cart-helpers';
import {sandbox} from './helpers';

export const test = base.extend<{
  /** The sandbox store; whatever the test switched (faults) or left behind (error reports, tracking events) is reset after it. */
  sandbox: SandboxClient;
  /** A fresh shopper with an empty cookie jar, in the US unless the test makes its own. */
  shopper: ReturnType<typeof shopper>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from the destructuring.
  sandbox: async ({}, use) => {
    await use(sandbox);
    await sandbox.reset();
  },
  // eslint-disable-next-line no-empty-pattern
  shopper: async ({}, use) => {
    await use(shopper());
  },
});

export {test as it};
