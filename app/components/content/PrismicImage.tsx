import {imageUrl} from '~/lib/content/images';
import {DEVICE_SIZES} from '~/lib/images';
import type {ImageData} from '~/lib/content/shape';

/** Widths for a srcset, never wider than the original (nothing is upscaled). */
export function contentSrcSet(
  image: ImageData,
  widths: readonly number[] = DEVICE_SIZES,
) {
  const max = image.width ?? 1920;
  const usable = widths.filter((w) => w <= max);
  const list = usable.length ? usable : [max];
  return list.map((w) => `${imageUrl(image, {width: w})} ${w}w`).join(', ');
}

type Props = {
  image: ImageData | null;
  /** Which width the browser should pick, as for <img sizes>. */
  sizes: string;
  /** Width of the fallback src. */
  width?: number;
  priority?: boolean;
  className?: string;
};

/**
 * An editor's picture through the image service (w, q, fit=clip), with its own size
 * reserved so the page does not shift. A missing alt was reported when the content
 * loaded; here it is simply empty.
 */
export function PrismicImage({
  image,
  sizes,
  width = 828,
  priority = false,
  className,
}: Props) {
  if (!image) return null;
  return (
    <img
      src={
        imageUrl(image, {width: Math.min(width, image.width ?? width)}) ??
        undefined
      }
      srcSet={contentSrcSet(image)}
      sizes={sizes}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      // React 18 only knows the lowercase attribute.
      {...(priority ? ({fetchpriority: 'high'} as Record<string, string>) : {})}
      decoding="async"
      className={className}
    />
  );
}

/** Separate desktop and mobile pictures (art direction): the desktop one from 768px. */
export function ArtDirectedImage({
  desktop,
  mobile,
  sizes = '100vw',
  priority = false,
  className,
}: {
  desktop: ImageData | null;
  mobile: ImageData | null;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture>
      {desktop && mobile ? (
        <source
          media="(min-width: 768px)"
          srcSet={contentSrcSet(desktop)}
          sizes={sizes}
          width={desktop.width ?? undefined}
          height={desktop.height ?? undefined}
        />
      ) : null}
      <PrismicImage
        image={fallback}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    </picture>
  );
}
