/**
 * Customer Account API documents (hosted sign-in mode). Every one runs with the
 * signed-in shopper's token, so the API itself decides whose data comes back.
 * Typed by @shopify/hydrogen-codegen into customer-accountapi.generated.d.ts and
 * validated against Shopify's customer-account.schema.json by the unit tests.
 */

const CA_USER_ERROR_FIELDS = `#graphql
  fragment CustomerAddressUserErrorFields on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

const CA_MARKETING_USER_ERROR_FIELDS = `#graphql
  fragment CustomerEmailMarketingUserErrorFields on UserErrorsCustomerEmailMarketingUserErrors {
    code
    field
    message
  }
` as const;

const CA_MONEY_FRAGMENT = `#graphql
  fragment CustomerAccountMoney on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const CA_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAccountAddress on CustomerAddress {
    id
    name
    firstName
    lastName
    phoneNumber
    company
    address1
    address2
    city
    province
    zoneCode
    zip
    country
    territoryCode
    formatted
  }
` as const;

export const CA_PROFILE_QUERY = `#graphql
  query CustomerAccountProfile {
    customer {
      id
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
      phoneNumber {
        phoneNumber
      }
    }
  }
` as const;

/** Addresses: the first 10 plus the default (which may lie beyond the first 10). */
export const CA_ADDRESSES_QUERY = `#graphql
  query CustomerAccountAddresses {
    customer {
      id
      defaultAddress {
        ...CustomerAccountAddress
      }
      addresses(first: 10) {
        nodes {
          ...CustomerAccountAddress
        }
      }
    }
  }
  ${CA_ADDRESS_FRAGMENT}
` as const;

const CA_ORDER_FIELDS = `#graphql
  fragment CustomerAccountOrder on Order {
    id
    name
    number
    processedAt
    statusPageUrl
    financialStatus
    fulfillmentStatus
    cancelledAt
    cancelReason
    totalPrice {
      ...CustomerAccountMoney
    }
    lineItems(first: 200) {
      nodes {
        id
        title
        quantity
        variantId
        variantTitle
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
  ${CA_MONEY_FRAGMENT}
` as const;

/** Order history: the latest 100, newest first, each with up to 200 line items. */
export const CA_ORDERS_QUERY = `#graphql
  query CustomerAccountOrders {
    customer {
      id
      orders(first: 100, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerAccountOrder
        }
      }
    }
  }
  ${CA_ORDER_FIELDS}
` as const;

export const CA_ORDER_QUERY = `#graphql
  query CustomerAccountOrderDetail($id: ID!) {
    order(id: $id) {
      ...CustomerAccountOrder
      subtotal {
        ...CustomerAccountMoney
      }
      totalShipping {
        ...CustomerAccountMoney
      }
      totalTax {
        ...CustomerAccountMoney
      }
      shippingAddress {
        name
        formatted
      }
    }
  }
  ${CA_ORDER_FIELDS}
` as const;

export const CA_CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CA_MARKETING_SUBSCRIBE_MUTATION = `#graphql
  mutation CustomerAccountMarketingSubscribe {
    customerEmailMarketingSubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        ...CustomerEmailMarketingUserErrorFields
      }
    }
  }
  ${CA_MARKETING_USER_ERROR_FIELDS}
` as const;

export const CA_MARKETING_UNSUBSCRIBE_MUTATION = `#graphql
  mutation CustomerAccountMarketingUnsubscribe {
    customerEmailMarketingUnsubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        ...CustomerEmailMarketingUserErrorFields
      }
    }
  }
  ${CA_MARKETING_USER_ERROR_FIELDS}
` as const;

export const CA_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...CustomerAddressUserErrorFields
      }
    }
  }
  ${CA_USER_ERROR_FIELDS}
` as const;

export const CA_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...CustomerAddressUserErrorFields
      }
    }
  }
  ${CA_USER_ERROR_FIELDS}
` as const;

export const CA_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...CustomerAddressUserErrorFields
      }
    }
  }
  ${CA_USER_ERROR_FIELDS}
` as const;
