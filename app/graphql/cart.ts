import {IMAGE_FRAGMENT, MONEY_FRAGMENT} from './fragments';

/** The most lines a cart is read with (spec: 250). */
export const CART_LINES_LIMIT = 250;

/**
 * The cart fields every screen reads, shared by the query and the mutation fragment
 * below. Only this string carries Money and ImageFields, so each final document
 * defines them once.
 */
const CART_FIELDS_FRAGMENT = `#graphql
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        sku
        title
        requiresShipping
        compareAtPrice {
          ...Money
        }
        price {
          ...Money
        }
        image {
          ...ImageFields
        }
        product {
          id
          handle
          title
          productType
          vendor
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartFields on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    note
    attributes {
      key
      value
    }
    buyerIdentity {
      countryCode
      email
      phone
      customer {
        id
        email
        firstName
        lastName
        displayName
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      totalDutyAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** What `cart.get()` reads: the page, mini cart and analytics all use it. */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartFields
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/**
 * What every cart mutation answers with. Hydrogen's default is only id and count;
 * asking for the whole cart lets the /cart action hand fetchers the new cart in the
 * same round trip. Hydrogen's mutation documents declare no $numCartLines, hence the literal.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartFields
    lines(first: 250) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;
