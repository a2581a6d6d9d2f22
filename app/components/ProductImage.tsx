import type {Image} from '@shopify/hydrogen/storefront-api-types';
import {BREAKPOINTS, imageSrcSet, imageUrl, PHOTO_WIDTHS} from '~/lib/images';

type PhotoProps = {
  image: Pick<Image, 'url' | 'altText' | 'width' | 'height'>;
  sizes: string;
  width?: number;
  priority?: boolean;
  className?: string;
};

function photoAttributes({
  image,
  sizes,
  width = 640,
  priority = false,
  className,
}: PhotoProps) {
  return {
    src: imageUrl(image.url, width),
    srcSet: imageSrcSet(image.url, image.width ?? 1280, PHOTO_WIDTHS),
    sizes,
    alt: image.altText ?? '',
    width: 3,
    height: 4,
    loading: priority ? 'eager' : 'lazy',
    // React 18 only passes the lower-case attribute through.
    ...{fetchpriority: priority ? 'high' : undefined},
    decoding: 'async',
    className: `block aspect-tile w-full bg-surface object-cover ${className ?? 'h-auto'}`,
  } as const;
}

/**
 * A product photo that reserves its 3:4 box before it loads, so nothing shifts.
 * `sizes` tells the browser which srcset width to pick.
 */
export function ProductImage(props: PhotoProps) {
  const photo = photoAttributes(props);
  return <img {...photo} alt={photo.alt} />;
}

const WIDER_THAN_A_PHONE = `(min-width: ${BREAKPOINTS.md}px)`;

/**
 * A photo that a phone fetches only once `requested` (the shopper has reached for the
 * gallery), while wider screens, which show it beside the first, fetch it as usual: the
 * `<source>` answers there. Browsers load lazy pictures in a sideways row as soon as the
 * page does, so `loading="lazy"` alone would not spare a phone's data. Without
 * JavaScript the `<noscript>` copy stands in on phones. `slot` places its box.
 */
export function PhotoOnRequest({
  requested,
  slot,
  ...props
}: PhotoProps & {requested: boolean; slot: string}) {
  const photo = photoAttributes(props);
  return (
    // One box holds both copies: a <noscript> takes a grid cell of its own.
    <div className={slot}>
      <picture>
        <source
          media={WIDER_THAN_A_PHONE}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
        />
        <img
          {...photo}
          alt={photo.alt}
          src={requested ? photo.src : undefined}
          srcSet={requested ? photo.srcSet : undefined}
          // Until its picture comes, the box shows no alt text over its colour.
          className={`${photo.className} text-transparent noscript:max-md:hidden`}
        />
      </picture>
      <noscript>
        <img
          {...photo}
          alt={photo.alt}
          className={`${photo.className} md:hidden`}
        />
      </noscript>
    </div>
  );
}
