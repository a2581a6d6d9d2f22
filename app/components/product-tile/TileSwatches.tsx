import {swatchAttributes} from '~/components/ui/Swatch';
import {colourPath, type ColourOption} from '~/lib/search/hits';
import {localizePath} from '~/lib/locale-paths';
import {isPlainClick} from '~/lib/plain-click';

export const MAX_SWATCHES = 5;

/**
 * Other colours of the style. Swatches show only when there is a choice (more than
 * one colour): at most five, then '+ more' to the product page. Otherwise the count.
 * Each swatch is a link to that colour's page; with JavaScript, choosing one swaps
 * the tile in place instead (and follows the link if the swap cannot be fetched).
 */
export function TileSwatches({
  colors,
  currentHandle,
  productUrl,
  locale,
  onChoose,
  onFollow,
  pendingHandle,
}: {
  colors: ColourOption[];
  currentHandle: string;
  productUrl: string;
  locale: string;
  onChoose?: (colour: ColourOption) => void;
  /** Follows '+ more' in the page (a plain anchor: the tile draws without the router). */
  onFollow?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  pendingHandle?: string | null;
}) {
  if (colors.length <= 1) {
    if (colors.length === 0) return null;
    return (
      <p className="m-0 text-sm text-muted">{`${colors.length} color(s) available`}</p>
    );
  }
  const shown = colors.slice(0, MAX_SWATCHES);
  return (
    <ul
      className="product-tile__swatches m-0 flex list-none flex-wrap items-center gap-1 p-0"
      aria-label="Colours"
    >
      {shown.map((colour) => {
        const current = colour.handle === currentHandle;
        return (
          <li key={colour.handle}>
            <a
              href={localizePath(colourPath(colour), locale)}
              {...swatchAttributes(colour)}
              aria-label={colour.name}
              aria-current={current ? 'true' : undefined}
              aria-busy={pendingHandle === colour.handle || undefined}
              data-colour-handle={colour.handle}
              onClick={(event) => {
                if (!onChoose || !isPlainClick(event)) return;
                event.preventDefault();
                if (!current) onChoose(colour);
              }}
            />
          </li>
        );
      })}
      {colors.length > MAX_SWATCHES ? (
        <li>
          <a href={productUrl} className="p-1 text-sm" onClick={onFollow}>
            + more<span className="sr-only"> colours</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
