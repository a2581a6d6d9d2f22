import {describe, expect, it} from 'vitest';
import {
  BACK_IN_STOCK_DEFAULTS,
  backInStockSchema,
} from '~/lib/forms/back-in-stock';
import {submit} from './helpers';

describe('back-in-stock form', () => {
  it('accepts an email and a size', () => {
    expect(
      submit(backInStockSchema, {
        email: 'ada@example.com',
        variant: 'gid://shopify/ProductVariant/1',
        acceptsMarketing: 'on',
      }),
    ).toEqual({
      ok: true,
      value: {
        email: 'ada@example.com',
        variant: 'gid://shopify/ProductVariant/1',
        acceptsMarketing: true,
      },
      errors: {},
    });
  });

  it("asks for the email: 'Please enter your email.'", () => {
    expect(submit(backInStockSchema, {variant: '1'}).errors).toEqual({
      email: ['Please enter your email.'],
    });
  });

  it("checks the email: 'Invalid email. Please check spelling.'", () => {
    expect(
      submit(backInStockSchema, {email: 'ada@example', variant: '1'}).errors,
    ).toEqual({
      email: ['Invalid email. Please check spelling.'],
    });
  });

  it("asks for a size: 'Please select a size'", () => {
    expect(
      submit(backInStockSchema, {email: 'ada@example.com'}).errors,
    ).toEqual({variant: ['Please select a size']});
  });

  it('starts with marketing consent ticked', () => {
    expect(BACK_IN_STOCK_DEFAULTS.acceptsMarketing).toBe(true);
  });

  it('reads an unticked box as no consent', () => {
    expect(
      submit(backInStockSchema, {email: 'ada@example.com', variant: '1'}).value,
    ).toMatchObject({acceptsMarketing: false});
  });

  it('takes real booleans from JSON callers', () => {
    expect(
      backInStockSchema.parse({
        email: 'ada@example.com',
        variant: '1',
        acceptsMarketing: true,
      }).acceptsMarketing,
    ).toBe(true);
    expect(
      backInStockSchema.safeParse({
        email: 'ada@example.com',
        variant: '1',
        acceptsMarketing: 'maybe',
      }).success,
    ).toBe(false);
  });

  it('gives a message for an oversized email', () => {
    expect(
      submit(backInStockSchema, {
        email: `${'a'.repeat(300)}@example.com`,
        variant: '1',
      }).errors.email,
    ).toContain('This field cannot be longer than 254 characters');
  });
});
