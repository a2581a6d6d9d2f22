/**
 * A Storefront API product read into what the product page shows: sizes in size
 * order, gallery items that are safe to embed, and the catalog metafields (colours,
 * fabric, dimensions, size indication, pre-order time, styled-with) parsed once on
 * the server. Bad metafield values are skipped, never shown raw.
 */
import {productBadge, isFinalSale, type Badge} from '~/lib/badges';
import {HANDLE} from '~/lib/handle';
import {sanitizeHtml} from '~/lib/html';
import {validMedia, type MediaProblem} from '~/lib/media';
import {readColourOptions, type ColourOption} from '~/lib/search/hits';
import {sortBySize} from '~/lib/sizes';
import type {
  MediaHost,
  VideoSource as StorefrontVideoSource,
} from '@shopify/hydrogen/storefront-api-types';
import type {
  MoneyFragment,
  ProductFieldsFragment,
} from 'storefrontapi.generated';

type Metafield = ProductFieldsFragment['colors'];
type MediaNode = ProductFieldsFragment['media']['nodes'][number];
type VideoSource = Pick<StorefrontVideoSource, 'url' | 'mimeType' | 'format'>;

export type ProductVariant = {
  id: string;
  size: string;
  sku: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: MoneyFragment;
  compareAtPrice: MoneyFragment | null;
};

export type GalleryItem =
  | {
      kind: 'image';
      key: string;
      url: string;
      alt: string;
      width: number;
      height: number;
    }
  | {
      kind: 'video';
      key: string;
      src: string;
      poster: string | null;
      alt: string;
    }
  | {
      kind: 'external';
      key: string;
      embedUrl: string;
      host: MediaHost;
      title: string;
      poster: string | null;
    };

export type SizeIndication = {model: string; cm: string; in: string};

export type ProductView = {
  id: string;
  handle: string;
  title: string;
  productType: string;
  tags: string[];
  descriptionHtml: string;
  seoTitle: string;
  seoDescription: string;
  availableForSale: boolean;
  variants: ProductVariant[];
  gallery: GalleryItem[];
  colours: ColourOption[];
  badge: Badge | null;
  finalSale: boolean;
  fabric: string | null;
  dimensions: string | null;
  preOrderTime: string | null;
  sizeIndication: SizeIndication | null;
  styledWithHandles: string[];
  /** A video-file metafield's node id: its mp4 source is looked up separately. */
  videoFileId: string | null;
};

/** Variant option names that carry the size (gift cards use Denominations, single variants Title). */
export const SIZE_OPTION_NAMES = ['Size', 'Denominations', 'Title'] as const;
export const MAX_STYLED_WITH = 10;

export function sizeOfVariant(variant: {
  title: string;
  selectedOptions: {name: string; value: string}[];
}): string {
  for (const name of SIZE_OPTION_NAMES) {
    const option = variant.selectedOptions.find(
      (candidate) => candidate.name === name,
    );
    if (option) return option.value;
  }
  return variant.title;
}

function parse(value: string | null | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function textOf(field: Metafield): string | null {
  const value = field?.value?.trim();
  return value ? value : null;
}

function handles(field: Metafield): string[] {
  const parsed = parse(field?.value);
  const items = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'string'
      ? parsed.split(',')
      : [];
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .map((item) => item.replace(/^gid:\/\/shopify\/Product\//, ''))
    .filter((item) => HANDLE.test(item));
}

export function readSizeIndication(field: Metafield): SizeIndication | null {
  const parsed = parse(field?.value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return null;
  const record = parsed as Record<string, unknown>;
  const pick = (key: string) =>
    typeof record[key] === 'string' ? (record[key] as string).trim() : '';
  const indication = {model: pick('model'), cm: pick('cm'), in: pick('in')};
  return indication.cm || indication.in ? indication : null;
}

/** Colours from the colours metafield; the legacy list of handles when that is missing. */
export function readProductColours(
  colors: Metafield,
  legacyHandles: Metafield,
): ColourOption[] {
  const options = readColourOptions(colors?.value);
  if (options.length > 0) return options;
  return handles(legacyHandles).map((handle) => ({
    handle,
    name: handle.replace(/-/g, ' '),
    swatch: {},
  }));
}

/** The privacy-friendly player address for a YouTube or Vimeo video, or null when it isn't one. */
export function nocookieEmbedUrl(
  host: string,
  ...urls: (string | null | undefined)[]
): string | null {
  for (const raw of urls) {
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (host === 'YOUTUBE') {
      const id = url.hostname.endsWith('youtu.be')
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ??
          url.pathname.match(/\/(?:embed|shorts|v)\/([^/?#]+)/)?.[1] ??
          '');
      if (/^[\w-]{6,20}$/.test(id))
        return `https://www.youtube-nocookie.com/embed/${id}`;
    }
    if (host === 'VIMEO') {
      const id = url.pathname.match(/(\d{5,12})/)?.[1];
      if (id) return `https://player.vimeo.com/video/${id}?dnt=1`;
    }
  }
  return null;
}

/** A media item of any kind, read after the media check: each kind's own fields may be missing. */
type RawMedia = Pick<
  MediaNode,
  'id' | 'alt' | 'mediaContentType' | 'previewImage'
> &
  Partial<
    Pick<
      Extract<MediaNode, {__typename: 'ExternalVideo'}>,
      'host' | 'originUrl' | 'embedUrl'
    >
  > &
  Partial<Pick<Extract<MediaNode, {__typename: 'Video'}>, 'sources'>>;

export function mp4Source(
  sources: readonly VideoSource[] | null | undefined,
): string | null {
  const mp4 = (sources ?? []).find(
    (source) => source.mimeType === 'video/mp4' || source.format === 'mp4',
  );
  return mp4?.url ?? null;
}

export function readGallery(
  media: unknown[],
  {title, report}: {title: string; report?: (problem: MediaProblem) => void},
): GalleryItem[] {
  const items: GalleryItem[] = [];
  validMedia<RawMedia>(media, report).forEach((item, index) => {
    const key = item.id ?? `media-${index}`;
    const preview = item.previewImage;
    const alt = item.alt || preview?.altText || title;
    if (
      item.mediaContentType === 'IMAGE' ||
      item.mediaContentType === 'MODEL_3D'
    ) {
      if (preview?.url) {
        items.push({
          kind: 'image',
          key,
          url: preview.url,
          alt,
          width: preview.width ?? 1280,
          height: preview.height ?? 1920,
        });
      }
    } else if (item.mediaContentType === 'VIDEO') {
      const src = mp4Source(item.sources);
      if (src)
        items.push({
          kind: 'video',
          key,
          src,
          poster: preview?.url ?? null,
          alt,
        });
    } else if (item.mediaContentType === 'EXTERNAL_VIDEO') {
      const host = item.host as MediaHost;
      const embedUrl = nocookieEmbedUrl(host, item.embedUrl, item.originUrl);
      if (embedUrl)
        items.push({
          kind: 'external',
          key,
          embedUrl,
          host,
          title: alt,
          poster: preview?.url ?? null,
        });
    }
  });
  return items;
}

export function readProduct(
  product: ProductFieldsFragment,
  {report}: {report?: (problem: MediaProblem) => void} = {},
): ProductView {
  const variants = sortBySize(
    product.variants.nodes.map((variant) => ({
      id: variant.id,
      size: sizeOfVariant(variant),
      sku: variant.sku ?? '',
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable ?? null,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice ?? null,
    })),
    (variant) => variant.size,
  );
  const gallery = readGallery(product.media.nodes, {
    title: product.title,
    report,
  });
  if (gallery.length === 0 && product.featuredImage?.url) {
    const image = product.featuredImage;
    gallery.push({
      kind: 'image',
      key: 'featured',
      url: image.url,
      alt: image.altText || product.title,
      width: image.width ?? 1280,
      height: image.height ?? 1920,
    });
  }
  const videoUrl = textOf(product.videoUrl);
  if (
    videoUrl &&
    /^https?:\/\//.test(videoUrl) &&
    !gallery.some((item) => item.kind === 'video' && item.src === videoUrl)
  ) {
    gallery.splice(1, 0, {
      kind: 'video',
      key: 'video-url',
      src: videoUrl,
      poster: null,
      alt: product.title,
    });
  }
  const lead =
    variants.find((variant) => variant.availableForSale) ?? variants[0];
  const styled = [
    ...new Set([
      ...handles(product.styledWith),
      ...handles(product.styledWithLegacy),
    ]),
  ]
    .filter((handle) => handle !== product.handle)
    .slice(0, MAX_STYLED_WITH);
  const videoFile = textOf(product.videoFile);

  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    tags: product.tags,
    descriptionHtml: sanitizeHtml(product.descriptionHtml),
    seoTitle: product.seo?.title || product.title,
    seoDescription:
      product.seo?.description || (product.description ?? '').slice(0, 155),
    availableForSale: product.availableForSale,
    variants,
    gallery,
    colours: readProductColours(product.colors, product.colourHandles),
    badge: productBadge({
      tags: product.tags,
      price: lead?.price.amount,
      compareAtPrice: lead?.compareAtPrice?.amount,
      inStock: product.availableForSale,
      productType: product.productType,
    }),
    finalSale: isFinalSale(product.tags),
    fabric: textOf(product.fabric),
    dimensions: textOf(product.dimensions),
    preOrderTime: textOf(product.preOrderTime),
    sizeIndication: readSizeIndication(product.sizeIndication),
    styledWithHandles: styled,
    videoFileId:
      videoFile &&
      /^gid:\/\/shopify\/(Video|MediaImage|GenericFile)\/\w+$/.test(videoFile)
        ? videoFile
        : null,
  };
}

/** STYLED_WITH_QUERY variables for up to ten handles: h0..h9 with their include flags. */
export function styledWithVariables(
  list: readonly string[],
): Record<string, string | boolean> {
  const variables: Record<string, string | boolean> = {};
  list.slice(0, MAX_STYLED_WITH).forEach((handle, index) => {
    variables[`h${index}`] = handle;
    variables[`i${index}`] = true;
  });
  return variables;
}
