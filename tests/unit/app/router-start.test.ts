import {describe, expect, it} from 'vitest';
import {startRouter} from '~/components/router-start';

/**
 * React Router's HydratedRouter called as a plain function: it throws the promise of the
 * page's state until that is read, then creates the router and throws at its first hook.
 */
function fakeHydratedRouter(steps: string[]) {
  let read = false;
  let router: object | null = null;
  const state = new Promise<void>((resolve) =>
    setTimeout(() => {
      read = true;
      steps.push('state read');
      resolve();
    }, 5),
  );
  const HydratedRouter = () => {
    if (!read) throw state;
    if (!router) {
      router = {};
      steps.push('router created');
    }
    throw new TypeError("Cannot read properties of null (reading 'useState')");
  };
  return {HydratedRouter, created: () => router !== null};
}

/** Marks each task boundary the test lives through, so steps can be told apart by task. */
function taskCounter(steps: string[]) {
  let task = 0;
  const tick = () => {
    task += 1;
    steps.push(`task ${task}`);
  };
  const timer = setInterval(tick, 0);
  return () => clearInterval(timer);
}

describe('startRouter', () => {
  it('reads the state, then creates the router in a task of its own before hydration', async () => {
    const steps: string[] = [];
    const {HydratedRouter, created} = fakeHydratedRouter(steps);
    const stop = taskCounter(steps);
    await startRouter(HydratedRouter);
    steps.push('hydrate');
    stop();
    expect(created()).toBe(true);
    const read = steps.indexOf('state read');
    const made = steps.indexOf('router created');
    const hydrate = steps.indexOf('hydrate');
    expect(read).toBeGreaterThan(-1);
    expect(made).toBeGreaterThan(read);
    expect(hydrate).toBeGreaterThan(made);
    // Another task ran between each step: none of them shares a task with the next.
    expect(
      steps.slice(read, made).some((step) => step.startsWith('task')),
    ).toBe(true);
    expect(
      steps.slice(made, hydrate).some((step) => step.startsWith('task')),
    ).toBe(true);
  });

  it('only reads the state when asked not to create the router (development)', async () => {
    const steps: string[] = [];
    const {HydratedRouter, created} = fakeHydratedRouter(steps);
    await startRouter(HydratedRouter, {createRouter: false});
    expect(steps).toEqual(['state read']);
    expect(created()).toBe(false);
  });

  it('leaves a state that cannot be read to React, which throws it to the error boundary', async () => {
    const failure = new Error('The page state could not be read');
    const HydratedRouter = () => {
      throw failure;
    };
    await expect(startRouter(HydratedRouter)).resolves.toBeUndefined();
  });
});
