import {useEffect, useRef, useState} from 'react';
import {ProductImage} from '~/components/ProductImage';

/** Tiles outside a listing's grid: half the screen on phones and a third on larger screens. */
export const TILE_IMAGE_SIZES = '(max-width: 767px) 50vw, 33vw';
export const TILE_IMAGE_WIDTH = 640;

/** The tile's photo, drawn at the tile width with a srcset for sharper screens. */
export function TileImage({
  url,
  alt,
  priority,
  sizes = TILE_IMAGE_SIZES,
}: {
  url: string;
  alt: string;
  priority?: boolean;
  sizes?: string;
}) {
  if (!url) return <div className="aspect-(--theme-tile-ratio) bg-surface" />;
  return (
    <ProductImage
      image={{url, altText: alt, width: 1280, height: 1920}}
      sizes={sizes}
      width={TILE_IMAGE_WIDTH}
      priority={priority}
      className="h-full"
    />
  );
}

/**
 * The controls along the photo's bottom edge, stacked so none ever covers another:
 * the video's play/pause sits on top of the size strip and rises with it.
 */
export function TileBottomControls({children}: {children: React.ReactNode}) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col items-start *:pointer-events-auto">
      {children}
    </div>
  );
}

/** Autoplay waits for shoppers who asked for less motion or less data to press play. */
function prefersStillTiles() {
  const connection = (
    navigator as Navigator & {connection?: {saveData?: boolean}}
  ).connection;
  return Boolean(
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ||
    connection?.saveData,
  );
}

/**
 * A product video over the photo: muted, looped and inline so browsers allow it to play
 * by itself. Nothing of it downloads with the page: it starts once the page has loaded
 * and the tile is on screen, so a grid of videos never slows the first paint or spends a
 * phone's data on tiles nobody scrolled to. Until it plays, the tile shows its photo like
 * any other (sized and lazy, which a video's poster never is: a poster loads at once, at
 * one width, beside the first photos on screen). The button's state follows the video's
 * own play and pause events, so it stays right whoever paused it.
 */
export function TileVideo({
  src,
  photo,
  title,
  wrap,
  strip,
}: {
  src: string;
  /** The tile's photo (TileImage), shown until the video has a picture of its own. */
  photo: React.ReactNode;
  title: string;
  /** Puts the photo and the video inside the tile's link; the play/pause button stays outside it. */
  wrap: (video: React.ReactNode) => React.ReactNode;
  /** The size strip, drawn below the play/pause button. */
  strip: React.ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);
  // The photo stays in view until the video has a picture of its own to show.
  const [showing, setShowing] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || prefersStillTiles()) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer?.disconnect();
          // Server-rendered markup may lack the muted flag, and unmuted videos may not autoplay.
          element.muted = true;
          void element.play().catch(() => setPaused(true));
        },
        {rootMargin: '200px'},
      );
      observer.observe(element);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, {once: true});
    return () => {
      window.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, [src]);

  return (
    <>
      {wrap(
        <>
          {photo}
          <video
            ref={video}
            className={`absolute inset-0 block h-full w-full object-cover transition-opacity duration-300 motion-reduce:transition-none ${showing ? '' : 'opacity-0'}`}
            src={src}
            muted
            loop
            playsInline
            preload="none"
            aria-label={title}
            onPlay={() => setPaused(false)}
            onPlaying={() => setShowing(true)}
            onPause={() => setPaused(true)}
          />
        </>,
      )}
      <TileBottomControls>
        <button
          type="button"
          className="m-2 min-h-11 min-w-11 cursor-pointer rounded-full border-0 bg-black/55 text-white"
          aria-pressed={!paused}
          aria-label={
            paused ? `Play video of ${title}` : `Pause video of ${title}`
          }
          onClick={() => {
            const element = video.current;
            if (!element) return;
            element.muted = true;
            if (element.paused)
              void element.play().catch(() => setPaused(true));
            else element.pause();
          }}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        {strip}
      </TileBottomControls>
    </>
  );
}
