/**
 * Image URL transforms (Shopify CDN query parameters, which the sandbox image service
 * honours) and metafield references to media and products.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {mediaById, productByHandle, productById} from '../../catalog/lookup.ts';
import {parseJson} from '../../catalog/rows.ts';
import {parseGid} from './catalog-ids.ts';
import {byId, pageOf, type PageArgs} from './catalog-connection.ts';
import {mediaObject, productObject} from './catalog-objects.ts';

type Transform = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
};

export function transformUrl(source: string, t: Transform | null | undefined) {
  if (!t) return source;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return source;
  }
  const scale = Math.min(3, Math.max(1, t.scale ?? 1));
  if (t.maxWidth) url.searchParams.set('width', String(t.maxWidth * scale));
  if (t.maxHeight) url.searchParams.set('height', String(t.maxHeight * scale));
  if (t.crop) url.searchParams.set('crop', t.crop.toLowerCase());
  if (t.preferredContentType)
    url.searchParams.set(
      'format',
      t.preferredContentType.toLowerCase() === 'jpg'
        ? 'jpg'
        : t.preferredContentType.toLowerCase(),
    );
  return url.toString();
}

function referenced(context: StorefrontContext, value: string) {
  const mediaId = parseGid(
    value,
    'Video',
    'MediaImage',
    'ExternalVideo',
    'Model3d',
  );
  if (mediaId !== undefined) {
    const row = mediaById(context.db, mediaId);
    return row ? mediaObject(row, context.origin) : null;
  }
  // Product references are stored as handles (see docs/CONVENTIONS.md); gids work too.
  const row =
    parseGid(value, 'Product') !== undefined
      ? productById(context.db, parseGid(value, 'Product')!)
      : productByHandle(context.db, value);
  return row ? productObject(row) : null;
}

registerResolvers({
  Image: {
    url: (image, {transform}: {transform?: Transform}) =>
      transformUrl(image.url, transform),
    transformedSrc: (image, args: Transform) => transformUrl(image.url, args),
  },
  Metafield: {
    reference(field, _, context: StorefrontContext) {
      if (!/_reference$/.test(field.type) || field.type.startsWith('list.'))
        return null;
      return referenced(context, field.value);
    },
    references(field, args: PageArgs, context: StorefrontContext) {
      if (!field.type.startsWith('list.') || !/_reference$/.test(field.type))
        return null;
      const values = parseJson<string[]>(field.value, []);
      return pageOf(
        values
          .map((v) => referenced(context, v))
          .filter((x): x is NonNullable<typeof x> => x !== null),
        args,
        byId,
      );
    },
  },
});
