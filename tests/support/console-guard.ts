/**
 * Vitest setup file (unit and worker projects): a test that logs a `console.error` it did not
 * declare fails, so a swallowed exception or a React warning cannot pass unnoticed.
 *
 * A test that provokes one on purpose says so first: `expectConsoleError(/Could not load/)`,
 * or replaces `console.error` itself with `vi.spyOn(console, 'error')` and asserts on the spy.
 */
import {format} from 'node:util';
import {afterEach} from 'vitest';

const original = console.error.bind(console);
let expected: RegExp[] = [];
let unexpected: string[] = [];
let continuesExpected = false;

console.error = (...args: unknown[]) => {
  const text = format(...args);
  // Miniflare hands workerd's output over line by line: an expected error's stack and fields follow it indented.
  if (
    expected.some((pattern) => pattern.test(text)) ||
    (continuesExpected && /^(\s|[}\]])/.test(text))
  ) {
    continuesExpected = true;
    return;
  }
  continuesExpected = false;
  unexpected.push(text);
  original(...args);
};

/** Declares that this test logs a `console.error` matching `pattern` (kept out of the output). */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

afterEach(() => {
  const logged = unexpected;
  unexpected = [];
  expected = [];
  continuesExpected = false;
  if (logged.length) {
    throw new Error(
      `console.error was called ${logged.length} time(s) and the test did not expect it (see expectConsoleError in tests/support/console-guard.ts):\n${logged
        .map((text) => `  ${text.split('\n')[0]}`)
        .join('\n')}`,
    );
  }
});
