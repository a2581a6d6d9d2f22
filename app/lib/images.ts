/**
 * Responsive image URLs. Widths follow the storefront's image settings: device sizes
 * for full-width images and small image sizes for thumbnails; quality 75 by default.
 */
export const DEVICE_SIZES = [
  640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEFAULT_QUALITY = 75;
/**
 * Product photos: the largest thumbnail width leads the device sizes, so a half-width
 * tile on a phone (about 360 device pixels) fetches 384 pixels across, not 640.
 */
export const PHOTO_WIDTHS = [
  IMAGE_SIZES[IMAGE_SIZES.length - 1],
  ...DEVICE_SIZES,
];
export const BREAKPOINTS = {sm: 576, md: 768, lg: 992, xl: 1200} as const;

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
