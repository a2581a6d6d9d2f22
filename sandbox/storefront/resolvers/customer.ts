/**
 * Storefront API customer accounts: Query.customer and the sign-up, sign-in, profile
 * and password recovery mutations, answered from the sandbox database.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {
  createCustomer,
  recoverCustomer,
  resetCustomer,
  signIn,
  updateCustomer,
  invalidResetToken,
} from '../../customers/accounts.ts';
import {digest} from '../../customers/secrets.ts';
import {customerIdForToken, deleteAccessToken} from '../../customers/tokens.ts';
import {userError, type CustomerUserError} from '../../customers/validation.ts';
import {customerObject, parseCustomerId} from '../../customers/view.ts';

/** Both the current and the deprecated error lists, like Shopify's payloads. */
export function customerPayload(
  errors: CustomerUserError[],
  fields: Record<string, unknown> = {},
) {
  return {
    ...fields,
    customerUserErrors: errors,
    userErrors: errors.map(({field, message}) => ({field, message})),
  };
}

export const invalidAccessToken = () =>
  userError(
    'TOKEN_INVALID',
    ['customerAccessToken'],
    'Customer access token is invalid',
  );

const tokenObject = (token?: {accessToken: string; expiresAt: string}) =>
  token ?? null;

async function reset(
  context: StorefrontContext,
  id: number | undefined,
  resetToken: string,
  password: string,
) {
  const result = await resetCustomer(context.db, id, resetToken, password);
  if (result.errors.length)
    return customerPayload(result.errors, {
      customer: null,
      customerAccessToken: null,
    });
  return customerPayload([], {
    customer: customerObject(context.db, result.customerId!, context.origin),
    customerAccessToken: tokenObject(result.token),
  });
}

registerResolvers({
  QueryRoot: {
    customer(_, {customerAccessToken}, context: StorefrontContext) {
      const id = customerIdForToken(context.db, customerAccessToken);
      return id === undefined
        ? null
        : customerObject(context.db, id, context.origin);
    },
  },
  Mutation: {
    async customerCreate(_, {input}, context: StorefrontContext) {
      const {customerId, errors} = await createCustomer(context.db, input);
      return customerPayload(errors, {
        customer: customerId
          ? customerObject(context.db, customerId, context.origin)
          : null,
      });
    },
    async customerAccessTokenCreate(_, {input}, context: StorefrontContext) {
      const {token, errors} = await signIn(
        context.db,
        input.email,
        input.password,
      );
      return customerPayload(errors, {customerAccessToken: tokenObject(token)});
    },
    customerAccessTokenDelete(
      _,
      {customerAccessToken},
      context: StorefrontContext,
    ) {
      if (!deleteAccessToken(context.db, customerAccessToken)) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [
            {
              field: ['customerAccessToken'],
              message: 'Access token does not exist',
            },
          ],
        };
      }
      return {
        deletedAccessToken: customerAccessToken,
        deletedCustomerAccessTokenId: digest(customerAccessToken).slice(0, 32),
        userErrors: [],
      };
    },
    async customerUpdate(
      _,
      {customerAccessToken, customer},
      context: StorefrontContext,
    ) {
      const id = customerIdForToken(context.db, customerAccessToken);
      if (id === undefined)
        return customerPayload([invalidAccessToken()], {
          customer: null,
          customerAccessToken: null,
        });
      const result = await updateCustomer(context.db, id, customer);
      return customerPayload(result.errors, {
        customer: result.errors.length
          ? null
          : customerObject(context.db, id, context.origin),
        customerAccessToken: tokenObject(result.token),
      });
    },
    customerRecover(_, {email}, context: StorefrontContext) {
      recoverCustomer(context.db, email, context.requestOrigin);
      return customerPayload([]);
    },
    customerReset(_, {id, input}, context: StorefrontContext) {
      return reset(
        context,
        parseCustomerId(id),
        input.resetToken,
        input.password,
      );
    },
    customerResetByUrl(_, {resetUrl, password}, context: StorefrontContext) {
      const match = /\/account\/reset\/(\d+)\/([0-9a-f]+)\/?$/.exec(
        new URL(resetUrl, 'http://x').pathname,
      );
      if (!match) {
        return customerPayload(
          [{...invalidResetToken(), field: ['resetUrl']}],
          {customer: null, customerAccessToken: null},
        );
      }
      return reset(context, Number(match[1]), match[2], password);
    },
  },
});
