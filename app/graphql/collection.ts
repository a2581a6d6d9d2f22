import {PRODUCT_CARD_FRAGMENT} from './product';

export const COLLECTIONS_QUERY = `#graphql
  query Collections($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: $first) {
      nodes {
        id
        handle
        title
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;

export const COLLECTION_QUERY = `#graphql
  query Collection($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** What a collection listing needs from the commerce platform: its name and words; products come from search. */
export const COLLECTION_TITLE_QUERY = `#graphql
  query CollectionTitle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
    }
  }
` as const;
