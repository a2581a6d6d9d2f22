import {useEffect, useRef, useState} from 'react';
import {ProductImage} from '~/components/ProductImage';

/** Tiles are half the screen on phones and a third on larger screens. */
export const TILE_IMAGE_SIZES = '(max-width: 767px) 50vw, 33vw';
export const TILE_IMAGE_WIDTH = 640;

/** The tile's photo, drawn at the tile width with a srcset for sharper screens. */
export function TileImage({url, alt, priority}: {url: string; alt: string; priority?: boolean}) {
  if (!url) return <div className="product-image product-image--missing" />;
  return (
    <ProductImage
      image={{url, altText: alt, width: 1280, height: 1920}}
      sizes={TILE_IMAGE_SIZES}
      width={TILE_IMAGE_WIDTH}
      priority={priority}
    />
  );
}

/**
 * A product video in place of the photo: muted, looped and inline so browsers allow
 * it to play by itself. The button's state follows the video's own play and pause
 * events, so it stays right whoever paused it (the shopper, the browser, reduced motion).
 */
export function TileVideo({
  src,
  poster,
  title,
  wrap,
}: {
  src: string;
  poster: string;
  title: string;
  /** Puts the video inside the tile's link; the play/pause button stays outside it. */
  wrap: (video: React.ReactNode) => React.ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) element.pause();
    setPaused(element.paused);
  }, []);

  return (
    <>
      {wrap(
        <video
        ref={video}
        className="product-image product-tile__video"
        src={src}
        poster={poster || undefined}
        muted
        loop
        playsInline
        autoPlay
        preload="metadata"
        aria-label={title}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        />,
      )}
      <button
        type="button"
        className="product-tile__video-toggle"
        aria-pressed={!paused}
        aria-label={paused ? `Play video of ${title}` : `Pause video of ${title}`}
        onClick={() => {
          const element = video.current;
          if (!element) return;
          if (element.paused) void element.play().catch(() => setPaused(true));
          else element.pause();
        }}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </>
  );
}
