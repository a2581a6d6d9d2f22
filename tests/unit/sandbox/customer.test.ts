import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';
import {signUp, storefront, uniqueEmail} from './cart-helpers.ts';

let sandbox: Sandbox;
let gql: ReturnType<typeof storefront>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gql = storefront(sandbox);
});
afterAll(() => sandbox.close());

const CREATE = `mutation ($input: CustomerCreateInput!) {
  customerCreate(input: $input) {
    customer { id email firstName lastName displayName phone acceptsMarketing tags }
    customerUserErrors { code field message }
    userErrors { field message }
  }
}`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;
const LOGOUT = `mutation ($token: String!) {
  customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } }
}`;
const CUSTOMER = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone acceptsMarketing tags numberOfOrders
    defaultAddress { id }
    addresses(first: 10) { nodes { id } }
    orders(first: 100, sortKey: PROCESSED_AT, reverse: true) { nodes { id } totalCount }
  }
}`;
const UPDATE = `mutation ($token: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $token, customer: $customer) {
    customer { email firstName lastName phone acceptsMarketing }
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;
const RECOVER = `mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code field message } } }`;
const RESET = `mutation ($id: ID!, $input: CustomerResetInput!) {
  customerReset(id: $id, input: $input) {
    customer { id email }
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;
const RESET_BY_URL = `mutation ($url: URL!, $password: String!) {
  customerResetByUrl(resetUrl: $url, password: $password) {
    customer { id }
    customerAccessToken { accessToken }
    customerUserErrors { code field message }
  }
}`;

const login = async (email: string, password: string) =>
  (await gql(LOGIN, {input: {email, password}})).data.customerAccessTokenCreate;

const outbox = (to: string) => sandboxClient(sandbox.origin).outbox(to);

describe('customerCreate', () => {
  it('creates a customer with the profile fields', async () => {
    const email = uniqueEmail('grace');
    const body = (
      await gql(CREATE, {
        input: {
          email,
          password: 'secret1',
          firstName: 'Grace',
          lastName: 'Hopper',
          acceptsMarketing: true,
          phone: '+1 415 555 0100',
        },
      })
    ).data.customerCreate;
    expect(body.customerUserErrors).toEqual([]);
    expect(body.customer).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Grace Hopper',
      phone: '+14155550100',
      acceptsMarketing: true,
      tags: [],
    });
  });

  it('refuses a taken e-mail, in any letter case', async () => {
    const {email} = await signUp(sandbox);
    const body = (
      await gql(CREATE, {
        input: {email: email.toUpperCase(), password: 'secret1'},
      })
    ).data.customerCreate;
    expect(body.customer).toBeNull();
    expect(body.customerUserErrors).toEqual([
      {
        code: 'TAKEN',
        field: ['input', 'email'],
        message: 'Email has already been taken',
      },
    ]);
    expect(body.userErrors).toEqual([
      {field: ['input', 'email'], message: 'Email has already been taken'},
    ]);
  });

  it('refuses short, long, blank and padded passwords, and bad e-mails, names and phones', async () => {
    const cases: [
      Record<string, unknown>,
      {code: string; field: string[]; message: string},
    ][] = [
      [
        {password: 'abcd'},
        {
          code: 'TOO_SHORT',
          field: ['input', 'password'],
          message: 'Password is too short (minimum is 5 characters)',
        },
      ],
      [
        {password: 'x'.repeat(41)},
        {
          code: 'TOO_LONG',
          field: ['input', 'password'],
          message: 'Password is too long (maximum is 40 characters)',
        },
      ],
      [
        {password: ''},
        {
          code: 'BLANK',
          field: ['input', 'password'],
          message: "Password can't be blank",
        },
      ],
      [
        {password: ' secret1'},
        {
          code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
          field: ['input', 'password'],
          message: 'Password starts or ends with whitespace',
        },
      ],
      [
        {email: ''},
        {
          code: 'BLANK',
          field: ['input', 'email'],
          message: "Email can't be blank",
        },
      ],
      [
        {email: 'nope@'},
        {
          code: 'INVALID',
          field: ['input', 'email'],
          message: 'Email is invalid',
        },
      ],
      [
        {firstName: '<b>Hi</b>'},
        {
          code: 'CONTAINS_HTML_TAGS',
          field: ['input', 'firstName'],
          message: 'First name cannot contain HTML tags',
        },
      ],
      [
        {lastName: 'see https://spam.example'},
        {
          code: 'CONTAINS_URL',
          field: ['input', 'lastName'],
          message: 'Last name cannot contain URL',
        },
      ],
      [
        {phone: '12ab'},
        {
          code: 'INVALID',
          field: ['input', 'phone'],
          message: 'Phone is invalid',
        },
      ],
    ];
    for (const [change, error] of cases) {
      const input = {email: uniqueEmail(), password: 'secret1', ...change};
      const body = (await gql(CREATE, {input})).data.customerCreate;
      expect(body.customer, JSON.stringify(change)).toBeNull();
      expect(body.customerUserErrors).toEqual([error]);
    }
  });
});

describe('access tokens', () => {
  it('signs in with a 30-day token that reads the customer', async () => {
    const email = uniqueEmail();
    await gql(CREATE, {input: {email, password: 'secret1', firstName: 'Alan'}});
    const before = Date.now();
    const {customerAccessToken, customerUserErrors} = await login(
      email,
      'secret1',
    );
    expect(customerUserErrors).toEqual([]);
    expect(customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const days =
      (Date.parse(customerAccessToken.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const me = (await gql(CUSTOMER, {token: customerAccessToken.accessToken}))
      .data.customer;
    expect(me).toMatchObject({
      email,
      firstName: 'Alan',
      lastName: null,
      displayName: 'Alan',
      numberOfOrders: '0',
      defaultAddress: null,
    });
    expect(me.orders).toEqual({nodes: [], totalCount: '0'});
  });

  it('answers a wrong password or unknown e-mail with UNIDENTIFIED_CUSTOMER', async () => {
    const {email} = await signUp(sandbox);
    for (const [e, p] of [
      [email, 'wrong-password'],
      [uniqueEmail('ghost'), 'hunter22'],
    ]) {
      expect(await login(e, p)).toEqual({
        customerAccessToken: null,
        customerUserErrors: [
          {
            code: 'UNIDENTIFIED_CUSTOMER',
            field: null,
            message: 'Unidentified customer',
          },
        ],
      });
    }
  });

  it('treats an expired token like an unknown one', async () => {
    const {token} = await signUp(sandbox);
    sandbox.db
      .prepare(
        "UPDATE customer_access_tokens SET expires_at = '2000-01-01T00:00:00.000Z'",
      )
      .run();
    expect((await gql(CUSTOMER, {token})).data.customer).toBeNull();
    expect(
      (await gql(UPDATE, {token, customer: {firstName: 'X'}})).data
        .customerUpdate.customerUserErrors,
    ).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['customerAccessToken'],
        message: 'Customer access token is invalid',
      },
    ]);
    expect((await gql(CUSTOMER, {token: 'made-up'})).data.customer).toBeNull();
  });

  it('signs out by deleting the token', async () => {
    const {token} = await signUp(sandbox);
    const deleted = (await gql(LOGOUT, {token})).data.customerAccessTokenDelete;
    expect(deleted).toMatchObject({deletedAccessToken: token, userErrors: []});
    expect((await gql(CUSTOMER, {token})).data.customer).toBeNull();
    expect((await gql(LOGOUT, {token})).data.customerAccessTokenDelete).toEqual(
      {
        deletedAccessToken: null,
        deletedCustomerAccessTokenId: null,
        userErrors: [
          {
            field: ['customerAccessToken'],
            message: 'Access token does not exist',
          },
        ],
      },
    );
  });
});

describe('customerUpdate', () => {
  it('updates the profile and keeps the token when the password is unchanged', async () => {
    const {token} = await signUp(sandbox);
    const body = (
      await gql(UPDATE, {
        token,
        customer: {
          firstName: 'Augusta',
          acceptsMarketing: true,
          phone: '+61412345678',
        },
      })
    ).data.customerUpdate;
    expect(body.customerUserErrors).toEqual([]);
    expect(body.customerAccessToken).toBeNull();
    expect(body.customer).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      acceptsMarketing: true,
      phone: '+61412345678',
    });
    expect((await gql(CUSTOMER, {token})).data.customer.firstName).toBe(
      'Augusta',
    );
  });

  it('returns a new token when the password changes and signs out the old one', async () => {
    const {token, email} = await signUp(sandbox);
    const body = (
      await gql(UPDATE, {token, customer: {password: 'new-secret'}})
    ).data.customerUpdate;
    expect(body.customerUserErrors).toEqual([]);
    const fresh = body.customerAccessToken.accessToken;
    expect(fresh).not.toBe(token);
    expect((await gql(CUSTOMER, {token})).data.customer).toBeNull();
    expect((await gql(CUSTOMER, {token: fresh})).data.customer.email).toBe(
      email,
    );
    expect((await login(email, 'hunter22')).customerUserErrors[0].code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    expect((await login(email, 'new-secret')).customerUserErrors).toEqual([]);
  });

  it("refuses another customer's e-mail and a short password", async () => {
    const other = await signUp(sandbox);
    const {token} = await signUp(sandbox);
    const body = (
      await gql(UPDATE, {
        token,
        customer: {email: other.email, password: '123'},
      })
    ).data.customerUpdate;
    expect(body.customer).toBeNull();
    expect(body.customerUserErrors).toEqual([
      {
        code: 'TAKEN',
        field: ['customer', 'email'],
        message: 'Email has already been taken',
      },
      {
        code: 'TOO_SHORT',
        field: ['customer', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      },
    ]);
  });
});

describe('password recovery', () => {
  it('says nothing about unknown e-mails and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await gql(RECOVER, {email: ghost})).data.customerRecover).toEqual({
      customerUserErrors: [],
    });
    expect(await outbox(ghost)).toEqual([]);
  });

  it('e-mails a one-time reset link that sets a new password and signs in', async () => {
    const {email, id, token: oldToken} = await signUp(sandbox);
    const recovered = await sandboxClient(sandbox.origin).storefront(
      RECOVER,
      {email},
      {headers: {origin: 'http://shop.localhost:3000'}},
    );
    expect(recovered.data.customerRecover.customerUserErrors).toEqual([]);
    const [message] = await outbox(email);
    const numericId = id.split('/').pop();
    expect(message.subject).toBe('Customer account password reset');
    expect(message.link).toMatch(
      new RegExp(
        `^http://shop\\.localhost:3000/account/reset/${numericId}/[0-9a-f]{40}$`,
      ),
    );
    expect(message.body).toContain(message.link);
    const resetToken = message.link.split('/').pop()!;

    const wrong = (
      await gql(RESET, {
        id,
        input: {resetToken: 'f'.repeat(40), password: 'brand-new'},
      })
    ).data.customerReset;
    expect(wrong.customerUserErrors).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['input', 'resetToken'],
        message: 'The reset token is invalid or has expired',
      },
    ]);
    const short = (await gql(RESET, {id, input: {resetToken, password: 'abc'}}))
      .data.customerReset;
    expect(short.customerUserErrors[0].code).toBe('TOO_SHORT');

    const done = (
      await gql(RESET, {id, input: {resetToken, password: 'brand-new'}})
    ).data.customerReset;
    expect(done.customerUserErrors).toEqual([]);
    expect(done.customer).toEqual({id, email});
    expect(
      (await gql(CUSTOMER, {token: done.customerAccessToken.accessToken})).data
        .customer.email,
    ).toBe(email);
    expect((await gql(CUSTOMER, {token: oldToken})).data.customer).toBeNull();
    expect((await login(email, 'brand-new')).customerUserErrors).toEqual([]);

    const again = (
      await gql(RESET, {id, input: {resetToken, password: 'another-one'}})
    ).data.customerReset;
    expect(again.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    expect((await login(email, 'another-one')).customerUserErrors[0].code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
  });

  it("refuses an expired token, and a token used with another customer's id", async () => {
    const a = await signUp(sandbox);
    const b = await signUp(sandbox);
    await gql(RECOVER, {email: a.email});
    const resetToken = (await outbox(a.email))[0].link.split('/').pop()!;
    const crossed = (
      await gql(RESET, {id: b.id, input: {resetToken, password: 'brand-new'}})
    ).data.customerReset;
    expect(crossed.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    sandbox.db
      .prepare(
        "UPDATE customer_password_resets SET expires_at = '2000-01-01T00:00:00.000Z'",
      )
      .run();
    const expired = (
      await gql(RESET, {id: a.id, input: {resetToken, password: 'brand-new'}})
    ).data.customerReset;
    expect(expired.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('resets by URL too', async () => {
    const {email} = await signUp(sandbox);
    await gql(RECOVER, {email});
    const path = (await outbox(email))[0].link;
    const body = (
      await gql(RESET_BY_URL, {
        url: `https://shop.example${path}`,
        password: 'via-url',
      })
    ).data.customerResetByUrl;
    expect(body.customerUserErrors).toEqual([]);
    expect((await login(email, 'via-url')).customerUserErrors).toEqual([]);
  });

  it('lists outbox messages on an HTML page, newest first', async () => {
    const res = await fetch(`${sandbox.origin}/_sandbox/outbox`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h1>Sandbox outbox</h1>');
    expect(html).toContain('Customer account password reset');
  });
});
