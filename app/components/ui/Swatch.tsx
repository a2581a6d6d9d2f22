import type {CSSProperties} from 'react';
import {imageUrl} from '~/lib/images';

type SwatchColour = {swatch: {color?: string; image?: string}};

/**
 * A picture swatch is fetched at three times its chip (18 or 30 px, app.css), sharp on any
 * screen: the service's picture may be a whole fabric scan.
 */
const CHIP_PIXELS = {small: 54, large: 90};

/**
 * What the link or button that chooses a colour carries to be its swatch: the round
 * target, with the chip drawn inside it by `.swatch` in app.css (a ring marks the current
 * colour, a dimmed one is loading). A picture swatch shows the fabric; otherwise the
 * colour's hex. The element has no content: give it the colour's name as `aria-label`.
 *
 * Attributes rather than child elements: a listing draws hundreds of swatches, and a chip
 * and a hidden name in each were a fifth of a search page's elements, each laid out and
 * hydrated (#15).
 */
export function swatchAttributes(
  colour: SwatchColour,
  size: 'small' | 'large' = 'small',
) {
  const {image, color} = colour.swatch;
  return {
    className:
      size === 'large'
        ? 'swatch swatch--large min-h-11 min-w-11'
        : 'swatch min-h-7 min-w-7',
    style: {
      '--chip': image
        ? `url("${imageUrl(image, CHIP_PIXELS[size]).replace(/["\\]/g, '')}")`
        : (color ?? 'transparent'),
    } as CSSProperties,
  };
}
