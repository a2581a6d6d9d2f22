import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {signUp, storefront} from './cart-helpers.ts';

let sandbox: Sandbox;
let gql: ReturnType<typeof storefront>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gql = storefront(sandbox);
});
afterAll(() => sandbox.close());

const ADDRESS_FIELDS = `id firstName lastName name company phone address1 address2 city province zip country countryCodeV2 formatted(withName: true) formattedArea`;
const CREATE = `mutation ($token: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $token, address: $address) {
    customerAddress { ${ADDRESS_FIELDS} }
    customerUserErrors { code field message }
  }
}`;
const UPDATE = `mutation ($token: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
    customerAddress { ${ADDRESS_FIELDS} }
    customerUserErrors { code field message }
  }
}`;
const DELETE = `mutation ($token: String!, $id: ID!) {
  customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId customerUserErrors { code field message } }
}`;
const DEFAULT = `mutation ($token: String!, $id: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) {
    customer { defaultAddress { id } }
    customerUserErrors { code field message }
  }
}`;
const BOOK = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    defaultAddress { id address1 }
    addresses(first: 10) { nodes { id address1 } edges { cursor } pageInfo { hasNextPage } }
  }
}`;

const sydney = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+61 2 9999 0000',
  address1: '1 George St',
  address2: 'Level 2',
  city: 'Sydney',
  province: 'NSW',
  zip: '2000',
  country: 'Australia',
};

async function create(token: string, address: Record<string, unknown>) {
  return (await gql(CREATE, {token, address})).data.customerAddressCreate;
}

describe('address book', () => {
  it('creates an address, makes the first one the default, and lists it', async () => {
    const {token} = await signUp(sandbox);
    const {customerAddress, customerUserErrors} = await create(token, sydney);
    expect(customerUserErrors).toEqual([]);
    expect(customerAddress).toEqual({
      id: expect.stringMatching(
        /^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/,
      ),
      ...sydney,
      // Stored under the province's name, as Shopify stores a province typed as its code.
      province: 'New South Wales',
      name: 'Ada Lovelace',
      phone: '+61 2 9999 0000',
      countryCodeV2: 'AU',
      formatted: [
        'Ada Lovelace',
        'Analytical Engines',
        '1 George St',
        'Level 2',
        'Sydney NSW 2000',
        'Australia',
      ],
      formattedArea: 'Sydney NSW, Australia',
    });
    const book = (await gql(BOOK, {token})).data.customer;
    expect(book.defaultAddress).toEqual({
      id: customerAddress.id,
      address1: '1 George St',
    });
    expect(book.addresses.nodes).toEqual([
      {id: customerAddress.id, address1: '1 George St'},
    ]);
  });

  it('accepts a country code and stores the country name', async () => {
    const {token} = await signUp(sandbox);
    const {customerAddress} = await create(token, {
      address1: '1 Main St',
      city: 'Austin',
      country: 'US',
      zip: '78701',
    });
    expect(customerAddress).toMatchObject({
      country: 'United States',
      countryCodeV2: 'US',
    });
  });

  it('updates, changes the default, and deletes, promoting the next address', async () => {
    const {token} = await signUp(sandbox);
    const first = (await create(token, sydney)).customerAddress;
    const second = (await create(token, {...sydney, address1: '2 Pitt St'}))
      .customerAddress;
    const updated = (
      await gql(UPDATE, {
        token,
        id: second.id,
        address: {address1: '22 Pitt St', zip: '2001'},
      })
    ).data.customerAddressUpdate;
    expect(updated.customerUserErrors).toEqual([]);
    expect(updated.customerAddress).toMatchObject({
      id: second.id,
      address1: '22 Pitt St',
      zip: '2001',
      city: 'Sydney',
    });

    const made = (await gql(DEFAULT, {token, id: second.id})).data
      .customerDefaultAddressUpdate;
    expect(made).toEqual({
      customer: {defaultAddress: {id: second.id}},
      customerUserErrors: [],
    });

    const deleted = (await gql(DELETE, {token, id: second.id})).data
      .customerAddressDelete;
    expect(deleted).toEqual({
      deletedCustomerAddressId: second.id,
      customerUserErrors: [],
    });
    const book = (await gql(BOOK, {token})).data.customer;
    expect(book.defaultAddress.id).toBe(first.id);
    expect(book.addresses.nodes.map((a: any) => a.id)).toEqual([first.id]);

    await gql(DELETE, {token, id: first.id});
    const empty = (await gql(BOOK, {token})).data.customer;
    expect(empty.defaultAddress).toBeNull();
    expect(empty.addresses.nodes).toEqual([]);
  });

  it('pages addresses 10 at a time', async () => {
    const {token} = await signUp(sandbox);
    for (let i = 1; i <= 12; i++)
      await create(token, {...sydney, address1: `${i} George St`});
    const book = (await gql(BOOK, {token})).data.customer;
    expect(book.addresses.nodes).toHaveLength(10);
    expect(book.addresses.pageInfo.hasNextPage).toBe(true);
    expect(book.defaultAddress.address1).toBe('1 George St');
  });

  it('refuses markup in address fields and invalid tokens', async () => {
    const {token} = await signUp(sandbox);
    const bad = await create(token, {...sydney, city: '<script>x</script>'});
    expect(bad).toEqual({
      customerAddress: null,
      customerUserErrors: [
        {
          code: 'CONTAINS_HTML_TAGS',
          field: ['address', 'city'],
          message: 'City cannot contain HTML tags',
        },
      ],
    });
    expect((await create('not-a-token', sydney)).customerUserErrors).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['customerAccessToken'],
        message: 'Customer access token is invalid',
      },
    ]);
  });
});

describe('isolation between customers', () => {
  it("never lets customer B update, delete or default A's address", async () => {
    const a = await signUp(sandbox);
    const b = await signUp(sandbox);
    const address = (await create(a.token, sydney)).customerAddress;
    await create(b.token, {...sydney, address1: 'B street'});
    const notFound = {
      code: 'NOT_FOUND',
      field: ['id'],
      message: 'Address does not exist',
    };

    const update = (
      await gql(UPDATE, {
        token: b.token,
        id: address.id,
        address: {address1: 'Hijacked'},
      })
    ).data.customerAddressUpdate;
    expect(update).toEqual({
      customerAddress: null,
      customerUserErrors: [notFound],
    });
    const del = (await gql(DELETE, {token: b.token, id: address.id})).data
      .customerAddressDelete;
    expect(del).toEqual({
      deletedCustomerAddressId: null,
      customerUserErrors: [notFound],
    });
    const def = (await gql(DEFAULT, {token: b.token, id: address.id})).data
      .customerDefaultAddressUpdate;
    expect(def).toEqual({
      customer: null,
      customerUserErrors: [{...notFound, field: ['addressId']}],
    });
    // Same numeric id with a different query string is still A's address.
    const bare = address.id.replace(/\?.*$/, '');
    expect(
      (await gql(DELETE, {token: b.token, id: bare})).data.customerAddressDelete
        .customerUserErrors,
    ).toEqual([notFound]);

    const aBook = (await gql(BOOK, {token: a.token})).data.customer;
    expect(aBook.addresses.nodes).toEqual([
      {id: address.id, address1: '1 George St'},
    ]);
    const bBook = (await gql(BOOK, {token: b.token})).data.customer;
    expect(bBook.addresses.nodes.map((n: any) => n.address1)).toEqual([
      'B street',
    ]);
  });
});
