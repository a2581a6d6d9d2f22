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
