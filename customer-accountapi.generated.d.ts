/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type CustomerAddressUserErrorFieldsFragment = Pick<
  CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
  'code' | 'field' | 'message'
>;

export type CustomerEmailMarketingUserErrorFieldsFragment = Pick<
  CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
  'code' | 'field' | 'message'
>;

export type CustomerAccountMoneyFragment = Pick<
  CustomerAccountAPI.MoneyV2,
  'amount' | 'currencyCode'
>;

export type CustomerAccountAddressFragment = Pick<
  CustomerAccountAPI.CustomerAddress,
  | 'id'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'zoneCode'
  | 'zip'
  | 'country'
  | 'territoryCode'
  | 'formatted'
>;

export type CustomerAccountProfileQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountProfileQuery = {
  customer: Pick<
    CustomerAccountAPI.Customer,
    'id' | 'firstName' | 'lastName'
  > & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerEmailAddress,
        'emailAddress' | 'marketingState'
      >
    >;
    phoneNumber?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>
    >;
  };
};

export type CustomerAccountAddressesQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountAddressesQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'id'> & {
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerAddress,
        | 'id'
        | 'name'
        | 'firstName'
        | 'lastName'
        | 'phoneNumber'
        | 'company'
        | 'address1'
        | 'address2'
        | 'city'
        | 'province'
        | 'zoneCode'
        | 'zip'
        | 'country'
        | 'territoryCode'
        | 'formatted'
      >
    >;
    addresses: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.CustomerAddress,
          | 'id'
          | 'name'
          | 'firstName'
          | 'lastName'
          | 'phoneNumber'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'province'
          | 'zoneCode'
          | 'zip'
          | 'country'
          | 'territoryCode'
          | 'formatted'
        >
      >;
    };
  };
};

export type CustomerAccountOrderFragment = Pick<
  CustomerAccountAPI.Order,
  | 'id'
  | 'name'
  | 'number'
  | 'processedAt'
  | 'statusPageUrl'
  | 'financialStatus'
  | 'fulfillmentStatus'
  | 'cancelledAt'
  | 'cancelReason'
> & {
  totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
  lineItems: {
    nodes: Array<
      Pick<
        CustomerAccountAPI.LineItem,
        'id' | 'title' | 'quantity' | 'variantId' | 'variantTitle'
      > & {
        image?: CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
      }
    >;
  };
};

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountOrdersQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'id'> & {
    orders: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.Order,
          | 'id'
          | 'name'
          | 'number'
          | 'processedAt'
          | 'statusPageUrl'
          | 'financialStatus'
          | 'fulfillmentStatus'
          | 'cancelledAt'
          | 'cancelReason'
        > & {
          totalPrice: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          lineItems: {
            nodes: Array<
              Pick<
                CustomerAccountAPI.LineItem,
                'id' | 'title' | 'quantity' | 'variantId' | 'variantTitle'
              > & {
                image?: CustomerAccountAPI.Maybe<
                  Pick<
                    CustomerAccountAPI.Image,
                    'url' | 'altText' | 'width' | 'height'
                  >
                >;
              }
            >;
          };
        }
      >;
    };
  };
};

export type CustomerAccountOrderDetailQueryVariables =
  CustomerAccountAPI.Exact<{
    id: CustomerAccountAPI.Scalars['ID']['input'];
  }>;

export type CustomerAccountOrderDetailQuery = {
  order?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.Order,
      | 'id'
      | 'name'
      | 'number'
      | 'processedAt'
      | 'statusPageUrl'
      | 'financialStatus'
      | 'fulfillmentStatus'
      | 'cancelledAt'
      | 'cancelReason'
    > & {
      subtotal?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      totalShipping: Pick<
        CustomerAccountAPI.MoneyV2,
        'amount' | 'currencyCode'
      >;
      totalTax?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      shippingAddress?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.CustomerAddress, 'name' | 'formatted'>
      >;
      totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
      lineItems: {
        nodes: Array<
          Pick<
            CustomerAccountAPI.LineItem,
            'id' | 'title' | 'quantity' | 'variantId' | 'variantTitle'
          > & {
            image?: CustomerAccountAPI.Maybe<
              Pick<
                CustomerAccountAPI.Image,
                'url' | 'altText' | 'width' | 'height'
              >
            >;
          }
        >;
      };
    }
  >;
};

export type CustomerAccountUpdateMutationVariables = CustomerAccountAPI.Exact<{
  input: CustomerAccountAPI.CustomerUpdateInput;
}>;

export type CustomerAccountUpdateMutation = {
  customerUpdate?: CustomerAccountAPI.Maybe<{
    customer?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.Customer, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountMarketingSubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type CustomerAccountMarketingSubscribeMutation = {
  customerEmailMarketingSubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountMarketingUnsubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type CustomerAccountMarketingUnsubscribeMutation = {
  customerEmailMarketingUnsubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressCreateMutationVariables =
  CustomerAccountAPI.Exact<{
    address: CustomerAccountAPI.CustomerAddressInput;
    defaultAddress?: CustomerAccountAPI.InputMaybe<
      CustomerAccountAPI.Scalars['Boolean']['input']
    >;
  }>;

export type CustomerAccountAddressCreateMutation = {
  customerAddressCreate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressUpdateMutationVariables =
  CustomerAccountAPI.Exact<{
    addressId: CustomerAccountAPI.Scalars['ID']['input'];
    address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
    defaultAddress?: CustomerAccountAPI.InputMaybe<
      CustomerAccountAPI.Scalars['Boolean']['input']
    >;
  }>;

export type CustomerAccountAddressUpdateMutation = {
  customerAddressUpdate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressDeleteMutationVariables =
  CustomerAccountAPI.Exact<{
    addressId: CustomerAccountAPI.Scalars['ID']['input'];
  }>;

export type CustomerAccountAddressDeleteMutation = {
  customerAddressDelete?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.CustomerAddressDeletePayload,
      'deletedAddressId'
    > & {
      userErrors: Array<
        Pick<
          CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
          'code' | 'field' | 'message'
        >
      >;
    }
  >;
};

interface GeneratedQueryTypes {
  '#graphql\n  query CustomerAccountProfile {\n    customer {\n      id\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n      }\n    }\n  }\n': {
    return: CustomerAccountProfileQuery;
    variables: CustomerAccountProfileQueryVariables;
  };
  '#graphql\n  query CustomerAccountAddresses {\n    customer {\n      id\n      defaultAddress {\n        ...CustomerAccountAddress\n      }\n      addresses(first: 10) {\n        nodes {\n          ...CustomerAccountAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddress on CustomerAddress {\n    id\n    name\n    firstName\n    lastName\n    phoneNumber\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    zip\n    country\n    territoryCode\n    formatted\n  }\n\n': {
    return: CustomerAccountAddressesQuery;
    variables: CustomerAccountAddressesQueryVariables;
  };
  '#graphql\n  query CustomerAccountOrders {\n    customer {\n      id\n      orders(first: 100, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...CustomerAccountOrder\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    number\n    processedAt\n    statusPageUrl\n    financialStatus\n    fulfillmentStatus\n    cancelledAt\n    cancelReason\n    totalPrice {\n      ...CustomerAccountMoney\n    }\n    lineItems(first: 200) {\n      nodes {\n        id\n        title\n        quantity\n        variantId\n        variantTitle\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: CustomerAccountOrdersQuery;
    variables: CustomerAccountOrdersQueryVariables;
  };
  '#graphql\n  query CustomerAccountOrderDetail($id: ID!) {\n    order(id: $id) {\n      ...CustomerAccountOrder\n      subtotal {\n        ...CustomerAccountMoney\n      }\n      totalShipping {\n        ...CustomerAccountMoney\n      }\n      totalTax {\n        ...CustomerAccountMoney\n      }\n      shippingAddress {\n        name\n        formatted\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    number\n    processedAt\n    statusPageUrl\n    financialStatus\n    fulfillmentStatus\n    cancelledAt\n    cancelReason\n    totalPrice {\n      ...CustomerAccountMoney\n    }\n    lineItems(first: 200) {\n      nodes {\n        id\n        title\n        quantity\n        variantId\n        variantTitle\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: CustomerAccountOrderDetailQuery;
    variables: CustomerAccountOrderDetailQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountUpdateMutation;
    variables: CustomerAccountUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountMarketingSubscribe {\n    customerEmailMarketingSubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        ...CustomerEmailMarketingUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerEmailMarketingUserErrorFields on UserErrorsCustomerEmailMarketingUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountMarketingSubscribeMutation;
    variables: CustomerAccountMarketingSubscribeMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountMarketingUnsubscribe {\n    customerEmailMarketingUnsubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        ...CustomerEmailMarketingUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerEmailMarketingUserErrorFields on UserErrorsCustomerEmailMarketingUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountMarketingUnsubscribeMutation;
    variables: CustomerAccountMarketingUnsubscribeMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...CustomerAddressUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressUserErrorFields on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressCreateMutation;
    variables: CustomerAccountAddressCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...CustomerAddressUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressUserErrorFields on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressUpdateMutation;
    variables: CustomerAccountAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...CustomerAddressUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressUserErrorFields on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressDeleteMutation;
    variables: CustomerAccountAddressDeleteMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
