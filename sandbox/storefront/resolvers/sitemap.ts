/**
 * QueryRoot.sitemap(type:): page counts and 250-item pages of resources for XML
 * sitemaps, for products, collections, pages, blogs, articles and metaobjects.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {
  allCollections,
  mediaOf,
  publishedProducts,
} from '../../catalog/lookup.ts';
import {absoluteMediaUrl} from '../../images/urls.ts';
import {articles, blogs, metaobjects, pages} from '../online-store/content.ts';

const PAGE_SIZE = 250;

type Resource = Record<string, unknown>;

function resources(context: StorefrontContext, type: string): Resource[] {
  const image = (
    url: string | null | undefined,
    alt: string | null,
    updatedAt: string,
  ) =>
    url
      ? {
          __typename: 'SitemapImage',
          filepath: absoluteMediaUrl(url, context.origin),
          alt,
          updatedAt,
        }
      : null;
  switch (type) {
    case 'PRODUCT':
      return publishedProducts(context.db).map((p) => {
        const first = mediaOf(context.db, p.id).find((m) => m.kind === 'IMAGE');
        return {
          __typename: 'SitemapResource',
          handle: p.handle,
          title: p.title,
          updatedAt: p.published_at,
          image: image(first?.url, first?.alt ?? p.title, p.published_at),
        };
      });
    case 'COLLECTION':
      return allCollections(context.db).map((c) => ({
        __typename: 'SitemapResource',
        handle: c.handle,
        title: c.title,
        updatedAt: c.updated_at,
        image: image(c.image_url, c.title, c.updated_at),
      }));
    case 'PAGE':
      return pages.map((p) => ({
        __typename: 'SitemapResource',
        handle: p.handle,
        title: p.title,
        updatedAt: p.updatedAt,
        image: null,
      }));
    case 'BLOG':
      return blogs.map((b) => {
        const latest =
          articles
            .filter((a) => a.blog === b.handle)
            .map((a) => a.publishedAt)
            .sort()
            .at(-1) ?? '';
        return {
          __typename: 'SitemapResource',
          handle: b.handle,
          title: b.title,
          updatedAt: latest,
          image: null,
        };
      });
    case 'ARTICLE':
      return articles.map((a) => ({
        __typename: 'SitemapResource',
        handle: `${a.blog}/${a.handle}`,
        title: a.title,
        updatedAt: a.publishedAt,
        image: image(a.image, a.title, a.publishedAt),
      }));
    case 'METAOBJECT':
      // Only metaobjects published to the Online Store (with a page of their own) appear.
      return metaobjects
        .filter((m) => m.onlineStore)
        .map((m) => ({
          __typename: 'SitemapResourceMetaobject',
          handle: m.handle,
          type: m.type,
          onlineStoreUrlHandle: m.handle,
          updatedAt: m.updatedAt,
        }));
    default:
      return [];
  }
}

registerResolvers({
  QueryRoot: {
    sitemap: (_, {type}: {type: string}, context: StorefrontContext) => {
      const all = resources(context, type);
      return {
        __typename: 'Sitemap',
        pagesCount: {
          __typename: 'Count',
          count: Math.ceil(all.length / PAGE_SIZE),
          precision: 'EXACT',
        },
        resources: ({page}: {page: number}) => {
          const start = (page - 1) * PAGE_SIZE;
          return {
            __typename: 'PaginatedSitemapResources',
            items: page >= 1 ? all.slice(start, start + PAGE_SIZE) : [],
            hasNextPage: page >= 1 && start + PAGE_SIZE < all.length,
          };
        },
      };
    },
  },
});
