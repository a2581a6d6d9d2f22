import {useEffect, useRef, useState} from 'react';
import {PrismicImage} from '~/components/content/PrismicImage';
import {SmartLink} from '~/components/content/SmartLink';
import {
  sliceClass,
  sliceDomId,
  SliceTitle,
  SLICE_HEADER,
  SLICE_PICTURE,
  type SliceProps,
} from '~/components/content/slices';
import {image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import {scrollBehaviour} from '~/components/ui/motion';
import type {PageSliceOf} from '~/lib/content/page';

/** Blocks visible at once on wide screens: the editor's 3 to 6, 4 when unset or out of range. */
export function blocksToShow(value: unknown) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 3 && n <= 6 ? n : 4;
}

const ARROW =
  'min-h-11 min-w-11 cursor-pointer border border-ink bg-paper text-xl text-ink';

/** 45% of the row per picture on phones (the next one peeks in); the editor's count from 768px. */
const TRACK =
  'grid auto-cols-[45%] grid-flow-col gap-2 overflow-x-auto overscroll-x-contain pb-2 snap-x snap-mandatory md:auto-cols-[calc((100%_-_(var(--blocks,4)_-_1)_*_0.5rem)_/_var(--blocks,4))]';

/**
 * Instagram pictures in a row that scrolls sideways (touch, trackpad, keyboard via
 * the links). The previous / next buttons arrive with JavaScript.
 */
export default function InstagramSliderSlice({
  slice,
}: SliceProps<PageSliceOf<'instagram_slider'>>) {
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const posts = slice.items.filter((item) => image(item.image));
  if (!posts.length) return null;
  const blocks = blocksToShow(slice.primary.blocks_to_show);
  const title = text(slice.primary.title);
  const handle = text(slice.primary.handle);
  const profile = link(slice.primary.link, locale);
  const titleId = sliceDomId(slice);
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const step =
      el.firstElementChild instanceof HTMLElement
        ? el.firstElementChild.offsetWidth
        : el.clientWidth / blocks;
    el.scrollBy({
      left: direction * step,
      behavior: scrollBehaviour(),
    });
  };
  return (
    <section
      className={sliceClass('slice-instagram')}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={SLICE_HEADER}>
        <SliceTitle id={titleId} title={title} inHeader />
        {handle && profile ? (
          <SmartLink link={profile} className="font-bold">
            {handle}
          </SmartLink>
        ) : null}
        {enhanced && posts.length > blocks ? (
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              className={ARROW}
              onClick={() => scroll(-1)}
              aria-label="Previous pictures"
            >
              ‹
            </button>
            <button
              type="button"
              className={ARROW}
              onClick={() => scroll(1)}
              aria-label="Next pictures"
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={list}
        className={`slice-instagram__track ${TRACK}`}
        style={{'--blocks': blocks} as React.CSSProperties}
      >
        {posts.map((post, n) => {
          const target = link(post.link, locale);
          const photo = image(post.image);
          const picture = (
            <>
              <PrismicImage
                image={photo}
                sizes={`(min-width: 768px) ${Math.round(100 / blocks)}vw, 45vw`}
                className={`${SLICE_PICTURE} aspect-square`}
              />
              {photo?.alt ? null : (
                <span className="sr-only">Instagram post {n + 1}</span>
              )}
            </>
          );
          return (
            // Positioned, so the hidden "Instagram post n" label stays inside the scrolling row.
            <li key={n} className="slice-instagram__block relative snap-start">
              {target ? (
                <SmartLink link={target}>{picture}</SmartLink>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
