import {IMAGE_FRAGMENT, MONEY_FRAGMENT} from './fragments';
import {PRODUCT_CARD_FRAGMENT} from './product';

/**
 * Storefront API documents for customer accounts (classic customer accounts with an
 * access token). Every customer read is made with the token from the session, so the
 * Storefront API itself decides whose data comes back; the app never looks a
 * customer up by an id it was sent.
 */

const CUSTOMER_USER_ERROR_FRAGMENT = `#graphql
  fragment CustomerUserErrorFields on CustomerUserError {
    code
    field
    message
  }
` as const;

/** A signed-in shopper's token and when it stops working (kept in the session). */
const CUSTOMER_ACCESS_TOKEN_FRAGMENT = `#graphql
  fragment CustomerAccessTokenFields on CustomerAccessToken {
    accessToken
    expiresAt
  }
` as const;

export const ADDRESS_FRAGMENT = `#graphql
  fragment AddressFields on MailingAddress {
    id
    name
    firstName
    lastName
    phone
    company
    address1
    address2
    city
    province
    zip
    country
    countryCodeV2
    formatted
  }
` as const;

/** The profile and default address: the account pages' common header data. */
export const CUSTOMER_PROFILE_QUERY = `#graphql
  query CustomerProfile($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      phone
      email
      acceptsMarketing
      tags
    }
  }
` as const;

/** Addresses: the first 10 plus the default (which may lie beyond the first 10). */
export const CUSTOMER_ADDRESSES_QUERY = `#graphql
  query CustomerAddresses($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      defaultAddress {
        ...AddressFields
      }
      addresses(first: 10) {
        nodes {
          ...AddressFields
        }
      }
    }
  }
  ${ADDRESS_FRAGMENT}
` as const;

/** One order as the order history and the order page show it, with up to 200 line items. */
const ORDER_FRAGMENT = `#graphql
  fragment CustomerOrder on Order {
    id
    name
    orderNumber
    processedAt
    statusUrl
    financialStatus
    fulfillmentStatus
    canceledAt
    cancelReason
    totalPrice {
      ...Money
    }
    lineItems(first: 200) {
      nodes {
        title
        quantity
        variant {
          id
          title
          image {
            ...ImageFields
          }
          product {
            handle
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** Order history: the latest 100, newest first. */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 100, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerOrder
        }
      }
    }
  }
  ${ORDER_FRAGMENT}
` as const;

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        ...CustomerAccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
  ${CUSTOMER_ACCESS_TOKEN_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

/** Profile and password changes. A new password returns a new token (all others stop working). */
export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        ...CustomerAccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
  ${CUSTOMER_ACCESS_TOKEN_FRAGMENT}
` as const;

export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RESET_MUTATION = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) {
      customerAccessToken {
        ...CustomerAccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
  ${CUSTOMER_ACCESS_TOKEN_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

/**
 * Product cards for the wishlist page, by handle (the wishlist service keeps handles).
 * One search over handles rather than one request per product.
 */
export const WISHLIST_PRODUCTS_QUERY = `#graphql
  query WishlistProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
