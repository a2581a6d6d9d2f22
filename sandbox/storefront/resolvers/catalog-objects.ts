/**
 * Storefront API objects built from catalog rows. They carry the scalar fields; fields that
 * need more rows (variants, media, prices) are resolved lazily in catalog-products.ts and
 * friends, keyed off the object's gid, so a Product handed back by the cart resolves the same.
 */
import {
  htmlToText,
  parseJson,
  type CollectionRow,
  type MediaRow,
  type Metafields,
  type ProductRow,
} from '../../catalog/rows.ts';
import {gid} from './catalog-ids.ts';
import {absoluteMediaInText, absoluteMediaUrl} from '../../images/urls.ts';

export function truncate(text: string, at: number | null | undefined) {
  if (!at || text.length <= at) return text;
  const cut = text.slice(0, at);
  const space = cut.lastIndexOf(' ');
  return `${(space > at * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function productObject(row: ProductRow) {
  const description = htmlToText(row.description_html);
  return {
    __typename: 'Product',
    id: gid('Product', row.id),
    handle: row.handle,
    title: row.title,
    descriptionHtml: row.description_html,
    description: ({truncateAt}: {truncateAt?: number | null}) =>
      truncate(description, truncateAt),
    productType: row.product_type,
    vendor: row.vendor,
    tags: parseJson<string[]>(row.tags, []),
    createdAt: row.created_at,
    publishedAt: row.published_at,
    updatedAt: row.published_at,
    onlineStoreUrl: null,
    isGiftCard: /^gift cards?$/i.test(row.product_type.trim()),
    requiresSellingPlan: false,
    trackingParameters: null,
    category: null,
    seo: {title: row.title, description: truncate(description, 160)},
  };
}

export type ProductObject = ReturnType<typeof productObject>;

export function imageObject(
  media: Pick<MediaRow, 'url' | 'alt' | 'width' | 'height'> & {id: number},
  origin: string,
  type = 'ProductImage',
) {
  const url = absoluteMediaUrl(media.url, origin);
  return {
    __typename: 'Image',
    id: gid(type, media.id),
    url,
    src: url,
    originalSrc: url,
    altText: media.alt,
    width: media.width,
    height: media.height,
    thumbhash: null,
  };
}

export function mediaObject(row: MediaRow, origin: string) {
  const previewImage = imageObject(row, origin);
  const base = {
    alt: row.alt,
    mediaContentType: row.kind,
    previewImage,
    presentation: null,
  };
  switch (row.kind) {
    case 'VIDEO':
      return {
        ...base,
        __typename: 'Video',
        id: gid('Video', row.id),
        sources: parseJson<{url: string}[]>(row.sources, []).map((s) => ({
          __typename: 'VideoSource',
          ...s,
          url: absoluteMediaUrl(s.url, origin),
        })),
      };
    case 'EXTERNAL_VIDEO':
      return {
        ...base,
        __typename: 'ExternalVideo',
        id: gid('ExternalVideo', row.id),
        host: row.host,
        originUrl: row.origin_url,
        embedUrl: row.embed_url,
        embeddedUrl: row.embed_url,
      };
    case 'MODEL_3D':
      return {
        ...base,
        __typename: 'Model3d',
        id: gid('Model3d', row.id),
        sources: parseJson<object[]>(row.sources, []),
      };
    default:
      return {
        ...base,
        __typename: 'MediaImage',
        id: gid('MediaImage', row.id),
        image: previewImage,
      };
  }
}

export function collectionObject(row: CollectionRow, origin: string) {
  const description = htmlToText(row.description_html);
  return {
    __typename: 'Collection',
    id: gid('Collection', row.id),
    handle: row.handle,
    title: row.title,
    description: ({truncateAt}: {truncateAt?: number | null}) =>
      truncate(description, truncateAt),
    descriptionHtml: row.description_html,
    updatedAt: row.updated_at,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: {title: row.title, description},
    image: row.image_url
      ? imageObject(
          {
            id: row.id,
            url: row.image_url,
            alt: row.title,
            width: 1280,
            height: 1920,
          },
          origin,
          'CollectionImage',
        )
      : null,
  };
}

/** A metafield of a product, with sandbox media paths made absolute. */
export function metafieldObject(
  owner: {__typename: string; id: string},
  namespace: string,
  key: string,
  field: Metafields[string],
  origin: string,
) {
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${stableNumber(`${owner.id}/${namespace}.${key}`)}`,
    namespace,
    key,
    type: field.type,
    value: absoluteMediaInText(field.value, origin),
    description: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    parentResource: owner,
  };
}

function stableNumber(text: string) {
  let h = 2166136261;
  for (const char of text)
    h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}
