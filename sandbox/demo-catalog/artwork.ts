/**
 * Generated product photography: a garment silhouette in the product's colour on a soft
 * studio backdrop, portrait 2:3 at 1280x1920, drawn as SVG and rasterised by sharp.
 */
export type Garment = 'dress' | 'top' | 'knit' | 'pants' | 'skirt' | 'coat' | 'shoe' | 'bag' | 'swim' | 'gift' | 'editorial';

const SHAPES: Record<Exclude<Garment, 'editorial'>, string> = {
  dress: 'M520 380 Q640 450 760 380 L830 420 L800 620 Q780 760 760 900 L980 1560 Q640 1625 300 1560 L520 900 Q500 760 480 620 L450 420 Z',
  top: 'M470 420 Q640 480 810 420 L980 520 L930 700 L840 660 L850 1100 Q640 1130 430 1100 L440 660 L350 700 L300 520 Z',
  knit: 'M470 400 Q640 470 810 400 L960 480 L1060 1000 L960 1030 L870 640 L870 1150 Q640 1180 410 1150 L410 640 L320 1030 L220 1000 L320 480 Z',
  pants: 'M440 420 L840 420 L900 1620 L700 1620 L640 800 L580 1620 L380 1620 Z',
  skirt: 'M480 600 L800 600 L960 1400 Q640 1460 320 1400 Z',
  coat: 'M450 380 Q640 440 830 380 L990 470 L1080 1150 L970 1170 L880 700 L890 1580 Q640 1610 390 1580 L400 700 L310 1170 L200 1150 L290 470 Z',
  shoe: 'M300 1200 Q320 1000 480 980 L640 1040 Q760 1100 900 1130 Q1000 1150 1000 1240 L1000 1280 L300 1280 Z',
  bag: 'M380 800 L900 800 L960 1400 L320 1400 Z M480 800 Q640 480 800 800 L760 800 Q640 560 520 800 Z',
  swim: 'M520 520 L560 420 L600 520 Q640 560 680 520 L720 420 L760 520 L800 900 Q760 1040 820 1160 Q640 1240 460 1160 Q520 1040 480 900 Z',
  gift: 'M290 700 L990 700 L990 1200 L290 1200 Z',
};

export const GARMENT_BY_TYPE: Record<string, Garment> = {
  dress: 'dress', top: 'top', knitwear: 'knit', pants: 'pants', skirt: 'skirt', outerwear: 'coat',
  shoes: 'shoe', accessories: 'bag', swimwear: 'swim', 'gift card': 'gift', 'gift cards': 'gift',
};

function mix(hex: string, other: string, amount: number) {
  const parse = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(other);
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** view 1: front, 2: back (mirrored, warmer light), 3: detail (close crop), other: editorial. */
export function garmentSvg({garment, colour, view}: {garment: Garment; colour: string; view: number}) {
  const backdrop = mix(colour, '#f6f1e9', 0.86);
  const floor = mix(colour, '#e9e1d4', 0.78);
  const shade = mix(colour, '#000000', 0.28);
  const light = mix(colour, '#ffffff', 0.25);
  const transform =
    view === 2 ? 'translate(1280 0) scale(-1 1)' : view === 3 ? 'translate(-640 -560) scale(2)' : '';
  const shape =
    garment === 'editorial'
      ? `<circle cx="820" cy="700" r="360" fill="${light}" opacity="0.8"/><rect x="260" y="980" width="760" height="520" rx="40" fill="${colour}"/>`
      : `<path d="${SHAPES[garment]}" fill="url(#fabric)" stroke="${shade}" stroke-width="6" stroke-linejoin="round"/>` +
        (garment === 'gift'
          ? `<rect x="600" y="700" width="80" height="500" fill="${light}"/><rect x="290" y="910" width="700" height="80" fill="${light}"/>`
          : garment === 'coat'
            ? `<path d="M640 430 L640 1590" stroke="${shade}" stroke-width="5"/>`
            : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="1920" viewBox="0 0 1280 1920">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="0.78" stop-color="${mix(backdrop, '#ffffff', 0.35)}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<linearGradient id="fabric" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1280" height="1920" fill="url(#wall)"/>
<g transform="${transform}">
<ellipse cx="640" cy="1660" rx="430" ry="60" fill="url(#shadow)"/>
${shape}
</g>
</svg>`;
}
