import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {envSchema} from '~/lib/env';
import {workerEnv} from '../../../scripts/worker-env.mjs';

/** The names `.env.example` sets, in order. */
function exampleNames() {
  return readFileSync('.env.example', 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

const schemaNames = Object.keys(envSchema.shape);

describe('.env.example', () => {
  it('lists every variable the start-up schema reads, and no other', () => {
    const names = exampleNames();
    expect({
      missing: schemaNames.filter((name) => !names.includes(name)),
      unknown: names.filter((name) => !schemaNames.includes(name)),
    }).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it('lists each variable once', () => {
    const names = exampleNames();
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
    ).toEqual([]);
  });

  it('names only variables that reach the worker from the shell or .env', () => {
    const every = Object.fromEntries(schemaNames.map((name) => [name, 'x']));
    expect(Object.keys(workerEnv(every)).sort()).toEqual(
      [...schemaNames].sort(),
    );
  });
});
