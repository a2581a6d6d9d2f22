import {useEffect, useReducer, useRef, useState} from 'react';
import {PhotoOnRequest, ProductImage} from '~/components/ProductImage';
import {scrollBehaviour} from '~/components/ui/motion';
import {imageUrl} from '~/lib/images';
import type {GalleryItem} from '~/lib/product';

/** Every photo, video and player is one slide of the phone's row and one cell of the grid. */
const SLIDE = 'w-full shrink-0 snap-start';
/** A video or an embedded player takes a photo's box. */
const PLAYER = `${SLIDE} block aspect-tile h-auto border-0 bg-surface object-cover`;

/** Wide enough for a phone's full width and a desktop's column on a sharp screen. */
const GALLERY_WIDTH = 828;

/**
 * Each photo's drawn width, so a screen fetches the srcset width it shows (browser tests
 * at five widths and densities check it). The layout: the page's 16px gutters; on phones
 * one slide; from 768px a grid of columns at least 320px wide, 8px apart (two); from
 * 992px that grid in the 3fr of a 3fr 2fr row with a 32px gap, 3/5 of (100vw - 64px):
 * one photo until it is 648px wide (1144px screens), then two; the page stops at 1440px.
 * ("30vw" asked a 1024px laptop for 320px to draw 567.)
 */
const SIZES =
  '(max-width: 767px) calc(100vw - 32px), (max-width: 991px) calc(50vw - 20px), ' +
  '(max-width: 1143px) calc(60vw - 38.4px), (max-width: 1439px) calc(30vw - 23.2px), 409px';

/**
 * Photos, videos (the mp4 source, with controls) and YouTube or Vimeo players in
 * their no-cookie form. On a phone they are a row the shopper swipes through, so the
 * name, price and sizes are on the first screen; from 768px they are a grid. Only the
 * first photo loads at once; on a phone the others wait until the shopper reaches for
 * the row, elsewhere until they near the screen. A video's poster cannot wait or pick
 * a size, so it is asked for at the gallery's width, not the original's.
 */
export function ProductGallery({
  items,
  title,
}: {
  items: GalleryItem[];
  title: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const [requested, request] = useReducer(() => true, false);
  const [shown, setShown] = useState(0);
  const slides = () => Array.from(row.current?.children ?? []) as HTMLElement[];

  // Any reach for the row (a touch, a press, a key, a scroll) asks for its photos; a
  // swipe made before the page came alive has already moved it.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    if (element.scrollLeft > 0) request();
    const follow = () => {
      request();
      const distances = slides().map((slide) =>
        Math.abs(slide.offsetLeft - element.scrollLeft),
      );
      setShown(distances.indexOf(Math.min(...distances)));
    };
    const reaches = ['pointerdown', 'touchstart', 'focusin', 'keydown'];
    for (const type of reaches)
      element.addEventListener(type, request, {passive: true});
    element.addEventListener('scroll', follow, {passive: true});
    return () => {
      for (const type of reaches) element.removeEventListener(type, request);
      element.removeEventListener('scroll', follow);
    };
  }, []);

  const show = (index: number) => {
    request();
    const slide = slides()[index];
    if (slide)
      row.current?.scrollTo({
        left: slide.offsetLeft,
        behavior: scrollBehaviour(),
      });
  };

  return (
    <section className="min-w-0" aria-label={`${title} images and videos`}>
      <div
        ref={row}
        className="relative flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:grid md:grid-cols-[repeat(auto-fill,minmax(min(100%,320px),1fr))] md:overflow-visible"
      >
        {items.map((item, index) => {
          if (item.kind === 'image') {
            const photo = {
              image: {
                url: item.url,
                altText: item.alt,
                width: item.width,
                height: item.height,
              },
              sizes: SIZES,
              width: GALLERY_WIDTH,
            };
            return index === 0 ? (
              <ProductImage
                key={item.key}
                {...photo}
                className={`${SLIDE} h-auto`}
                priority
              />
            ) : (
              <PhotoOnRequest
                key={item.key}
                {...photo}
                slot={SLIDE}
                requested={requested}
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
      </div>
      {items.length > 1 ? (
        <div className="flex justify-center noscript:hidden md:hidden">
          {items.map((item, index) => (
            <button
              key={item.key}
              type="button"
              className="group flex size-11 cursor-pointer items-center justify-center border-0 bg-transparent p-0"
              aria-label={`Show ${item.kind === 'image' ? 'photo' : 'video'} ${index + 1} of ${items.length}`}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => show(index)}
            >
              <span
                className="size-2 rounded-full bg-ink/25 group-aria-[current=true]:bg-ink"
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
