/**
 * Online Store content over the Storefront API: page(s), blog(s), article(s), the shop's
 * policies and brand, menu(handle:), urlRedirects and metaobject(s). Lists take the same
 * `query:` syntax and sort keys as the real API.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {absoluteMediaUrl} from '../../images/urls.ts';
import {
  articles,
  blogs,
  brand,
  menus,
  metaobjects,
  pages,
  policies,
  redirects,
  type ArticleSeed,
} from '../online-store/content.ts';
import {
  articleObject,
  blogObject,
  menuItemObject,
  metaobjectObject,
  pageObject,
  policyObject,
} from '../online-store/objects.ts';
import {byId, pageOf, type PageArgs} from './catalog-connection.ts';
import {gid, parseGid} from './catalog-ids.ts';
import {findCollection} from './catalog-collections.ts';
import {findProduct} from './catalog-products.ts';
import {nodeFor, registerNodeType} from './catalog-nodes.ts';
import {evaluate, parseQuery, textTerm} from './catalog-search.ts';

type ListArgs = PageArgs & {query?: string | null; sortKey?: string | null};

function filtered<T>(
  list: T[],
  query: string | null | undefined,
  fields: (item: T) => Record<string, string | string[]>,
) {
  const node = parseQuery(query ?? '');
  return list.filter((item) =>
    evaluate(node, (field, value) => textTerm(fields(item), field, value)),
  );
}

function sorted<T>(
  list: T[],
  sortKey: string | null | undefined,
  keys: Record<string, (item: T) => string | number>,
) {
  const key = keys[sortKey ?? 'ID'] ?? keys.ID;
  return [...list].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y));
  });
}

const articleFields = (a: ArticleSeed) => ({
  title: a.title,
  handle: a.handle,
  tag: a.tags,
  author: a.author.name,
  blog_title: blogs.find((b) => b.handle === a.blog)?.title ?? '',
  body: a.body,
});

function listArticles(
  context: StorefrontContext,
  list: ArticleSeed[],
  args: ListArgs,
) {
  const chosen = sorted(
    filtered(list, args.query, articleFields),
    args.sortKey,
    {
      ID: (a) => a.id,
      TITLE: (a) => a.title,
      AUTHOR: (a) => a.author.name,
      BLOG_TITLE: (a) => articleFields(a).blog_title,
      PUBLISHED_AT: (a) => a.publishedAt,
      UPDATED_AT: (a) => a.publishedAt,
      RELEVANCE: (a) => a.id,
    },
  );
  return pageOf(
    chosen.map((a) => articleObject(a, context.origin)),
    args,
    byId,
  );
}

/** Catalog resources a menu item or metaobject field can point at. */
function findCatalog(context: StorefrontContext) {
  return (type: string, handle: string) =>
    type === 'Collection'
      ? findCollection(context, {handle})
      : findProduct(context, {handle});
}

const byGid =
  <T extends {id: number}>(list: T[], type: string) =>
  (id: string) =>
    list.find((item) => item.id === parseGid(id, type));

function findMetaobject(
  context: StorefrontContext,
  args: {id?: string | null; handle?: {type: string; handle: string} | null},
) {
  const seed =
    args.id != null
      ? byGid(metaobjects, 'Metaobject')(args.id)
      : metaobjects.find(
          (m) =>
            m.type === args.handle?.type && m.handle === args.handle?.handle,
        );
  return seed
    ? metaobjectObject(seed, context.origin, (id) => nodeFor(context, id))
    : null;
}

registerNodeType('Page', (context, id) => {
  const page = byGid(pages, 'Page')(id);
  return page ? pageObject(page, context.origin) : null;
});
registerNodeType('Blog', (context, id) => {
  const blog = byGid(blogs, 'Blog')(id);
  return blog ? blogObject(blog, context.origin) : null;
});
registerNodeType('Article', (context, id) => {
  const article = byGid(articles, 'Article')(id);
  return article ? articleObject(article, context.origin) : null;
});
registerNodeType('Metaobject', (context, id) => findMetaobject(context, {id}));

const policy =
  (key: string) => (_: unknown, __: unknown, context: StorefrontContext) => {
    const found = policies.find((p) => p.key === key);
    return found ? policyObject(found, context.origin) : null;
  };

const image = (
  url: string,
  id: number,
  context: StorefrontContext,
  alt: string,
) => ({
  __typename: 'MediaImage',
  id: gid('MediaImage', id),
  alt,
  mediaContentType: 'IMAGE',
  presentation: null,
  previewImage: null,
  image: {
    __typename: 'Image',
    id: gid('ImageSource', id),
    url: absoluteMediaUrl(url, context.origin),
    altText: alt,
    width: 600,
    height: 200,
    thumbhash: null,
  },
});

registerResolvers({
  Shop: {
    privacyPolicy: policy('privacyPolicy'),
    refundPolicy: policy('refundPolicy'),
    shippingPolicy: policy('shippingPolicy'),
    termsOfService: policy('termsOfService'),
    subscriptionPolicy: policy('subscriptionPolicy'),
    brand: (_, __, context: StorefrontContext) => ({
      __typename: 'Brand',
      slogan: brand.slogan,
      shortDescription: brand.shortDescription,
      logo: image(brand.logo, 971, context, 'Meadow & Co.'),
      squareLogo: image(brand.squareLogo, 972, context, 'Meadow & Co.'),
      coverImage: image(brand.coverImage, 973, context, 'Meadow & Co.'),
      colors: {
        __typename: 'BrandColors',
        primary: brand.colors.primary.map((c) => ({
          __typename: 'BrandColorGroup',
          ...c,
        })),
        secondary: brand.colors.secondary.map((c) => ({
          __typename: 'BrandColorGroup',
          ...c,
        })),
      },
    }),
  },
  QueryRoot: {
    page(
      _,
      {id, handle}: {id?: string; handle?: string},
      context: StorefrontContext,
    ) {
      const page =
        id != null
          ? byGid(pages, 'Page')(id)
          : pages.find((p) => p.handle === handle);
      return page ? pageObject(page, context.origin) : null;
    },
    pageByHandle: (
      _,
      {handle}: {handle: string},
      context: StorefrontContext,
    ) => {
      const page = pages.find((p) => p.handle === handle);
      return page ? pageObject(page, context.origin) : null;
    },
    pages(_, args: ListArgs, context: StorefrontContext) {
      const list = sorted(
        filtered(pages, args.query, (p) => ({
          title: p.title,
          handle: p.handle,
          body: p.body,
        })),
        args.sortKey,
        {
          ID: (p) => p.id,
          TITLE: (p) => p.title,
          UPDATED_AT: (p) => p.updatedAt,
          RELEVANCE: (p) => p.id,
        },
      );
      return pageOf(
        list.map((p) => pageObject(p, context.origin)),
        args,
        byId,
      );
    },
    blog(
      _,
      {id, handle}: {id?: string; handle?: string},
      context: StorefrontContext,
    ) {
      const blog =
        id != null
          ? byGid(blogs, 'Blog')(id)
          : blogs.find((b) => b.handle === handle);
      return blog ? blogObject(blog, context.origin) : null;
    },
    blogByHandle(_, {handle}: {handle: string}, context: StorefrontContext) {
      const blog = blogs.find((b) => b.handle === handle);
      return blog ? blogObject(blog, context.origin) : null;
    },
    blogs(_, args: ListArgs, context: StorefrontContext) {
      const list = sorted(
        filtered(blogs, args.query, (b) => ({
          title: b.title,
          handle: b.handle,
        })),
        args.sortKey,
        {
          ID: (b) => b.id,
          TITLE: (b) => b.title,
          HANDLE: (b) => b.handle,
          RELEVANCE: (b) => b.id,
        },
      );
      return pageOf(
        list.map((b) => blogObject(b, context.origin)),
        args,
        byId,
      );
    },
    article(_, {id}: {id: string}, context: StorefrontContext) {
      const article = byGid(articles, 'Article')(id);
      return article ? articleObject(article, context.origin) : null;
    },
    articles: (_, args: ListArgs, context: StorefrontContext) =>
      listArticles(context, articles, args),
    menu(_, {handle}: {handle: string}, context: StorefrontContext) {
      const menu = menus.find((m) => m.handle === handle);
      if (!menu) return null;
      const items = menu.items.map((item, i) =>
        menuItemObject(
          item,
          gid('MenuItem', menu.id * 100 + i + 1),
          context.origin,
          findCatalog(context),
        ),
      );
      const count = (list: {items?: unknown[]}[]): number =>
        list.reduce(
          (n, item) =>
            n + 1 + count((item.items ?? []) as {items?: unknown[]}[]),
          0,
        );
      return {
        __typename: 'Menu',
        id: gid('Menu', menu.id),
        handle: menu.handle,
        title: menu.title,
        items,
        itemsCount: count(menu.items),
      };
    },
    urlRedirects(_, args: ListArgs) {
      const list = filtered(redirects, args.query, (r) => ({
        path: r.path,
        target: r.target,
      }));
      return pageOf(
        list.map((r) => ({
          __typename: 'UrlRedirect',
          id: gid('UrlRedirect', r.id),
          path: r.path,
          target: r.target,
        })),
        args,
        byId,
      );
    },
    metaobject: (
      _,
      args: {id?: string; handle?: {type: string; handle: string}},
      context: StorefrontContext,
    ) => findMetaobject(context, args),
    metaobjects(
      _,
      args: PageArgs & {type: string; sortKey?: string | null},
      context: StorefrontContext,
    ) {
      const list = sorted(
        metaobjects.filter((m) => m.type === args.type),
        args.sortKey?.toUpperCase(),
        {ID: (m) => m.id, UPDATED_AT: (m) => m.updatedAt},
      );
      return pageOf(
        list.map((m) =>
          metaobjectObject(m, context.origin, (id) => nodeFor(context, id)),
        ),
        args,
        byId,
      );
    },
  },
  Blog: {
    articles: (blog, args: ListArgs, context: StorefrontContext) =>
      listArticles(
        context,
        articles.filter((a) => a.blog === blog.handle),
        args,
      ),
    articleByHandle: (
      blog,
      {handle}: {handle: string},
      context: StorefrontContext,
    ) => {
      const article = articles.find(
        (a) => a.blog === blog.handle && a.handle === handle,
      );
      return article ? articleObject(article, context.origin) : null;
    },
  },
  Article: {
    comments: (_, args: PageArgs) => pageOf([], args, () => ''),
  },
});
