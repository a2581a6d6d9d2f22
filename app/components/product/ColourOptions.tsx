import {Link} from 'react-router';
import type {ColourOption} from '~/lib/search/hits';
import {localizePath} from '~/lib/sites';

/** The style's other colours, each its own product page. */
export function ColourOptions({colours, currentHandle, locale}: {colours: ColourOption[]; currentHandle: string; locale: string}) {
  if (colours.length === 0) return null;
  const current = colours.find((colour) => colour.handle === currentHandle);
  return (
    <div className="colour-options">
      <p className="colour-options__label">
        Colour{current ? <>: <span>{current.name}</span></> : null}
      </p>
      <ul>
        {colours.map((colour) => (
          <li key={colour.handle}>
            <Link
              to={localizePath(colour.href || `/products/${colour.handle}`, locale)}
              className="swatch swatch--large"
              aria-current={colour.handle === currentHandle ? 'page' : undefined}
              prefetch="intent"
            >
              <span
                className="swatch__chip"
                aria-hidden="true"
                style={
                  colour.swatch.image
                    ? {backgroundImage: `url("${colour.swatch.image.replace(/["\\]/g, '')}")`}
                    : {backgroundColor: colour.swatch.color ?? 'transparent'}
                }
              />
              <span className="sr-only">{colour.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
