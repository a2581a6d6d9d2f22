/** The hidden one-dollar product's price in the shopper's currency: the US-dollar exchange rate (app/lib/exchange.ts). */
export const CURRENCY_EXCHANGE_RATE_QUERY = `#graphql
  query CurrencyExchangeRate($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: "one-dollar") {
      priceRange {
        minVariantPrice {
          amount
          currencyCode
        }
      }
    }
  }
` as const;
