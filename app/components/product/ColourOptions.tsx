import {Link} from 'react-router';
import {swatchAttributes} from '~/components/ui/Swatch';
import {colourPath, type ColourOption} from '~/lib/search/hits';
import {localizePath} from '~/lib/locale-paths';

/** The style's other colours, each its own product page. */
export function ColourOptions({
  colours,
  currentHandle,
  locale,
}: {
  colours: ColourOption[];
  currentHandle: string;
  locale: string;
}) {
  if (colours.length === 0) return null;
  const current = colours.find((colour) => colour.handle === currentHandle);
  return (
    <div className="colour-options my-4">
      <p className="m-0 mb-1 font-bold">
        Colour
        {current ? (
          <>
            : <span className="font-normal">{current.name}</span>
          </>
        ) : null}
      </p>
      <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {colours.map((colour) => (
          <li key={colour.handle}>
            <Link
              to={localizePath(colourPath(colour), locale)}
              {...swatchAttributes(colour, 'large')}
              aria-label={colour.name}
              aria-current={
                colour.handle === currentHandle ? 'page' : undefined
              }
              prefetch="intent"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
