import type {Image} from '@shopify/hydrogen/storefront-api-types';
import {imageSrcSet, imageUrl, PHOTO_WIDTHS} from '~/lib/images';

/**
 * A product photo that reserves its 3:4 box before it loads, so nothing shifts.
 * `sizes` tells the browser which srcset width to pick.
 */
export function ProductImage({
  image,
  sizes,
  width = 640,
  priority = false,
  className,
}: {
  image: Pick<Image, 'url' | 'altText' | 'width' | 'height'>;
  sizes: string;
  width?: number;
  priority?: boolean;
  className?: string;
}) {
  const naturalWidth = image.width ?? 1280;
  return (
    <img
      src={imageUrl(image.url, width)}
      srcSet={imageSrcSet(image.url, naturalWidth, PHOTO_WIDTHS)}
      sizes={sizes}
      alt={image.altText ?? ''}
      width={3}
      height={4}
      loading={priority ? 'eager' : 'lazy'}
      // React 18 only passes the lower-case attribute through.
      {...{fetchpriority: priority ? 'high' : undefined}}
      decoding="async"
      className={`block aspect-tile w-full bg-surface object-cover ${className ?? 'h-auto'}`}
    />
  );
}
