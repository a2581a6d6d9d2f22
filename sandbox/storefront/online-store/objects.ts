/**
 * Storefront API objects for the Online Store content: Page, Blog, Article, ShopPolicy,
 * Menu/MenuItem, UrlRedirect and Metaobject, with URLs on the shop's primary domain
 * as Shopify gives them (the sandbox's own origin).
 */
import {htmlToText} from '../../catalog/rows.ts';
import {absoluteMediaUrl} from '../../images/urls.ts';
import {gid} from '../resolvers/catalog-ids.ts';
import {truncate} from '../resolvers/catalog-objects.ts';
import {
  articles,
  blogs,
  pages,
  policies,
  type ArticleSeed,
  type BlogSeed,
  type MenuItemSeed,
  type MetaobjectSeed,
  type PageSeed,
  type PolicySeed,
} from './content.ts';

const noMetafields = {
  metafield: null,
  metafields: ({identifiers}: {identifiers: unknown[]}) =>
    identifiers.map(() => null),
};
const seo = (title: string, html: string) => ({
  __typename: 'SEO',
  title,
  description: truncate(htmlToText(html), 160),
});

export function pageObject(page: PageSeed, origin: string) {
  const text = htmlToText(page.body);
  return {
    __typename: 'Page',
    id: gid('Page', page.id),
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: truncate(text, 150),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    onlineStoreUrl: `${origin}/pages/${page.handle}`,
    seo: seo(page.title, page.body),
    trackingParameters: null,
    ...noMetafields,
  };
}

export function blogObject(blog: BlogSeed, origin: string) {
  const own = articles.filter((a) => a.blog === blog.handle);
  return {
    __typename: 'Blog',
    id: gid('Blog', blog.id),
    handle: blog.handle,
    title: blog.title,
    onlineStoreUrl: `${origin}/blogs/${blog.handle}`,
    seo: {__typename: 'SEO', title: blog.title, description: null},
    authors: [
      ...new Map(own.map((a) => [a.author.name, authorObject(a)])).values(),
    ],
    ...noMetafields,
  };
}

function authorObject(article: ArticleSeed) {
  return {__typename: 'ArticleAuthor', ...article.author, email: null};
}

export function articleObject(article: ArticleSeed, origin: string) {
  const blog = blogs.find((b) => b.handle === article.blog)!;
  const content = htmlToText(article.body);
  const image = absoluteMediaUrl(article.image, origin);
  return {
    __typename: 'Article',
    id: gid('Article', article.id),
    handle: article.handle,
    title: article.title,
    author: authorObject(article),
    authorV2: authorObject(article),
    blog: blogObject(blog, origin),
    contentHtml: article.body,
    content: ({truncateAt}: {truncateAt?: number | null}) =>
      truncate(content, truncateAt),
    excerptHtml: `<p>${article.excerpt}</p>`,
    excerpt: ({truncateAt}: {truncateAt?: number | null}) =>
      truncate(article.excerpt, truncateAt),
    image: {
      __typename: 'Image',
      id: gid('ArticleImage', article.id),
      url: image,
      src: image,
      originalSrc: image,
      altText: article.title,
      width: 1600,
      height: 1066,
      thumbhash: null,
    },
    publishedAt: article.publishedAt,
    tags: article.tags,
    onlineStoreUrl: `${origin}/blogs/${article.blog}/${article.handle}`,
    seo: seo(article.title, article.body),
    trackingParameters: null,
    ...noMetafields,
  };
}

export function policyObject(policy: PolicySeed, origin: string) {
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', policy.id),
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${origin}/policies/${policy.handle}`,
  };
}

/** The resource a menu item links to and the path Shopify gives it. */
function linkOf(
  item: MenuItemSeed,
  origin: string,
  find: (type: string, handle: string) => {id: string} | null,
) {
  const handle = item.handle ?? '';
  switch (item.type) {
    case 'COLLECTION':
      return {
        path: `/collections/${handle}`,
        resource: find('Collection', handle),
      };
    case 'PRODUCT':
      return {path: `/products/${handle}`, resource: find('Product', handle)};
    case 'PAGE': {
      const page = pages.find((p) => p.handle === handle);
      return {
        path: `/pages/${handle}`,
        resource: page ? pageObject(page, origin) : null,
      };
    }
    case 'BLOG': {
      const blog = blogs.find((b) => b.handle === handle);
      return {
        path: `/blogs/${handle}`,
        resource: blog ? blogObject(blog, origin) : null,
      };
    }
    case 'SHOP_POLICY': {
      const policy = policies.find((p) => p.handle === handle);
      return {
        path: `/policies/${handle}`,
        resource: policy ? policyObject(policy, origin) : null,
      };
    }
    case 'FRONTPAGE':
      return {path: '/', resource: null};
    default:
      return {path: item.url ?? '/', resource: null};
  }
}

export function menuItemObject(
  item: MenuItemSeed,
  id: string,
  origin: string,
  find: (type: string, handle: string) => {id: string} | null,
): object {
  const {path, resource} = linkOf(item, origin, find);
  return {
    __typename: 'MenuItem',
    id,
    title: item.title,
    type: item.type,
    url: /^https?:/.test(path) ? path : `${origin}${path}`,
    resource,
    resourceId: resource?.id ?? null,
    tags: [],
    items: (item.items ?? []).map((child, i) =>
      menuItemObject(child, `${id}${i + 1}`, origin, find),
    ),
  };
}

export function metaobjectObject(
  seed: MetaobjectSeed,
  origin: string,
  load: (id: string) => object | null,
) {
  const fields = seed.fields.map((f) => ({
    __typename: 'MetaobjectField',
    key: f.key,
    type: f.type,
    value: f.value,
    reference:
      f.type.endsWith('_reference') && !f.type.startsWith('list.')
        ? load(f.value)
        : null,
    references: null,
  }));
  return {
    __typename: 'Metaobject',
    id: gid('Metaobject', seed.id),
    handle: seed.handle,
    type: seed.type,
    updatedAt: seed.updatedAt,
    onlineStoreUrl: seed.onlineStore
      ? `${origin}/pages/${seed.type.replace(/_/g, '-')}/${seed.handle}`
      : null,
    seo: {
      __typename: 'MetaobjectSEO',
      title: fields.find((f) => f.key === 'name' || f.key === 'title') ?? null,
      description: null,
    },
    fields,
    field: ({key}: {key: string}) => fields.find((f) => f.key === key) ?? null,
  };
}
