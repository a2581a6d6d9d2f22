/**
 * Personalized recommendations, as snap-client's recommend() calls them: the profile of a
 * placement (GET /api/personalized-recommendations/profile.json?siteId&tag) and a batch
 * of results (POST /v1/recommend, one answer per requested profile, in order).
 */
import {randomUUID} from 'node:crypto';
import {priceIn, type IndexDoc} from './documents.ts';
import {toHit} from './hits.ts';
import type {SearchIndex} from './search-index.ts';
import type {Site} from './sites.ts';

type Profile = {
  tag: string;
  placement: string;
  headerText: string;
  pick: (docs: IndexDoc[], context: IndexDoc[]) => IndexDoc[];
};

const bestSellers = (docs: IndexDoc[]) =>
  [...docs].sort(
    (a, b) =>
      b.numbers.ga_unique_purchases - a.numbers.ga_unique_purchases ||
      a.id - b.id,
  );
const sameType = (docs: IndexDoc[], context: IndexDoc[]) => {
  const types = new Set(context.map((d) => d.product.productType));
  return bestSellers(docs.filter((d) => types.has(d.product.productType)));
};
const otherTypes = (docs: IndexDoc[], context: IndexDoc[]) => {
  const types = new Set(context.map((d) => d.product.productType));
  return bestSellers(docs.filter((d) => !types.has(d.product.productType)));
};

export const PROFILES: Profile[] = [
  {
    tag: 'similar',
    placement: 'product-page',
    headerText: 'You may also like',
    pick: sameType,
  },
  {
    tag: 'complete-the-look',
    placement: 'product-page',
    headerText: 'Complete the look',
    pick: otherTypes,
  },
  {
    tag: 'trending',
    placement: 'home-page',
    headerText: 'Trending now',
    pick: (docs) => bestSellers(docs),
  },
  {
    tag: 'cart-cross-sell',
    placement: 'basket-page',
    headerText: 'Goes well with',
    pick: otherTypes,
  },
];

export function profileBody(tag: string) {
  const profile = PROFILES.find((p) => p.tag === tag);
  if (!profile) return undefined;
  return {
    profile: {
      tag: profile.tag,
      placement: profile.placement,
      display: {
        threshold: 4,
        template: {
          name: `${profile.tag}__production`,
          uuid: `00000000-0000-4000-8000-${String(PROFILES.indexOf(profile) + 1).padStart(12, '0')}`,
          component: 'Recommendation',
          branch: 'production',
          group: 'sandbox',
        },
        templateParameters: {headerText: profile.headerText},
      },
    },
  };
}

type RecommendRequest = {
  profiles?: {tag?: unknown; limit?: unknown; blockedItems?: unknown}[];
  products?: unknown;
  blockedItems?: unknown;
};

const strings = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];

/** Products named by uid, sku or handle, as stores send whichever their feed keys on. */
function docsNamed(index: SearchIndex, names: string[]) {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  return index.docs.filter(
    (d) =>
      wanted.has(String(d.id)) ||
      wanted.has(d.product.handle.toLowerCase()) ||
      d.product.variants.some((v) => wanted.has(v.sku.toLowerCase())),
  );
}

export function recommend(
  index: SearchIndex,
  site: Site,
  origin: string,
  request: RecommendRequest,
) {
  const context = docsNamed(index, strings(request.products));
  const globalBlocked = docsNamed(index, strings(request.blockedItems)).map(
    (d) => d.id,
  );
  return (request.profiles ?? []).map((requested) => {
    const profile = PROFILES.find((p) => p.tag === requested.tag);
    const limit =
      typeof requested.limit === 'number' && requested.limit > 0
        ? Math.min(requested.limit, 50)
        : 20;
    const blocked = new Set([
      ...globalBlocked,
      ...docsNamed(index, strings(requested.blockedItems)).map((d) => d.id),
      ...context.map((d) => d.id),
    ]);
    const candidates = index.docs.filter(
      (d) => !blocked.has(d.id) && d.inStockPercent > 0 && d.tracked,
    );
    const picked = profile
      ? profile.pick(candidates, context).slice(0, limit)
      : [];
    return {
      profile: {
        tag: String(requested.tag ?? ''),
        placement: profile?.placement ?? '',
      },
      responseId: randomUUID(),
      results: picked.map((doc) => {
        const hit = toHit(doc, site, origin);
        const price = priceIn(doc, site.currency);
        return {
          id: String(doc.id),
          score: 0,
          mappings: {
            core: {
              uid: String(doc.id),
              name: doc.product.title,
              sku: hit.sku,
              price: price?.price ?? 0,
              ...(price?.compareAt ? {msrp: price.compareAt} : {}),
              url: hit.url,
              imageUrl: hit.imageUrl,
              thumbnailImageUrl: hit.thumbnailImageUrl,
              brand: doc.product.vendor,
              popularity: doc.numbers.ga_unique_purchases,
            },
          },
          attributes: {
            handle: doc.product.handle,
            intellisuggestData: hit.intellisuggestData,
            intellisuggestSignature: hit.intellisuggestSignature,
          },
        };
      }),
    };
  });
}
