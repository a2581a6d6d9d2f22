/**
 * Responsive image URLs. Widths follow the storefront's image settings: device sizes
 * for full-width images, finer steps for product photos; quality 75 by default.
 */
export const DEVICE_SIZES = [
  640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;
export const DEFAULT_QUALITY = 75;
/**
 * Product photos: thumbnail steps lead the device sizes, so a half-width tile on a phone
 * fetches close to what it draws: 320 across at 1.75x (182 px), 384 at 2x, 480 at 2.6x,
 * where the next step up, 640, is up to four times the pixels.
 */
export const PHOTO_WIDTHS = [320, 384, 480, ...DEVICE_SIZES];
export const BREAKPOINTS = {sm: 576, md: 768, lg: 992, xl: 1200} as const;

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * One of `columns` equal columns drawn across the screen less `fixed` pixels (gutters,
 * a column beside them), `gap` pixels apart: a CSS length for an image's `sizes`, so a
 * browser fetches the srcset width it draws rather than the screen's.
 */
export function columnWidth(
  columns: number,
  {fixed = 0, gap = 0}: {fixed?: number; gap?: number} = {},
) {
  const screen = hundredths(100 / columns);
  const taken = hundredths((fixed + gap * (columns - 1)) / columns);
  return taken ? `calc(${screen}vw - ${taken}px)` : `${screen}vw`;
}

/** The image service URL for one width: Shopify CDN style `width`, keeping other params. */
export function imageUrl(
  src: string,
  width: number,
  {height, crop}: {height?: number; crop?: string} = {},
) {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  url.searchParams.set('width', String(Math.round(width)));
  if (height) url.searchParams.set('height', String(Math.round(height)));
  if (crop) url.searchParams.set('crop', crop);
  return url.toString();
}

/** A srcset over the widths that do not exceed the source image (nothing is upscaled). */
export function imageSrcSet(
  src: string,
  maxWidth: number,
  widths: readonly number[] = DEVICE_SIZES,
) {
  const usable = widths.filter((w) => w <= maxWidth);
  const list = usable.length ? usable : [Math.min(maxWidth, widths[0])];
  return list.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ');
}
