import {describe, expect, it} from 'vitest';
import {parseCartRequest} from '~/lib/cart/input';

const VARIANT = 'gid://shopify/ProductVariant/123';
const LINE =
  'gid://shopify/CartLine/5f0c1d1e-1111-2222-3333-444455556666?cart=c1-abc';
const CART = 'gid://shopify/Cart/c1-abc?key=secret';

function post(
  action: string,
  inputs: Record<string, unknown> = {},
  fields: [string, string][] = [],
) {
  const form = new FormData();
  form.set('cartFormInput', JSON.stringify({action, inputs}));
  for (const [name, value] of fields) form.append(name, value);
  return form;
}
const options = {cartId: CART, allowedCountries: ['US', 'PR']};
const parse = (form: FormData, cartId: string | null = CART) =>
  parseCartRequest(form, {...options, cartId});
const message = (form: FormData) => {
  const result = parse(form);
  return result.ok ? 'ok' : result.message;
};

describe('parseCartRequest', () => {
  it('reads each CartForm action', () => {
    expect(
      parse(post('LinesAdd', {lines: [{merchandiseId: VARIANT}]})),
    ).toEqual({
      ok: true,
      redirectTo: null,
      request: {
        action: 'LinesAdd',
        lines: [{merchandiseId: VARIANT, quantity: 1}],
      },
    });
    expect(
      parse(post('LinesUpdate', {lines: [{id: LINE, quantity: '0'}]})),
    ).toMatchObject({
      request: {action: 'LinesUpdate', lines: [{id: LINE, quantity: 0}]},
    });
    expect(parse(post('LinesRemove', {lineIds: [LINE]}))).toMatchObject({
      request: {action: 'LinesRemove', lineIds: [LINE]},
    });
    expect(
      parse(post('NoteUpdate', {}, [['note', 'Leave at door']])),
    ).toMatchObject({request: {action: 'NoteUpdate', note: 'Leave at door'}});
    expect(
      parse(
        post('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'pr'}}, [
          ['email', 'a@example.com'],
        ]),
      ),
    ).toMatchObject({
      request: {
        action: 'BuyerIdentityUpdate',
        buyerIdentity: {countryCode: 'PR', email: 'a@example.com'},
      },
    });
    expect(
      parse(
        post('AttributesUpdateInput', {attributes: [{key: 'A', value: '1'}]}, [
          ['attribute.Gift wrap', 'No'],
          ['attribute.Gift wrap', 'Yes'],
        ]),
      ),
    ).toMatchObject({
      request: {
        action: 'AttributesUpdateInput',
        attributes: [
          {key: 'A', value: '1'},
          {key: 'Gift wrap', value: 'Yes'},
        ],
      },
    });
    expect(
      parse(
        post('DiscountCodesUpdate', {discountCodes: ['save20', 'WELCOME10']}, [
          ['discountCode', ' welcome10 '],
        ]),
      ),
    ).toMatchObject({
      request: {
        action: 'DiscountCodesUpdate',
        discountCodes: ['WELCOME10', 'SAVE20'],
      },
    });
  });

  it('lets form fields win over the JSON inputs, as CartForm.getFormInput does', () => {
    expect(
      parse(post('NoteUpdate', {note: 'json'}, [['note', 'field']])),
    ).toMatchObject({request: {note: 'field'}});
  });

  it('never passes a customer token posted by the browser', () => {
    const result = parse(
      post('BuyerIdentityUpdate', {
        buyerIdentity: {email: 'a@example.com', customerAccessToken: 'stolen'},
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      request: {buyerIdentity: {email: 'a@example.com'}},
    });
    expect(JSON.stringify(result)).not.toContain('stolen');
  });

  it.each([
    [
      [{merchandiseId: VARIANT, quantity: 0}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: VARIANT, quantity: -1}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: VARIANT, quantity: 1.5}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: VARIANT, quantity: 1e9}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: VARIANT, quantity: 'NaN'}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: VARIANT, quantity: null}],
      'Choose a quantity from 1 to 99.',
    ],
    [
      [{merchandiseId: 'gid://shopify/Product/1'}],
      'That item can’t be added to the cart.',
    ],
    [[{merchandiseId: 42}], 'That item can’t be added to the cart.'],
    [['x'], 'That item can’t be added to the cart.'],
    [[], 'We couldn’t read that cart request. Please try again.'],
    ['lines', 'We couldn’t read that cart request. Please try again.'],
    [
      Array.from({length: 26}, () => ({merchandiseId: VARIANT})),
      'Too many items in one request.',
    ],
  ])('refuses to add %j', (lines, expected) => {
    expect(message(post('LinesAdd', {lines}))).toBe(expected);
  });

  it.each([
    [{id: LINE, quantity: -1}, 'Choose a quantity from 0 to 99.'],
    [{id: LINE, quantity: 100}, 'Choose a quantity from 0 to 99.'],
    [{id: LINE, quantity: 0.5}, 'Choose a quantity from 0 to 99.'],
    [
      {id: 'gid://shopify/CartLine/../../x', quantity: 1},
      'That item isn’t in your cart.',
    ],
    [{quantity: 1}, 'That item isn’t in your cart.'],
  ])('refuses to update %j', (line, expected) => {
    expect(message(post('LinesUpdate', {lines: [line]}))).toBe(expected);
  });

  it('refuses a cart id other than the visitor’s own', () => {
    expect(
      message(
        post('LinesRemove', {
          lineIds: [LINE],
          cartId: 'gid://shopify/Cart/other',
        }),
      ),
    ).toBe('That cart can’t be changed here.');
    expect(
      message(
        post('LinesRemove', {lineIds: [LINE]}, [
          ['cartId', 'gid://shopify/Cart/other'],
        ]),
      ),
    ).toBe('That cart can’t be changed here.');
    expect(message(post('LinesRemove', {lineIds: [LINE], cartId: CART}))).toBe(
      'ok',
    );
    expect(
      parseCartRequest(post('LinesRemove', {lineIds: [LINE], cartId: CART}), {
        ...options,
        cartId: null,
      }),
    ).toMatchObject({ok: false});
  });

  it('refuses a country from another region and bad contact details', () => {
    expect(
      message(
        post('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'AU'}}),
      ),
    ).toBe('That country isn’t available in this store.');
    expect(
      message(post('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 7}})),
    ).toBe('That country isn’t available in this store.');
    expect(message(post('BuyerIdentityUpdate', {}, [['email', 'nope']]))).toBe(
      'Enter a valid email address.',
    );
    expect(
      message(post('BuyerIdentityUpdate', {}, [['phone', 'call me']])),
    ).toBe('Enter a valid phone number.');
    expect(message(post('BuyerIdentityUpdate', {}))).toBe(
      'We couldn’t read that cart request. Please try again.',
    );
  });

  it('refuses overlong notes, odd codes and attributes', () => {
    expect(message(post('NoteUpdate', {}, [['note', 'x'.repeat(1001)]]))).toBe(
      'Notes can be up to 1,000 characters.',
    );
    expect(message(post('NoteUpdate', {note: {}}))).toBe(
      'Notes can be up to 1,000 characters.',
    );
    expect(
      message(
        post('DiscountCodesUpdate', {}, [['discountCode', 'x'.repeat(256)]]),
      ),
    ).toBe('Enter a discount code of up to 255 characters.');
    expect(
      message(post('DiscountCodesUpdate', {discountCodes: ['A\u0000']})),
    ).toBe('Enter a discount code of up to 255 characters.');
    expect(
      message(
        post('DiscountCodesUpdate', {
          discountCodes: ['A', 'B', 'C', 'D', 'E', 'F'],
        }),
      ),
    ).toBe('Up to 5 discount codes can be used at once.');
    expect(
      message(post('DiscountCodesUpdate', {discountCodes: ['a', 'A', 'a ']})),
    ).toBe('ok');
    expect(message(post('AttributesUpdateInput', {}))).toBe(
      'Those cart details can’t be saved.',
    );
    expect(
      message(
        post('AttributesUpdateInput', {attributes: [{key: '', value: 'x'}]}),
      ),
    ).toBe('Those cart details can’t be saved.');
  });

  it('refuses unreadable input and unknown actions', () => {
    const broken = new FormData();
    broken.set('cartFormInput', '{"action": ');
    expect(message(broken)).toBe(
      'We couldn’t read that cart request. Please try again.',
    );
    const twice = post('LinesAdd', {lines: [{merchandiseId: VARIANT}]});
    twice.append('cartFormInput', '{}');
    expect(message(twice)).toBe(
      'We couldn’t read that cart request. Please try again.',
    );
    expect(message(new FormData())).toBe('Unknown cart action');
    expect(message(post('Create'))).toBe('Unknown cart action');
    expect(message(post('__proto__'))).toBe('Unknown cart action');
    expect(parseCartRequest(null, options)).toMatchObject({
      ok: false,
      message: 'Unknown cart action',
    });
  });

  it('keeps a same-site redirectTo only', () => {
    const to = (value: string) =>
      parse(
        post('LinesAdd', {lines: [{merchandiseId: VARIANT}]}, [
          ['redirectTo', value],
        ]),
      ).redirectTo;
    expect(to('/au/cart')).toBe('/au/cart');
    expect(to('//evil.example')).toBeNull();
    expect(to('https://evil.example')).toBeNull();
    expect(to('/\\evil.example')).toBeNull();
  });
});
