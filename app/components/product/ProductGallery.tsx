import {ProductImage} from '~/components/ProductImage';
import {imageUrl} from '~/lib/images';
import type {GalleryItem} from '~/lib/product';

/** A video or an embedded player takes a photo's box. */
const PLAYER =
  'block aspect-tile h-auto w-full border-0 bg-surface object-cover';

/** Wide enough for a phone's full width and a desktop's column on a sharp screen. */
const GALLERY_WIDTH = 828;

/**
 * Photos, videos (the mp4 source, with controls) and YouTube or Vimeo players in
 * their no-cookie form. Only the first photo loads at once; everything else, the
 * players included, waits until it nears the screen. A video's poster cannot wait or
 * pick a size, so it is asked for at the gallery's width, not the original's.
 */
export function ProductGallery({
  items,
  title,
}: {
  items: GalleryItem[];
  title: string;
}) {
  return (
    <section
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,320px),1fr))] gap-2"
      aria-label={`${title} images and videos`}
    >
      {items.map((item, index) => {
        if (item.kind === 'image') {
          return (
            <ProductImage
              key={item.key}
              image={{
                url: item.url,
                altText: item.alt,
                width: item.width,
                height: item.height,
              }}
              sizes="(min-width: 992px) 30vw, 100vw"
              width={GALLERY_WIDTH}
              priority={index === 0}
            />
          );
        }
        if (item.kind === 'video') {
          return (
            <video
              key={item.key}
              className={PLAYER}
              controls
              muted
              loop
              playsInline
              preload="none"
              poster={
                item.poster ? imageUrl(item.poster, GALLERY_WIDTH) : undefined
              }
              aria-label={item.alt}
            >
              <source src={item.src} type="video/mp4" />
            </video>
          );
        }
        return (
          <iframe
            key={item.key}
            className={PLAYER}
            src={item.embedUrl}
            title={item.title}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        );
      })}
    </section>
  );
}
