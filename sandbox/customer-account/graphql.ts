/**
 * The Customer Account API's GraphQL endpoint: every document is parsed and validated
 * against Shopify's real customer-account.schema.json (shipped in @shopify/hydrogen),
 * then answered for the customer who owns the access token.
 */
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {
  checkAddress,
  createAddress,
  deleteAddress,
  ownedAddress,
  updateAddress,
  type AddressInput,
} from '../customers/addresses.ts';
import {checkText, type CustomerUserError} from '../customers/validation.ts';
import {customerRow} from '../customers/view.ts';
import {
  caAddress,
  caCustomer,
  caOrderById,
  parseCaAddressId,
} from './objects.ts';

const require = createRequire(import.meta.url);
let schema: GraphQLSchema | undefined;

export function customerAccountSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    require('@shopify/hydrogen/customer-account.schema.json') as IntrospectionQuery,
  );
  return schema;
}

/** The Customer Account API's names for address fields the Storefront API names otherwise. */
const API_FIELD: Record<string, string> = {
  phone: 'phoneNumber',
  country: 'territoryCode',
  province: 'zoneCode',
};
const API_CODE: Record<string, string> = {
  BLANK: 'REQUIRED',
  INVALID: 'INVALID',
  TOO_LONG: 'TOO_LONG',
  CONTAINS_HTML_TAGS: 'CONTAINS_HTML_TAGS',
};

type CaAddressInput = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'address1'
    | 'address2'
    | 'city'
    | 'zoneCode'
    | 'zip'
    | 'territoryCode'
    | 'phoneNumber',
    string | null
  >
>;

function addressInput(input: CaAddressInput | null | undefined): AddressInput {
  const out: AddressInput = {};
  const copy = (from: keyof CaAddressInput, to: keyof AddressInput) => {
    if (input && from in input) out[to] = input[from] ?? null;
  };
  copy('firstName', 'firstName');
  copy('lastName', 'lastName');
  copy('company', 'company');
  copy('address1', 'address1');
  copy('address2', 'address2');
  copy('city', 'city');
  copy('zoneCode', 'province');
  copy('zip', 'zip');
  copy('territoryCode', 'country');
  copy('phoneNumber', 'phone');
  return out;
}

const asCaErrors = (errors: CustomerUserError[]) =>
  errors.map((error) => {
    const name = error.field?.at(-1) ?? '';
    return {
      code: API_CODE[error.code] ?? 'INVALID',
      field: ['address', API_FIELD[name] ?? name],
      message: error.message,
    };
  });

const missing = () => ({
  code: 'ADDRESS_ID_DOES_NOT_EXIST',
  field: ['addressId'],
  message: 'Address does not exist',
});

function setDefault(db: Database, customerId: number, addressId: number) {
  db.prepare('UPDATE customers SET default_address_id = ? WHERE id = ?').run(
    addressId,
    customerId,
  );
}

function rootFor(db: Database, customerId: number, origin: string) {
  const customer = () => caCustomer(db, customerId, origin);
  return {
    customer,
    order: ({id}: {id: string}) => caOrderById(db, customerId, id, origin),
    customerUpdate: ({
      input,
    }: {
      input: {firstName?: string | null; lastName?: string | null};
    }) => {
      const errors: CustomerUserError[] = [];
      checkText(input.firstName, 'First name', ['input', 'firstName'], errors);
      checkText(input.lastName, 'Last name', ['input', 'lastName'], errors);
      if (errors.length) return {customer: null, userErrors: errors};
      const changes: [string, string | null][] = [];
      if (input.firstName !== undefined)
        changes.push(['first_name', input.firstName?.trim() || null]);
      if (input.lastName !== undefined)
        changes.push(['last_name', input.lastName?.trim() || null]);
      changes.push(['updated_at', new Date().toISOString()]);
      db.prepare(
        `UPDATE customers SET ${changes.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
      ).run(...changes.map(([, value]) => value), customerId);
      return {customer: customer(), userErrors: []};
    },
    customerEmailMarketingSubscribe: () => marketing(true),
    customerEmailMarketingUnsubscribe: () => marketing(false),
    customerAddressCreate: ({
      address,
      defaultAddress,
    }: {
      address: CaAddressInput;
      defaultAddress?: boolean | null;
    }) =>
      transaction(db, () => {
        const input = addressInput(address);
        const errors = checkAddress(input);
        if (errors.length)
          return {customerAddress: null, userErrors: asCaErrors(errors)};
        const row = createAddress(db, customerId, input);
        if (defaultAddress) setDefault(db, customerId, row.id);
        return {customerAddress: caAddress(row), userErrors: []};
      }),
    customerAddressUpdate: ({
      addressId,
      address,
      defaultAddress,
    }: {
      addressId: string;
      address?: CaAddressInput | null;
      defaultAddress?: boolean | null;
    }) =>
      transaction(db, () => {
        const row = ownedAddress(db, customerId, parseCaAddressId(addressId));
        if (!row) return {customerAddress: null, userErrors: [missing()]};
        const input = addressInput(address);
        const errors = checkAddress(input);
        if (errors.length)
          return {customerAddress: null, userErrors: asCaErrors(errors)};
        const updated = Object.keys(input).length
          ? updateAddress(db, row, input)
          : row;
        if (defaultAddress) setDefault(db, customerId, row.id);
        return {customerAddress: caAddress(updated), userErrors: []};
      }),
    customerAddressDelete: ({addressId}: {addressId: string}) =>
      transaction(db, () => {
        const row = ownedAddress(db, customerId, parseCaAddressId(addressId));
        if (!row) return {deletedAddressId: null, userErrors: [missing()]};
        deleteAddress(db, row);
        return {deletedAddressId: caAddress(row).id, userErrors: []};
      }),
  };

  function marketing(subscribe: boolean) {
    const row = customerRow(db, customerId)!;
    if (Boolean(row.accepts_marketing) === subscribe) {
      const code = subscribe ? 'CUSTOMER_ALREADY_SUBSCRIBED' : 'INVALID';
      return {
        emailAddress: null,
        userErrors: [
          {
            code,
            field: null,
            message: subscribe
              ? 'Customer is already subscribed'
              : 'Customer is not subscribed',
          },
        ],
      };
    }
    db.prepare(
      'UPDATE customers SET accepts_marketing = ?, updated_at = ? WHERE id = ?',
    ).run(subscribe ? 1 : 0, new Date().toISOString(), customerId);
    return {
      emailAddress: caCustomer(db, customerId, origin)!.emailAddress,
      userErrors: [],
    };
  }
}

const documents = new Map<string, DocumentNode | {message: string}[]>();

function parsed(query: string) {
  let found = documents.get(query);
  if (!found) {
    try {
      const document = parse(query);
      const errors = validate(customerAccountSchema(), document);
      found = errors.length
        ? errors.map((error) => ({message: error.message}))
        : document;
    } catch (error) {
      found = [{message: (error as Error).message}];
    }
    if (documents.size > 200) documents.clear();
    documents.set(query, found);
  }
  return found;
}

export async function executeCustomerAccount({
  db,
  customerId,
  origin,
  query,
  variables,
  operationName,
}: {
  db: Database;
  customerId: number;
  origin: string;
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) {
  const document = parsed(query);
  if (Array.isArray(document)) return {errors: document};
  const result = await execute({
    schema: customerAccountSchema(),
    document,
    variableValues: variables,
    operationName,
    rootValue: rootFor(db, customerId, origin),
  });
  return {
    data: result.data ?? null,
    ...(result.errors?.length
      ? {
          errors: result.errors.map((e) => ({
            message: e.message,
            locations: e.locations,
            path: e.path,
          })),
        }
      : {}),
  };
}
