import {IMAGE_FRAGMENT, MONEY_FRAGMENT} from './fragments';

/** Everything the product page shows; variants and media up to 250 each, in the shopper's country. */
export const PRODUCT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    price {
      ...Money
    }
    compareAtPrice {
      ...Money
    }
    selectedOptions {
      name
      value
    }
    image {
      ...ImageFields
    }
  }
  fragment ProductFields on Product {
    id
    title
    handle
    vendor
    productType
    tags
    description
    descriptionHtml
    availableForSale
    seo {
      title
      description
    }
    featuredImage {
      ...ImageFields
    }
    variants(first: 250) {
      nodes {
        ...ProductVariantFields
      }
    }
    media(first: 250) {
      nodes {
        __typename
        id
        alt
        mediaContentType
        previewImage {
          ...ImageFields
        }
        ... on Video {
          sources {
            url
            mimeType
            format
            width
            height
          }
        }
        ... on ExternalVideo {
          host
          originUrl
          embedUrl
        }
      }
    }
    colors: metafield(namespace: "custom", key: "colors") {
      value
    }
    fabric: metafield(namespace: "custom", key: "fabric") {
      value
    }
    dimensions: metafield(namespace: "custom", key: "dimensions") {
      value
    }
    preOrderTime: metafield(namespace: "custom", key: "pre_order_time") {
      value
    }
    sizeIndication: metafield(namespace: "custom", key: "size_indication") {
      value
    }
    colourHandles: metafield(namespace: "custom", key: "colour_handles") {
      value
    }
    styledWith: metafield(namespace: "custom", key: "styled_with") {
      value
    }
    styledWithLegacy: metafield(namespace: "custom", key: "styled_with_legacy") {
      value
    }
    videoUrl: metafield(namespace: "custom", key: "video_url") {
      value
    }
    videoFile: metafield(namespace: "custom", key: "video_file") {
      value
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENT}
` as const;

export const PRODUCT_BY_ID_QUERY = `#graphql
  query ProductById($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(id: $id) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENT}
` as const;

/** Compact product card data, for styled-with and home page rows. */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    tags
    featuredImage {
      ...ImageFields
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** Up to 10 products by handle, each fetched only when its include flag is set. */
export const STYLED_WITH_QUERY = `#graphql
  query StyleWithProducts(
    $country: CountryCode
    $language: LanguageCode
    $h0: String = "" $i0: Boolean = false
    $h1: String = "" $i1: Boolean = false
    $h2: String = "" $i2: Boolean = false
    $h3: String = "" $i3: Boolean = false
    $h4: String = "" $i4: Boolean = false
    $h5: String = "" $i5: Boolean = false
    $h6: String = "" $i6: Boolean = false
    $h7: String = "" $i7: Boolean = false
    $h8: String = "" $i8: Boolean = false
    $h9: String = "" $i9: Boolean = false
  ) @inContext(country: $country, language: $language) {
    p0: product(handle: $h0) @include(if: $i0) { ...ProductCard }
    p1: product(handle: $h1) @include(if: $i1) { ...ProductCard }
    p2: product(handle: $h2) @include(if: $i2) { ...ProductCard }
    p3: product(handle: $h3) @include(if: $i3) { ...ProductCard }
    p4: product(handle: $h4) @include(if: $i4) { ...ProductCard }
    p5: product(handle: $h5) @include(if: $i5) { ...ProductCard }
    p6: product(handle: $h6) @include(if: $i6) { ...ProductCard }
    p7: product(handle: $h7) @include(if: $i7) { ...ProductCard }
    p8: product(handle: $h8) @include(if: $i8) { ...ProductCard }
    p9: product(handle: $h9) @include(if: $i9) { ...ProductCard }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** Which of the given handles still exist (product availability by handles). */
export const PRODUCT_AVAILABILITY_QUERY = `#graphql
  query ProductAvailability($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        handle
      }
    }
  }
` as const;

/** Video sources for a video-file metafield's node id; the mp4 source is used. */
export const VIDEO_SOURCES_QUERY = `#graphql
  query VideoSources($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on Video {
        sources {
          url
          mimeType
          format
        }
      }
    }
  }
` as const;

/**
 * The product a "notify me" page is for, by handle: its sizes and which are sold out.
 * Used when the form is opened as a page (no JavaScript, or a shared link).
 */
export const BACK_IN_STOCK_PRODUCT_QUERY = `#graphql
  query BackInStockProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      variants(first: 250) {
        nodes {
          id
          title
          availableForSale
          quantityAvailable
          selectedOptions {
            name
            value
          }
        }
      }
    }
  }
` as const;
