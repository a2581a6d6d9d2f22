import {PrismicImage} from './PrismicImage';
import {Cta, SmartLink} from './SmartLink';
import {
  gap,
  sliceClass,
  sliceDomId,
  SliceTitle,
  SLICE_PICTURE,
  slicePictureSizes,
  type SliceProps,
} from './slices';
import {image, link, text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';
import {useLocale} from '~/components/LocaleLink';

/** Columns on phones, then from 768px, for each layout (the marker classes name it). */
const GRID = {
  '2': 'grid-cols-2',
  '3': 'grid-cols-1 md:grid-cols-3',
  '2x2': 'grid-cols-2 md:grid-cols-4',
  '1x4': 'grid-cols-1 md:grid-cols-4',
} as const;

/**
 * Two, three or four picture tiles in a row. The gap is the editor's (16, 24 or
 * 32px); four tiles sit 2 x 2 or 1 x 4 on phones as the editor chose.
 */
export function TilesRow({
  slice,
  index,
  columns,
}: SliceProps<PageSliceOf<'tiles_row_2' | 'tiles_row_3' | 'tiles_row_4'>> & {
  columns: 2 | 3 | 4;
}) {
  const locale = useLocale();
  const {primary} = slice;
  const tiles = slice.items
    .slice(0, columns)
    .filter((item) => image(item.image) || text(item.heading));
  if (!tiles.length) return null;
  const title = text(primary.title);
  const titleId = sliceDomId(slice);
  const mobile =
    columns === 4 &&
    slice.slice_type === 'tiles_row_4' &&
    slice.primary.mobile_layout === '1 x 4'
      ? '1x4'
      : columns === 4
        ? '2x2'
        : String(columns);
  const sizes = slicePictureSizes({
    columns,
    phoneColumns: mobile === '2' || mobile === '2x2' ? 2 : 1,
    gap: Number.parseInt(gap(primary.gap), 10),
  });
  return (
    <section
      className={sliceClass('slice-tiles')}
      aria-labelledby={title ? titleId : undefined}
    >
      <SliceTitle id={titleId} title={title} />
      <ul
        className={`grid gap-(--tiles-gap) ${GRID[mobile as keyof typeof GRID]} slice-tiles__grid slice-tiles__grid--${columns} slice-tiles__grid--mobile-${mobile}`}
        style={{'--tiles-gap': gap(primary.gap)} as React.CSSProperties}
      >
        {tiles.map((item, n) => {
          const target = link(item.cta_link, locale);
          const heading = text(item.heading);
          const picture = (
            <PrismicImage
              image={image(item.image)}
              sizes={sizes}
              priority={index === 0}
              className={`${SLICE_PICTURE} aspect-[3/4]`}
            />
          );
          return (
            <li key={n} className="slice-tiles__tile">
              {target ? (
                <SmartLink
                  link={target}
                  tabIndex={-1}
                  aria-hidden="true"
                  className="block"
                >
                  {picture}
                </SmartLink>
              ) : (
                <div>{picture}</div>
              )}
              {heading ? (
                <h3 className="mt-3 mb-1 text-lg">{heading}</h3>
              ) : null}
              <Cta
                text={
                  text(item.cta_text) ??
                  (heading && target ? `Shop ${heading}` : null)
                }
                link={target}
                style={primary.cta_style}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
