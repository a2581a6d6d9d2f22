import {Link} from 'react-router';
import {Swatch, swatchClass} from '~/components/ui/Swatch';
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
              className={swatchClass('large')}
              aria-current={colour.handle === currentHandle ? 'page' : undefined}
              prefetch="intent"
            >
              <Swatch colour={colour} size="large" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
