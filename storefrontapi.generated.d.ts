/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'title' | 'requiresShipping'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

export type CartFieldsFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'title' | 'requiresShipping'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }
);

export type CartApiMutationFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'title' | 'requiresShipping'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }
);

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type CollectionTitleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionTitleQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
  )> };

export type CustomerUserErrorFieldsFragment = Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>;

export type CustomerAccessTokenFieldsFragment = Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>;

export type AddressFieldsFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'firstName' | 'lastName' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'formatted'>;

export type CustomerProfileQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerProfileQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'firstName' | 'lastName' | 'phone' | 'email' | 'acceptsMarketing' | 'tags'>> };

export type CustomerAddressesQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerAddressesQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'firstName' | 'lastName' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'formatted'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'firstName' | 'lastName' | 'phone' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'formatted'>> } }
  )> };

export type CustomerOrderFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'statusUrl' | 'financialStatus' | 'fulfillmentStatus' | 'canceledAt' | 'cancelReason'>
  & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
      & { variant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
      )> }
    )> } }
);

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'statusUrl' | 'financialStatus' | 'fulfillmentStatus' | 'canceledAt' | 'cancelReason'>
        & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
            )> }
          )> } }
      )> } }
  )> };

export type CustomerCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type WishlistProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type WishlistProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

export type CurrencyExchangeRateQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CurrencyExchangeRateQuery = { product?: StorefrontAPI.Maybe<{ priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFieldsFragment = Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>;

export type ProductVariantFieldsFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

export type ProductFieldsFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml' | 'availableForSale'>
  & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> }, media: { nodes: Array<(
      { __typename: 'ExternalVideo' }
      & Pick<StorefrontAPI.ExternalVideo, 'host' | 'originUrl' | 'embedUrl' | 'id' | 'alt' | 'mediaContentType'>
      & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    ) | (
      { __typename: 'MediaImage' }
      & Pick<StorefrontAPI.MediaImage, 'id' | 'alt' | 'mediaContentType'>
      & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    ) | (
      { __typename: 'Model3d' }
      & Pick<StorefrontAPI.Model3d, 'id' | 'alt' | 'mediaContentType'>
      & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    ) | (
      { __typename: 'Video' }
      & Pick<StorefrontAPI.Video, 'id' | 'alt' | 'mediaContentType'>
      & { sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType' | 'format' | 'width' | 'height'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> }, colors?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, fabric?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, dimensions?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, preOrderTime?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sizeIndication?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, colourHandles?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWith?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWithLegacy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoUrl?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoFile?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type ProductByHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductByHandleQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml' | 'availableForSale'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, media: { nodes: Array<(
        { __typename: 'ExternalVideo' }
        & Pick<StorefrontAPI.ExternalVideo, 'host' | 'originUrl' | 'embedUrl' | 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontAPI.MediaImage, 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Model3d' }
        & Pick<StorefrontAPI.Model3d, 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontAPI.Video, 'id' | 'alt' | 'mediaContentType'>
        & { sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType' | 'format' | 'width' | 'height'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, colors?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, fabric?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, dimensions?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, preOrderTime?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sizeIndication?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, colourHandles?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWith?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWithLegacy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoUrl?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoFile?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type ProductByIdQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductByIdQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml' | 'availableForSale'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, media: { nodes: Array<(
        { __typename: 'ExternalVideo' }
        & Pick<StorefrontAPI.ExternalVideo, 'host' | 'originUrl' | 'embedUrl' | 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontAPI.MediaImage, 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Model3d' }
        & Pick<StorefrontAPI.Model3d, 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontAPI.Video, 'id' | 'alt' | 'mediaContentType'>
        & { sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType' | 'format' | 'width' | 'height'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, colors?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, fabric?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, dimensions?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, preOrderTime?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sizeIndication?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, colourHandles?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWith?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styledWithLegacy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoUrl?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, videoFile?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type StyleWithProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  h0?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i0?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h1?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i1?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h2?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i2?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h3?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i3?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h4?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i4?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h5?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i5?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h6?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i6?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h7?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i7?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h8?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i8?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  h9?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  i9?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
}>;


export type StyleWithProductsQuery = { p0?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p1?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p2?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p3?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p4?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p5?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p6?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p7?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p8?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>, p9?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )> };

export type ProductAvailabilityQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductAvailabilityQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'handle'>> } };

export type VideoSourcesQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type VideoSourcesQuery = { node?: StorefrontAPI.Maybe<{ sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType' | 'format'>> }> };

export type BackInStockProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type BackInStockProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
    & { variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> } }
  )> };

export type SitemapEntriesQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type SitemapEntriesQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'updatedAt'>> }, collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'updatedAt'>> } };

interface GeneratedQueryTypes {
  "#graphql\n  query Collections($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "#graphql\n  query Collection($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query CollectionTitle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: CollectionTitleQuery, variables: CollectionTitleQueryVariables},
  "#graphql\n  query CustomerProfile($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      firstName\n      lastName\n      phone\n      email\n      acceptsMarketing\n      tags\n    }\n  }\n": {return: CustomerProfileQuery, variables: CustomerProfileQueryVariables},
  "#graphql\n  query CustomerAddresses($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      defaultAddress {\n        ...AddressFields\n      }\n      addresses(first: 10) {\n        nodes {\n          ...AddressFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AddressFields on MailingAddress {\n    id\n    name\n    firstName\n    lastName\n    phone\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    formatted\n  }\n\n": {return: CustomerAddressesQuery, variables: CustomerAddressesQueryVariables},
  "#graphql\n  query CustomerOrders($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 100, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...CustomerOrder\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerOrder on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    statusUrl\n    financialStatus\n    fulfillmentStatus\n    canceledAt\n    cancelReason\n    totalPrice {\n      ...Money\n    }\n    lineItems(first: 200) {\n      nodes {\n        title\n        quantity\n        variant {\n          id\n          title\n          image {\n            ...ImageFields\n          }\n          product {\n            handle\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query WishlistProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: WishlistProductsQuery, variables: WishlistProductsQueryVariables},
  "#graphql\n  query CurrencyExchangeRate($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: \"one-dollar\") {\n      priceRange {\n        minVariantPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": {return: CurrencyExchangeRateQuery, variables: CurrencyExchangeRateQueryVariables},
  "#graphql\n  query ProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductFields\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    quantityAvailable\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n    image {\n      ...ImageFields\n    }\n  }\n  fragment ProductFields on Product {\n    id\n    title\n    handle\n    vendor\n    productType\n    tags\n    description\n    descriptionHtml\n    availableForSale\n    seo {\n      title\n      description\n    }\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: 250) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n    media(first: 250) {\n      nodes {\n        __typename\n        id\n        alt\n        mediaContentType\n        previewImage {\n          ...ImageFields\n        }\n        ... on Video {\n          sources {\n            url\n            mimeType\n            format\n            width\n            height\n          }\n        }\n        ... on ExternalVideo {\n          host\n          originUrl\n          embedUrl\n        }\n      }\n    }\n    colors: metafield(namespace: \"custom\", key: \"colors\") {\n      value\n    }\n    fabric: metafield(namespace: \"custom\", key: \"fabric\") {\n      value\n    }\n    dimensions: metafield(namespace: \"custom\", key: \"dimensions\") {\n      value\n    }\n    preOrderTime: metafield(namespace: \"custom\", key: \"pre_order_time\") {\n      value\n    }\n    sizeIndication: metafield(namespace: \"custom\", key: \"size_indication\") {\n      value\n    }\n    colourHandles: metafield(namespace: \"custom\", key: \"colour_handles\") {\n      value\n    }\n    styledWith: metafield(namespace: \"custom\", key: \"styled_with\") {\n      value\n    }\n    styledWithLegacy: metafield(namespace: \"custom\", key: \"styled_with_legacy\") {\n      value\n    }\n    videoUrl: metafield(namespace: \"custom\", key: \"video_url\") {\n      value\n    }\n    videoFile: metafield(namespace: \"custom\", key: \"video_file\") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: ProductByHandleQuery, variables: ProductByHandleQueryVariables},
  "#graphql\n  query ProductById($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    quantityAvailable\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n    image {\n      ...ImageFields\n    }\n  }\n  fragment ProductFields on Product {\n    id\n    title\n    handle\n    vendor\n    productType\n    tags\n    description\n    descriptionHtml\n    availableForSale\n    seo {\n      title\n      description\n    }\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: 250) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n    media(first: 250) {\n      nodes {\n        __typename\n        id\n        alt\n        mediaContentType\n        previewImage {\n          ...ImageFields\n        }\n        ... on Video {\n          sources {\n            url\n            mimeType\n            format\n            width\n            height\n          }\n        }\n        ... on ExternalVideo {\n          host\n          originUrl\n          embedUrl\n        }\n      }\n    }\n    colors: metafield(namespace: \"custom\", key: \"colors\") {\n      value\n    }\n    fabric: metafield(namespace: \"custom\", key: \"fabric\") {\n      value\n    }\n    dimensions: metafield(namespace: \"custom\", key: \"dimensions\") {\n      value\n    }\n    preOrderTime: metafield(namespace: \"custom\", key: \"pre_order_time\") {\n      value\n    }\n    sizeIndication: metafield(namespace: \"custom\", key: \"size_indication\") {\n      value\n    }\n    colourHandles: metafield(namespace: \"custom\", key: \"colour_handles\") {\n      value\n    }\n    styledWith: metafield(namespace: \"custom\", key: \"styled_with\") {\n      value\n    }\n    styledWithLegacy: metafield(namespace: \"custom\", key: \"styled_with_legacy\") {\n      value\n    }\n    videoUrl: metafield(namespace: \"custom\", key: \"video_url\") {\n      value\n    }\n    videoFile: metafield(namespace: \"custom\", key: \"video_file\") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: ProductByIdQuery, variables: ProductByIdQueryVariables},
  "#graphql\n  query StyleWithProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $h0: String = \"\" $i0: Boolean = false\n    $h1: String = \"\" $i1: Boolean = false\n    $h2: String = \"\" $i2: Boolean = false\n    $h3: String = \"\" $i3: Boolean = false\n    $h4: String = \"\" $i4: Boolean = false\n    $h5: String = \"\" $i5: Boolean = false\n    $h6: String = \"\" $i6: Boolean = false\n    $h7: String = \"\" $i7: Boolean = false\n    $h8: String = \"\" $i8: Boolean = false\n    $h9: String = \"\" $i9: Boolean = false\n  ) @inContext(country: $country, language: $language) {\n    p0: product(handle: $h0) @include(if: $i0) { ...ProductCard }\n    p1: product(handle: $h1) @include(if: $i1) { ...ProductCard }\n    p2: product(handle: $h2) @include(if: $i2) { ...ProductCard }\n    p3: product(handle: $h3) @include(if: $i3) { ...ProductCard }\n    p4: product(handle: $h4) @include(if: $i4) { ...ProductCard }\n    p5: product(handle: $h5) @include(if: $i5) { ...ProductCard }\n    p6: product(handle: $h6) @include(if: $i6) { ...ProductCard }\n    p7: product(handle: $h7) @include(if: $i7) { ...ProductCard }\n    p8: product(handle: $h8) @include(if: $i8) { ...ProductCard }\n    p9: product(handle: $h9) @include(if: $i9) { ...ProductCard }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n\n": {return: StyleWithProductsQuery, variables: StyleWithProductsQueryVariables},
  "#graphql\n  query ProductAvailability($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes {\n        handle\n      }\n    }\n  }\n": {return: ProductAvailabilityQuery, variables: ProductAvailabilityQueryVariables},
  "#graphql\n  query VideoSources($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      ... on Video {\n        sources {\n          url\n          mimeType\n          format\n        }\n      }\n    }\n  }\n": {return: VideoSourcesQuery, variables: VideoSourcesQueryVariables},
  "#graphql\n  query BackInStockProduct($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          availableForSale\n          quantityAvailable\n          selectedOptions {\n            name\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: BackInStockProductQuery, variables: BackInStockProductQueryVariables},
  "#graphql\n  query SitemapEntries($first: Int!) {\n    products(first: $first) {\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n    collections(first: 100) {\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n": {return: SitemapEntriesQuery, variables: SitemapEntriesQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        ...CustomerAccessTokenFields\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CustomerAccessTokenFields on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        ...CustomerAccessTokenFields\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CustomerAccessTokenFields on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken {\n        ...CustomerAccessTokenFields\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n  #graphql\n  fragment CustomerAccessTokenFields on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
