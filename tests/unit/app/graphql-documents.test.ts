import {describe, expect, it} from 'vitest';
import {buildClientSchema, parse, validate, type IntrospectionQuery} from 'graphql';
import schemaJson from '@shopify/hydrogen-react/storefront.schema.json';

/**
 * Every Storefront API document the app can send, validated against Shopify's real schema:
 * the exported `#graphql` strings of app/graphql and of any module that keeps one inline.
 */
const modules = import.meta.glob(['/app/graphql/**/*.ts', '/app/routes/**/*.tsx', '/app/lib/**/*.ts', '!/app/lib/**/*.server.ts', '!/app/lib/content/**'], {eager: true});
const schema = buildClientSchema(schemaJson as unknown as IntrospectionQuery);

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'string' && value.trimStart().startsWith('#graphql'))
    .filter(([, value]) => /^\s*(query|mutation)\b/m.test(value as string))
    .map(([name, value]) => ({name: `${file.replace('/app/', '')} ${name}`, source: value as string})),
);

describe('Storefront API documents', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(3);
  });

  it.each(documents)('$name is valid against the Storefront schema', ({source}) => {
    const errors = validate(schema, parse(source)).map((e) => e.message);
    expect(errors).toEqual([]);
  });
});
