/**
 * Generated photography as SVG: a garment in its colour (or print) on a soft studio
 * backdrop with a floor shadow, so a product grid reads as a fashion shop. 1280x1920,
 * portrait 2:3, like the real product shots.
 */
import type {Garment} from '../catalog/seed/styles.ts';
import {IMAGE_SIZE} from './formats.ts';
import {HANGER, SHAPES} from './shapes.ts';

export type Pattern = 'floral' | 'gingham' | 'stripe' | 'leopard';
export type View = 'front' | 'back' | 'detail' | 'video' | 'film';
export type Artwork = {
  garment: Garment | 'editorial';
  colour: string;
  pattern?: Pattern;
  view: View;
};

const {width: W, height: H} = IMAGE_SIZE;

export function mix(hex: string, other: string, amount: number) {
  const parse = (h: string) =>
    [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) || 0);
  const a = parse(hex);
  const b = parse(other);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Fabric fill: a diagonal light-to-shade gradient, with the print laid over it. */
function patternDefs(colour: string, pattern: Pattern | undefined) {
  const light = mix(colour, '#ffffff', 0.55);
  const dark = mix(colour, '#000000', 0.45);
  switch (pattern) {
    case 'floral':
      return `<pattern id="print" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="${light}"/>${[
        0, 72, 144, 216, 288,
      ]
        .map(
          (a) =>
            `<ellipse cx="40" cy="28" rx="9" ry="16" fill="${colour}" transform="rotate(${a} 40 44)"/>`,
        )
        .join(
          '',
        )}<circle cx="40" cy="44" r="7" fill="#f2c14e"/><circle cx="95" cy="95" r="10" fill="${dark}" opacity="0.6"/><path d="M70 70 q15 5 20 20" stroke="#5b7f4a" stroke-width="4" fill="none"/></pattern>`;
    case 'gingham':
      return `<pattern id="print" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#fbfaf7"/><rect width="40" height="80" fill="${colour}" opacity="0.55"/><rect width="80" height="40" fill="${colour}" opacity="0.55"/></pattern>`;
    case 'stripe':
      return `<pattern id="print" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#f7f4ee"/><rect width="60" height="24" fill="${colour}"/></pattern>`;
    case 'leopard':
      return `<pattern id="print" width="140" height="140" patternUnits="userSpaceOnUse"><rect width="140" height="140" fill="${light}"/>${[
        [30, 30],
        [100, 45],
        [60, 95],
        [120, 120],
        [15, 110],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y} q14 -12 24 2 q8 14 -8 22 q-18 6 -20 -10 z" fill="none" stroke="#2b1d12" stroke-width="7"/><circle cx="${x + 10}" cy="${y + 6}" r="6" fill="${dark}"/>`,
        )
        .join('')}</pattern>`;
    default:
      return '';
  }
}

function garmentMarkup(art: Artwork, shade: string) {
  if (art.garment === 'editorial') {
    return `<circle cx="820" cy="700" r="360" fill="${mix(art.colour, '#ffffff', 0.3)}" opacity="0.85"/><rect x="260" y="980" width="760" height="560" rx="40" fill="url(#fabric)"/>`;
  }
  const shape = SHAPES[art.garment];
  const fill = art.pattern ? 'url(#print)' : 'url(#fabric)';
  const folds = shape.folds
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${shade}" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('');
  const hanger = shape.hanger
    ? `<path d="${HANGER}" fill="none" stroke="#8a6a4a" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>`
    : '';
  const gift =
    art.garment === 'gift'
      ? `<rect x="600" y="720" width="80" height="500" fill="#f3e3b8"/><rect x="220" y="930" width="840" height="80" fill="#f3e3b8"/><text x="300" y="860" font-family="Georgia, serif" font-size="72" fill="#ffffff" opacity="0.9">Gift Card</text>`
      : '';
  // A soft sheen over prints keeps them from looking flat.
  const sheen = art.pattern
    ? `<path d="${shape.body}" fill="url(#sheen)"/>`
    : '';
  const accent = shape.accent
    ? `<path d="${shape.accent}" fill="#f1ece3" stroke="${shade}" stroke-width="4" stroke-linejoin="round"/>`
    : '';
  return `${hanger}<path d="${shape.body}" fill="${fill}" stroke="${shade}" stroke-width="5" stroke-linejoin="round"/>${sheen}${folds}${accent}${gift}`;
}

const TRANSFORMS: Record<View, string> = {
  front: '',
  back: `translate(${W} 0) scale(-1 1)`,
  detail: 'translate(-700 -760) scale(2.1)',
  video: 'translate(64 40) scale(0.9)',
  film: 'translate(160 120) scale(0.75)',
};

export function artworkSvg(art: Artwork): string {
  const backdrop =
    art.view === 'film'
      ? mix(art.colour, '#2a2622', 0.55)
      : mix(art.colour, '#f6f1e9', art.view === 'back' ? 0.82 : 0.88);
  const floor = mix(backdrop, '#cbbfae', 0.45);
  const shade = mix(art.colour, '#000000', 0.35);
  const light = mix(art.colour, '#ffffff', 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(backdrop, '#ffffff', 0.3)}"/><stop offset="0.7" stop-color="${backdrop}"/><stop offset="0.8" stop-color="${floor}"/><stop offset="1" stop-color="${mix(floor, '#ffffff', 0.15)}"/></linearGradient>
<radialGradient id="spot" cx="0.35" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="fabric" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${art.colour}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${patternDefs(art.colour, art.pattern)}
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect width="${W}" height="${H}" fill="url(#spot)"/>
<g transform="${TRANSFORMS[art.view]}">
<ellipse cx="660" cy="${art.garment === 'shoe' || art.garment === 'boot' ? 1320 : 1700}" rx="470" ry="70" fill="url(#shadow)"/>
${garmentMarkup(art, shade)}
</g>
</svg>`;
}

/** A square swatch of a print, for colour options whose swatch is an image. */
export function swatchSvg(
  colour: string,
  pattern: Pattern | undefined,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><defs>${patternDefs(colour, pattern)}</defs><rect width="120" height="120" fill="${pattern ? 'url(#print)' : colour}"/></svg>`;
}
