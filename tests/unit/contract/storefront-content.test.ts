/**
 * Contract: Hydrogen's unmodified Storefront API client against the sandbox, for the
 * operations a stock Hydrogen storefront sends beyond products and carts. Each shape is
 * the one in Shopify's Storefront API reference (shopify.dev/docs/api/storefront).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {hydrogenStorefront} from './hydrogen-client.ts';

let sandbox: Sandbox;
let storefront: ReturnType<typeof hydrogenStorefront>;

beforeAll(async () => {
  sandbox = await startSandbox();
  storefront = hydrogenStorefront(sandbox);
});
afterAll(() => sandbox.close());

const GID = /^gid:\/\/shopify\/[A-Za-z]+\/\d+/;

describe('search', () => {
  const SEARCH = `#graphql
    query Search($term: String!, $sortKey: SearchSortKeys, $types: [SearchType!], $filters: [ProductFilter!], $unavailable: SearchUnavailableProductsType) {
      search(query: $term, first: 50, sortKey: $sortKey, types: $types, productFilters: $filters, unavailableProducts: $unavailable) {
        totalCount
        productFilters { id label type values { id label count input } }
        nodes {
          __typename
          ... on Product { id handle title priceRange { minVariantPrice { amount currencyCode } } }
          ... on Page { id handle title }
          ... on Article { id handle title blog { handle } }
        }
        pageInfo { hasNextPage endCursor }
      }
    }`;

  it('finds products, pages and articles in one list, with a total and the product filters', async () => {
    const {search} = await storefront.query(SEARCH, {
      variables: {term: 'linen'},
    });
    const kinds = new Set(
      search.nodes.map((n: {__typename: string}) => n.__typename),
    );
    expect(kinds).toEqual(new Set(['Product', 'Article']));
    expect(search.totalCount).toBe(search.nodes.length);
    expect(
      search.nodes.find((n: {handle: string}) => n.handle === 'why-linen'),
    ).toMatchObject({
      __typename: 'Article',
      title: 'Why we keep coming back to linen',
      blog: {handle: 'journal'},
    });
    for (const node of search.nodes) expect(node.id).toMatch(GID);
    expect(search.productFilters.map((f: {id: string}) => f.id)).toContain(
      'filter.v.price',
    );
    const availability = search.productFilters.find(
      (f: {id: string}) => f.id === 'filter.v.availability',
    );
    expect(availability).toMatchObject({label: 'Availability', type: 'LIST'});
    for (const value of availability.values)
      expect(JSON.parse(value.input)).toHaveProperty('available');
  });

  it('orders products by price with sortKey PRICE and narrows them with productFilters', async () => {
    const {search} = await storefront.query(SEARCH, {
      variables: {
        term: 'dress',
        sortKey: 'PRICE',
        types: ['PRODUCT'],
        unavailable: 'SHOW',
      },
    });
    const prices = search.nodes.map(
      (n: {priceRange: {minVariantPrice: {amount: string}}}) =>
        Number(n.priceRange.minVariantPrice.amount),
    );
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filtered = await storefront.query(SEARCH, {
      variables: {
        term: 'dress',
        types: ['PRODUCT'],
        unavailable: 'SHOW',
        filters: [{price: {min: 0, max: prices[1]}}],
      },
    });
    expect(filtered.search.totalCount).toBeGreaterThan(0);
    expect(filtered.search.totalCount).toBeLessThan(search.totalCount);
  });

  it('finds pages by their words', async () => {
    const {search} = await storefront.query(SEARCH, {
      variables: {term: 'studio', types: ['PAGE']},
    });
    expect(search.nodes).toEqual([
      {
        __typename: 'Page',
        id: 'gid://shopify/Page/901',
        handle: 'about-us',
        title: 'About us',
      },
    ]);
  });
});

describe('predictiveSearch', () => {
  it('answers products, collections, pages, articles and query suggestions', async () => {
    const {predictiveSearch} = await storefront.query(
      `#graphql
      query Predictive($term: String!) {
        predictiveSearch(query: $term, limit: 10, limitScope: EACH) {
          queries { text styledText }
          products { id handle title }
          collections { id handle }
          pages { id handle }
          articles { id handle }
        }
      }`,
      {variables: {term: 'kni'}},
    );
    expect(predictiveSearch.products.length).toBeGreaterThan(0);
    expect(predictiveSearch.products.length).toBeLessThanOrEqual(10);
    expect(predictiveSearch.collections).toEqual([
      {id: expect.stringMatching(GID), handle: 'knitwear'},
    ]);
    expect(predictiveSearch.articles).toEqual([
      {id: 'gid://shopify/Article/922', handle: 'inside-the-workshop'},
    ]);
    expect(predictiveSearch.queries[0].text).toMatch(/^kni/);
    expect(predictiveSearch.queries[0].styledText).toBe(
      `kni<mark>${predictiveSearch.queries[0].text.slice(3)}</mark>`,
    );
  });

  it('shares the limit across kinds with limitScope ALL', async () => {
    const {predictiveSearch} = await storefront.query(
      `#graphql
      query PredictiveAll { predictiveSearch(query: "linen", limit: 4) { queries { text } products { id } collections { id } pages { id } articles { id } } }`,
    );
    const total = Object.values(
      predictiveSearch as Record<string, unknown[]>,
    ).reduce((n, list) => n + list.length, 0);
    expect(total).toBe(4);
    expect(predictiveSearch.articles).toHaveLength(1);
  });
});

describe('menus', () => {
  it('answers the header menu with nested items, resources and URLs on the shop domain', async () => {
    const {menu} = await storefront.query(
      `#graphql
      query Menu($handle: String!) {
        menu(handle: $handle) {
          id handle title itemsCount
          items { id title type url resourceId resource { __typename ... on Collection { handle } ... on Blog { handle } ... on Page { handle } }
            items { id title type url resourceId resource { __typename ... on Collection { handle } } } }
        }
      }`,
      {variables: {handle: 'main-menu'}},
    );
    expect(menu).toMatchObject({
      id: 'gid://shopify/Menu/941',
      handle: 'main-menu',
      title: 'Main menu',
      itemsCount: 9,
    });
    expect(menu.items.map((i: {title: string}) => i.title)).toEqual([
      'New Arrivals',
      'Clothing',
      'Sale',
      'Journal',
      'About us',
    ]);
    expect(menu.items[0]).toMatchObject({
      type: 'COLLECTION',
      url: `${sandbox.origin}/collections/new-arrivals`,
      resource: {__typename: 'Collection', handle: 'new-arrivals'},
    });
    expect(menu.items[0].resourceId).toMatch(
      /^gid:\/\/shopify\/Collection\/\d+$/,
    );
    expect(menu.items[1].items.map((i: {url: string}) => i.url)).toEqual(
      ['dresses', 'knitwear', 'tops', 'swim'].map(
        (h) => `${sandbox.origin}/collections/${h}`,
      ),
    );
    expect(menu.items[3]).toMatchObject({
      type: 'BLOG',
      url: `${sandbox.origin}/blogs/journal`,
      resource: {__typename: 'Blog', handle: 'journal'},
    });
    expect(menu.items[4]).toMatchObject({
      type: 'PAGE',
      url: `${sandbox.origin}/pages/about-us`,
      resource: {__typename: 'Page', handle: 'about-us'},
    });
  });

  it('answers the footer menu with policy and external links, and null for an unknown handle', async () => {
    const data = await storefront.query(`#graphql
      query Footer { footer: menu(handle: "footer") { items { title type url resource { __typename } } } none: menu(handle: "nope") { id } }`);
    expect(data.none).toBeNull();
    expect(data.footer.items).toContainEqual({
      title: 'Refund policy',
      type: 'SHOP_POLICY',
      url: `${sandbox.origin}/policies/refund-policy`,
      resource: {__typename: 'ShopPolicy'},
    });
    expect(data.footer.items).toContainEqual({
      title: 'Instagram',
      type: 'HTTP',
      url: 'https://www.instagram.com/',
      resource: null,
    });
  });
});

describe('shop', () => {
  it('answers the brand kit and every policy', async () => {
    const {shop} = await storefront.query(`#graphql
      query ShopBrand {
        shop {
          brand { slogan shortDescription logo { image { url } } squareLogo { image { url } } colors { primary { background foreground } secondary { background } } }
          privacyPolicy { id handle title url body } refundPolicy { handle url } shippingPolicy { handle url }
          termsOfService { handle url } subscriptionPolicy { handle url }
        }
      }`);
    expect(shop.brand.slogan).toBe('Considered clothes, made to be worn.');
    expect(shop.brand.logo.image.url).toBe(
      `${sandbox.origin}/images/content/brand-logo.png`,
    );
    expect(shop.brand.colors.primary).toEqual([
      {background: '#2f4a3a', foreground: '#ffffff'},
    ]);
    expect(shop.privacyPolicy).toMatchObject({
      id: 'gid://shopify/ShopPolicy/931',
      handle: 'privacy-policy',
      title: 'Privacy policy',
      url: `${sandbox.origin}/policies/privacy-policy`,
    });
    expect(shop.privacyPolicy.body).toContain('<p>');
    for (const key of [
      'refundPolicy',
      'shippingPolicy',
      'termsOfService',
      'subscriptionPolicy',
    ]) {
      expect(shop[key].url).toBe(
        `${sandbox.origin}/policies/${shop[key].handle}`,
      );
    }
  });
});

describe('pages, blogs and articles', () => {
  it('answers a page by handle and the list of pages', async () => {
    const data = await storefront.query(`#graphql
      query Pages { page(handle: "contact") { id title body bodySummary onlineStoreUrl seo { title description } }
        pages(first: 10, sortKey: TITLE) { nodes { handle } } missing: page(handle: "nope") { id } }`);
    expect(data.page).toMatchObject({
      id: 'gid://shopify/Page/902',
      title: 'Contact',
      onlineStoreUrl: `${sandbox.origin}/pages/contact`,
      seo: {title: 'Contact'},
    });
    expect(data.page.bodySummary).toBe(
      'Write to hello@meadow.example and we answer within one working day.',
    );
    expect(data.pages.nodes.map((p: {handle: string}) => p.handle)).toEqual([
      'about-us',
      'contact',
    ]);
    expect(data.missing).toBeNull();
  });

  it('answers two blogs with their articles, authors, images and excerpts', async () => {
    const data = await storefront.query(`#graphql
      query Blogs {
        blogs(first: 10) { nodes { handle title articles(first: 10, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt } } } }
        blog(handle: "journal") { title authors { name } articleByHandle(handle: "why-linen") { id title tags excerpt contentHtml authorV2 { name } image { url altText width height } blog { handle } } }
        articles(first: 10, query: "tag:styling") { nodes { handle } }
      }`);
    expect(data.blogs.nodes.map((b: {handle: string}) => b.handle)).toEqual([
      'journal',
      'style-notes',
    ]);
    for (const blog of data.blogs.nodes) {
      expect(blog.articles.nodes).toHaveLength(2);
      const dates = blog.articles.nodes.map(
        (a: {publishedAt: string}) => a.publishedAt,
      );
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(data.blog.authors).toEqual([{name: 'Ada Moreau'}]);
    expect(data.blog.articleByHandle).toMatchObject({
      id: 'gid://shopify/Article/921',
      tags: ['fabric', 'summer'],
      authorV2: {name: 'Ada Moreau'},
      blog: {handle: 'journal'},
      image: {
        url: `${sandbox.origin}/images/content/journal-why-linen.jpg`,
        width: 1600,
        height: 1066,
      },
    });
    expect(data.articles.nodes.map((a: {handle: string}) => a.handle)).toEqual([
      'one-dress-three-ways',
      'layering-for-autumn',
    ]);
    const article = await storefront.query(
      `#graphql
      query Article($id: ID!) { article(id: $id) { handle } }`,
      {variables: {id: 'gid://shopify/Article/924'}},
    );
    expect(article.article).toEqual({handle: 'layering-for-autumn'});
  });
});

describe('sitemap', () => {
  it('counts pages of resources and answers 250-item pages with handles and dates', async () => {
    const data = await storefront.query(`#graphql
      query Sitemap {
        products: sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } } }
        articles: sitemap(type: ARTICLE) { pagesCount { count } resources(page: 1) { items { handle } } }
        stores: sitemap(type: METAOBJECT) { resources(page: 1) { items { handle ... on SitemapResourceMetaobject { type onlineStoreUrlHandle } } } }
      }`);
    expect(data.products.pagesCount.count).toBeGreaterThanOrEqual(1);
    const items = data.products.resources.items;
    expect(items.length).toBeLessThanOrEqual(250);
    expect(data.products.resources.hasNextPage).toBe(
      data.products.pagesCount.count > 1,
    );
    expect(items[0].image.filepath).toMatch(
      new RegExp(`^${sandbox.origin}/images/`),
    );
    expect(Date.parse(items[0].updatedAt)).not.toBeNaN();
    expect(
      data.articles.resources.items.map((i: {handle: string}) => i.handle),
    ).toContain('journal/why-linen');
    expect(data.stores.resources.items).toContainEqual({
      handle: 'sydney-studio',
      type: 'store_location',
      onlineStoreUrlHandle: 'sydney-studio',
    });
  });
});

describe('urlRedirects and metaobjects', () => {
  it('answers redirects, filtered by path', async () => {
    const data = await storefront.query(`#graphql
      query Redirects { all: urlRedirects(first: 10) { nodes { id path target } } one: urlRedirects(first: 1, query: "path:/blogs/news") { nodes { target } } }`);
    expect(data.all.nodes).toContainEqual({
      id: 'gid://shopify/UrlRedirect/951',
      path: '/pages/about',
      target: '/pages/about-us',
    });
    expect(data.one.nodes).toEqual([{target: '/blogs/journal'}]);
  });

  it('answers metaobjects by type and by handle, with fields and references', async () => {
    const data = await storefront.query(`#graphql
      query Metaobjects {
        metaobjects(type: "store_location", first: 10) { nodes { handle type fields { key type value } } }
        metaobject(handle: {type: "size_chart", handle: "dresses"}) { id handle field(key: "collection") { value reference { __typename ... on Collection { id } } } }
      }`);
    expect(
      data.metaobjects.nodes.map((m: {handle: string}) => m.handle),
    ).toEqual(['sydney-studio', 'brooklyn-studio']);
    expect(data.metaobjects.nodes[0].fields[0]).toEqual({
      key: 'name',
      type: 'single_line_text_field',
      value: 'Sydney studio',
    });
    expect(data.metaobject.field.reference).toEqual({
      __typename: 'Collection',
      id: 'gid://shopify/Collection/500',
    });
  });
});

describe('cart gift cards', () => {
  const PAYLOAD =
    'cart { id appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } balance { amount } } } userErrors { code field message } warnings { code }';

  it('adds, replaces and removes gift card codes, and refuses unknown ones with userErrors', async () => {
    const products = await storefront.query(`#graphql
      query P { products(first: 1, query: "available_for_sale:true product_type:Dress") { nodes { variants(first: 1) { nodes { id } } } } }`);
    const merchandiseId = products.products.nodes[0].variants.nodes[0].id;
    const created = await storefront.mutate(
      `#graphql
      mutation C($id: ID!) { cartCreate(input: {lines: [{merchandiseId: $id}]}) { cart { id } } }`,
      {variables: {id: merchandiseId}},
    );
    const cartId = created.cartCreate.cart.id;

    const added = await storefront.mutate(
      `#graphql
      mutation A($cartId: ID!) { cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: ["gift-card-0050"]) { ${PAYLOAD} } }`,
      {variables: {cartId}},
    );
    expect(added.cartGiftCardCodesAdd.userErrors).toEqual([]);
    expect(added.cartGiftCardCodesAdd.cart.appliedGiftCards).toEqual([
      {
        id: 'gid://shopify/AppliedGiftCard/1',
        lastCharacters: '0050',
        amountUsed: {amount: '50.0', currencyCode: 'USD'},
        balance: {amount: '0.0'},
      },
    ]);

    const refused = await storefront.mutate(
      `#graphql
      mutation U($cartId: ID!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: ["NOPE-1234"]) { ${PAYLOAD} } }`,
      {variables: {cartId}},
    );
    expect(refused.cartGiftCardCodesUpdate).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['giftCardCodes', '0'],
          message: 'Gift card code is invalid',
        },
      ],
      warnings: [],
    });

    const replaced = await storefront.mutate(
      `#graphql
      mutation R($cartId: ID!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: ["GIFT-CARD-0200"]) { ${PAYLOAD} } }`,
      {variables: {cartId}},
    );
    expect(
      replaced.cartGiftCardCodesUpdate.cart.appliedGiftCards.map(
        (g: {lastCharacters: string}) => g.lastCharacters,
      ),
    ).toEqual(['0200']);

    const removed = await storefront.mutate(
      `#graphql
      mutation X($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) { ${PAYLOAD} } }`,
      {
        variables: {cartId, ids: ['gid://shopify/AppliedGiftCard/2']},
      },
    );
    expect(removed.cartGiftCardCodesRemove).toMatchObject({
      cart: {appliedGiftCards: []},
      userErrors: [],
    });
  });
});

describe('option value swatches', () => {
  it('gives colour option values the swatch colour and image the merchant set', async () => {
    const {db} = sandbox;
    const product = db
      .prepare("SELECT id FROM products WHERE product_type = 'Dress' LIMIT 1")
      .get() as {id: number};
    const colours = [
      {name: 'Sage', swatch: {color: '#9caf88'}},
      {name: 'Floral', swatch: {image: '/images/swatches/floral.jpg'}},
    ];
    db.prepare(
      'UPDATE products SET metafields = json_set(metafields, ?, json(?)) WHERE id = ?',
    ).run(
      '$."custom.colors"',
      JSON.stringify({type: 'json', value: JSON.stringify(colours)}),
      product.id,
    );
    const variants = db
      .prepare(
        'SELECT id, position FROM variants WHERE product_id = ? ORDER BY position',
      )
      .all(product.id) as {id: number; position: number}[];
    for (const v of variants) {
      db.prepare('UPDATE variants SET options = ? WHERE id = ?').run(
        JSON.stringify([
          {name: 'Color', value: v.position % 2 ? 'Sage' : 'Floral'},
          {name: 'Size', value: String(v.position)},
        ]),
        v.id,
      );
    }
    const data = await storefront.query(
      `#graphql
      query Swatch($id: ID!) { product(id: $id) { options { name optionValues { name swatch { color image { previewImage { url } ... on MediaImage { image { url } } } } } } } }`,
      {variables: {id: `gid://shopify/Product/${product.id}`}},
    );
    const [colour, size] = data.product.options;
    expect(colour.name).toBe('Color');
    expect(colour.optionValues).toEqual([
      {name: 'Sage', swatch: {color: '#9caf88', image: null}},
      {
        name: 'Floral',
        swatch: {
          color: null,
          image: {
            previewImage: null,
            image: {url: `${sandbox.origin}/images/swatches/floral.jpg`},
          },
        },
      },
    ]);
    expect(size.optionValues[0].swatch).toBeNull();
  });
});
