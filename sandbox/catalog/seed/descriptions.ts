/**
 * Product copy and the text metafields (fabric, dimensions, size indication), written
 * the way a merchandiser would, so search relevance and product pages have real words
 * to work with.
 */
import type {Random} from './random.ts';
import type {Department, Garment} from './styles.ts';

const OPENERS = [
  'Made for slow mornings and long lunches, the',
  'A wardrobe staple you will reach for again and again, the',
  'Designed in our Sydney studio, the',
  'Light, easy and effortlessly put together, the',
  'Our take on a timeless shape, the',
  'Dress it up or keep it casual: the',
];

const FITS: Record<string, string[]> = {
  numeric: [
    'True to size; take your usual size',
    'Relaxed fit; size down for a closer fit',
    'Fitted through the waist; size up if between sizes',
  ],
  letters: [
    'True to size',
    'Oversized fit; size down for a closer fit',
    'Relaxed fit through the body',
  ],
  shoes: ['True to size', 'Runs small; we recommend a half size up'],
  osfa: ['One size fits all'],
};

const CARE: Record<Garment, string> = {
  dress: 'Cold gentle machine wash. Line dry in shade.',
  top: 'Cold gentle machine wash. Warm iron.',
  knit: 'Hand wash cold. Dry flat.',
  pants: 'Cold machine wash inside out. Line dry.',
  skirt: 'Cold gentle machine wash. Line dry in shade.',
  coat: 'Dry clean only.',
  shoe: 'Wipe clean with a soft, damp cloth.',
  boot: 'Brush gently; use a suede protector.',
  bag: 'Wipe clean. Store in the dust bag provided.',
  scarf: 'Dry clean only.',
  belt: 'Wipe clean with a soft cloth.',
  hat: 'Spot clean only. Reshape while damp.',
  swim: 'Rinse in cold water after wear. Dry in shade.',
  gift: '',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function describe({
  style,
  detail,
  colour,
  fabric,
  department,
  garment,
  random,
}: {
  style: string;
  detail: string;
  colour: string;
  fabric: string;
  department: Department;
  garment: Garment;
  random: Random;
}): string {
  const fit = random.pick(FITS[department.sizes]);
  return [
    `<p>${escape(random.pick(OPENERS))} ${escape(style)} in ${escape(colour.toLowerCase())} has ${escape(detail)}.</p>`,
    `<p>${escape(department.intro)}</p>`,
    '<ul>',
    `<li>${escape(fabric)}</li>`,
    `<li>${escape(fit)}</li>`,
    `<li>${escape(CARE[garment])}</li>`,
    '<li>Ethically made in small batches</li>',
    '</ul>',
  ].join('');
}

export function fabricText(fabric: string, garment: Garment): string {
  const lining = ['dress', 'skirt', 'coat', 'swim'].includes(garment)
    ? '\nLining: 100% cotton'
    : '';
  return `Main: ${fabric}${lining}\nCare: ${CARE[garment]}`;
}

const DIMENSIONS: Partial<Record<Garment, string>> = {
  bag: 'Width 38 cm\nHeight 30 cm\nDepth 12 cm\nStrap drop 24 cm',
  scarf: '90 cm x 90 cm',
  belt: 'Width 3 cm\nLength 105 cm',
  hat: 'Brim 11 cm\nCrown circumference 57 cm',
  shoe: 'Heel height 3 cm',
  boot: 'Heel height 6 cm\nShaft height 14 cm',
};

export const dimensionsText = (garment: Garment) => DIMENSIONS[garment];

const MODEL_SIZE: Record<string, string> = {
  numeric: '8',
  letters: 'S',
  shoes: '38',
};

/** {model, cm, in}: what the model wears and the garment's key measurement. */
export function sizeIndication(
  department: Department,
  garment: Garment,
  random: Random,
): string | undefined {
  const size = MODEL_SIZE[department.sizes];
  if (!size) return undefined;
  const heightCm = random.pick([172, 175, 176, 178, 180]);
  const feet = Math.floor(heightCm / 30.48);
  const inches = Math.round((heightCm / 2.54) % 12);
  const [measure, cm] =
    garment === 'shoe' || garment === 'boot'
      ? ['Insole length', random.int(23, 26)]
      : garment === 'pants'
        ? ['Inseam', random.int(70, 82)]
        : ['Length', random.int(55, 140)];
  return JSON.stringify({
    model: `Model is ${heightCm} cm / ${feet}'${inches}" and wears size ${size}`,
    cm: `${measure} ${cm} cm`,
    in: `${measure} ${Math.round(cm / 2.54)} in`,
  });
}
