import {useEffect, useRef, useState} from 'react';
import {isAllowedEmbedUrl, sanitizeEmbedHtml} from '~/lib/content/embed';
import type {ImageData} from '~/lib/content/shape';
import {PrismicImage} from './PrismicImage';

/** The player address inside an oEmbed, only for known providers; with autoplay (muted) when asked. */
export function playerSrc(
  html: unknown,
  {autoplay, muted}: {autoplay: boolean; muted: boolean},
): string | null {
  const safe = sanitizeEmbedHtml(typeof html === 'string' ? html : '');
  const src = /\ssrc="([^"]+)"/.exec(safe)?.[1]?.replace(/&amp;/g, '&');
  if (!src || !isAllowedEmbedUrl(src)) return null;
  const url = new URL(src);
  if (autoplay) url.searchParams.set('autoplay', '1');
  if (muted)
    url.searchParams.set(
      url.hostname.includes('vimeo') ? 'muted' : 'mute',
      '1',
    );
  return url.toString();
}

/** The player, its poster link and the poster picture all fill the 16:9 box. */
const FILL = 'absolute inset-0 h-full w-full border-0 object-cover';

type Props = {
  html: unknown;
  title: string;
  poster: ImageData | null;
  watchUrl: string | null;
  autoplay: boolean;
};

/**
 * A video from a provider, loaded only when wanted: the poster stands in until the
 * shopper presses play, or, when the editor chose autoplay, until it scrolls into
 * view (muted). Without JavaScript the poster links to the video.
 */
export function VideoEmbed({html, title, poster, watchUrl, autoplay}: Props) {
  const [playing, setPlaying] = useState<false | 'click' | 'auto'>(false);
  const box = useRef<HTMLDivElement>(null);
  const clickSrc = playerSrc(html, {autoplay: true, muted: false});

  useEffect(() => {
    if (
      !autoplay ||
      playing ||
      !box.current ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPlaying('auto');
          observer.disconnect();
        }
      },
      {rootMargin: '200px'},
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [autoplay, playing]);

  if (!clickSrc)
    return poster ? <PrismicImage image={poster} sizes="100vw" /> : null;
  const src =
    playing === 'auto'
      ? playerSrc(html, {autoplay: true, muted: true})
      : clickSrc;

  return (
    <div className="relative aspect-video bg-[#111]" ref={box}>
      {playing ? (
        <iframe
          src={src ?? undefined}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className={FILL}
        />
      ) : (
        <a
          href={watchUrl ?? clickSrc}
          className={FILL}
          onClick={(event) => {
            event.preventDefault();
            setPlaying('click');
          }}
        >
          <PrismicImage image={poster} sizes="100vw" className={FILL} />
          <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 bg-[rgb(0_0_0/0.75)] px-6 py-3 font-bold text-white">
            <span aria-hidden="true">▶</span> Play video
            <span className="sr-only">: {title}</span>
          </span>
        </a>
      )}
    </div>
  );
}
