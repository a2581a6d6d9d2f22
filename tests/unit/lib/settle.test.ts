import {describe, expect, it} from 'vitest';
import {allSettledOrThrow} from '~/lib/settle';

describe('allSettledOrThrow', () => {
  it('answers every value in order when all succeed', async () => {
    await expect(
      allSettledOrThrow([Promise.resolve(1), Promise.resolve('two')]),
    ).resolves.toEqual([1, 'two']);
  });

  it('waits for the slower lookups to finish before passing on the first failure', async () => {
    let slowFinished = false;
    const slow = new Promise((resolve) =>
      setTimeout(() => ((slowFinished = true), resolve('late')), 30),
    );
    const redirect = new Response(null, {status: 302});
    await expect(
      allSettledOrThrow([slow, Promise.reject(redirect)]),
    ).rejects.toBe(redirect);
    expect(slowFinished).toBe(true);
  });
});
