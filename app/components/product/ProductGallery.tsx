import {ProductImage} from '~/components/ProductImage';
import type {GalleryItem} from '~/lib/product';

/**
 * Photos, videos (the mp4 source, with controls) and YouTube or Vimeo players in
 * their no-cookie form. Only the first photo loads at once; everything else, the
 * players included, waits until it nears the screen.
 */
export function ProductGallery({items, title}: {items: GalleryItem[]; title: string}) {
  return (
    <section className="product-gallery" aria-label={`${title} images and videos`}>
      {items.map((item, index) => {
        if (item.kind === 'image') {
          return (
            <ProductImage
              key={item.key}
              image={{url: item.url, altText: item.alt, width: item.width, height: item.height}}
              sizes="(min-width: 992px) 30vw, 100vw"
              width={828}
              priority={index === 0}
            />
          );
        }
        if (item.kind === 'video') {
          return (
            <video
              key={item.key}
              className="product-image product-gallery__video"
              controls
              muted
              loop
              playsInline
              preload="none"
              poster={item.poster ?? undefined}
              aria-label={item.alt}
            >
              <source src={item.src} type="video/mp4" />
            </video>
          );
        }
        return (
          <iframe
            key={item.key}
            className="product-image product-gallery__embed"
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
