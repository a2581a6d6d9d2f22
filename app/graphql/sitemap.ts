/** Every product and collection handle with its last change, for /sitemap.xml. */
export const SITEMAP_QUERY = `#graphql
  query SitemapEntries($first: Int!) {
    products(first: $first) {
      nodes {
        handle
        updatedAt
      }
    }
    collections(first: 100) {
      nodes {
        handle
        updatedAt
      }
    }
  }
` as const;
