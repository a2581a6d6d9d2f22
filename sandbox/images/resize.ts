/**
 * Image transform parameters as the two CDNs the storefront may meet spell them:
 * Shopify's (width, height, crop, format) and imgix's (w, h, q, fit, crop, fm, auto).
 * Both pick the format by the browser's Accept header unless the address names one
 * (imgix with auto=format): Shopify's CDN has answered AVIF, WebP or JPEG, whichever is
 * smallest of those the browser takes, since August 2022; imgix's auto=format likewise.
 */
import sharp from 'sharp';
import {IMAGE_SIZE} from './formats.ts';

export type Transform = {
  width?: number;
  height?: number;
  /** cover crops to fill the box; inside fits within it; fill stretches. */
  fit: 'cover' | 'inside' | 'fill';
  position: string;
  quality: number;
  /** 'avif': the smaller of AVIF and WebP (a browser that takes AVIF takes WebP). */
  format: 'avif' | 'webp' | 'jpeg' | 'png';
};

const MAX = 5760;

function positive(url: URL, ...names: string[]) {
  for (const name of names) {
    const value = Number(url.searchParams.get(name));
    if (Number.isFinite(value) && value > 0)
      return Math.min(Math.round(value), MAX);
  }
  return undefined;
}

const POSITIONS = ['top', 'bottom', 'left', 'right', 'center'];

function positionOf(crop: string | null): string {
  const words = (crop ?? '')
    .toLowerCase()
    .split(/[,\s]+/)
    .filter((w) => POSITIONS.includes(w));
  if (!words.length) return 'centre';
  return words.filter((w) => w !== 'center').join(' ') || 'centre';
}

export function parseTransform(
  url: URL,
  extension: string,
  accept: string,
): Transform {
  const width = positive(url, 'width', 'w');
  const height = positive(url, 'height', 'h');
  const fitParam = (url.searchParams.get('fit') ?? '').toLowerCase();
  const crop = url.searchParams.get('crop');
  // Shopify crops only when asked; imgix's fit=crop/fill/scale decide its behaviour.
  const fit: Transform['fit'] =
    fitParam === 'scale'
      ? 'fill'
      : fitParam === 'crop' ||
          fitParam === 'fill' ||
          fitParam === 'fillmax' ||
          (crop && !fitParam)
        ? 'cover'
        : 'inside';
  const requested = (
    url.searchParams.get('format') ??
    url.searchParams.get('fm') ??
    ''
  ).toLowerCase();
  const auto = (url.searchParams.get('auto') ?? '')
    .toLowerCase()
    .includes('format');
  const negotiable =
    (auto || !requested) &&
    requested !== 'jpg' &&
    requested !== 'pjpg' &&
    requested !== 'png';
  const format: Transform['format'] =
    extension === 'webp' || requested === 'webp'
      ? 'webp'
      : negotiable && /image\/avif/.test(accept)
        ? 'avif'
        : negotiable && /image\/webp/.test(accept)
          ? 'webp'
          : extension === 'png' || requested === 'png'
            ? 'png'
            : 'jpeg';
  return {
    width,
    height,
    fit,
    position: positionOf(crop),
    quality: Math.min(100, positive(url, 'q', 'quality') ?? 80),
    format,
  };
}

export const transformKey = (t: Transform) =>
  `${t.width ?? ''}x${t.height ?? ''}|${t.fit}|${t.position}|${t.quality}|${t.format}`;

/** The output box: never larger than the native picture (CDNs do not upscale). */
export function outputBox(
  t: Transform,
  native: {width: number; height: number} = IMAGE_SIZE,
) {
  const sx = t.width ? t.width / native.width : undefined;
  const sy = t.height ? t.height / native.height : undefined;
  if (sx && sy && t.fit !== 'inside') {
    const k = Math.min(1, 1 / Math.max(sx, sy));
    return {
      width: Math.max(1, Math.round(t.width! * k)),
      height: Math.max(1, Math.round(t.height! * k)),
      scale: Math.min(1, Math.max(sx, sy)),
    };
  }
  const scale = Math.min(1, sx && sy ? Math.min(sx, sy) : (sx ?? sy ?? 1));
  return {
    width: Math.max(1, Math.round(native.width * scale)),
    height: Math.max(1, Math.round(native.height * scale)),
    scale,
  };
}

/** Rasterise SVG straight at the needed scale, then cut or fit to the box. */
export async function render(
  svg: string,
  t: Transform,
  native: {width: number; height: number} = IMAGE_SIZE,
): Promise<Uint8Array<ArrayBuffer>> {
  const box = outputBox(t, native);
  const image = sharp(Buffer.from(svg), {density: 72 * box.scale}).resize({
    width: box.width,
    height: box.height,
    fit: t.fit === 'inside' ? 'fill' : t.fit,
    position: t.position,
  });
  if (t.format === 'avif') {
    // AVIF's quality scale runs lower than WebP's for the same look (sharp's defaults: 50, 80).
    const [avif, webp] = await Promise.all([
      image
        .clone()
        .avif({quality: Math.round((t.quality * 5) / 8), effort: 2})
        .toBuffer(),
      image.clone().webp({quality: t.quality}).toBuffer(),
    ]);
    return new Uint8Array(avif.byteLength < webp.byteLength ? avif : webp);
  }
  const out =
    t.format === 'webp'
      ? image.webp({quality: t.quality})
      : t.format === 'png'
        ? image.png()
        : image.jpeg({quality: t.quality, mozjpeg: true, progressive: true});
  return new Uint8Array(await out.toBuffer());
}

/** An encoded image's media type, read from its first bytes (AVIF's ftyp box, WebP's RIFF). */
export function mediaTypeOf(body: Uint8Array): string {
  const text = (from: number, to: number) =>
    String.fromCharCode(...body.subarray(from, to));
  if (text(4, 8) === 'ftyp' && /^avi[fs]$/.test(text(8, 12)))
    return 'image/avif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (body[0] === 0x89 && text(1, 4) === 'PNG') return 'image/png';
  return 'image/jpeg';
}
