/**
 * Lato's core faces: the characters the shop's pages are written in (ASCII, the
 * Latin-1 signs, typographic quotes and dashes, the currency signs), about a third
 * smaller than Fontsource's whole Latin face. `app/styles/fonts.css` declares them after
 * the whole faces with the same ranges, so a page whose text stays inside the core
 * never downloads the whole face; a name with an accented letter still gets Lato.
 *
 * The faces carry no hinting instructions (about 45% of the core faces' bytes): phones,
 * Macs and ChromeOS ignore them, and Windows browsers draw through DirectWrite with
 * antialiasing, where hints barely change the shapes; Google Fonts' unhinted faces make the
 * same trade. The whole faces from Fontsource keep theirs.
 *
 *   node scripts/fonts.mjs   (rewrites app/assets/fonts/; a unit test checks they are current)
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import subsetFont from 'subset-font';

/** Inclusive code point ranges; fonts.css repeats them as its core faces' `unicode-range`. */
export const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
export const WEIGHTS = [400, 700];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
export const coreUnicodeRange = () =>
  CORE_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(', ');

const source = (weight) =>
  fileURLToPath(
    import.meta.resolve(
      `@fontsource/lato/files/lato-latin-${weight}-normal.woff2`,
    ),
  );
export const coreFile = (weight) =>
  fileURLToPath(
    new URL(`../app/assets/fonts/lato-core-${weight}.woff2`, import.meta.url),
  );

export async function coreFace(weight) {
  let text = '';
  for (const [from, to] of CORE_RANGES)
    for (let code = from; code <= to; code++)
      text += String.fromCodePoint(code);
  return subsetFont(readFileSync(source(weight)), text, {
    targetFormat: 'woff2',
    noHinting: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of WEIGHTS) {
    const face = await coreFace(weight);
    writeFileSync(coreFile(weight), face);
    console.log(`${coreFile(weight)}: ${face.length} bytes`);
  }
  console.log(`unicode-range: ${coreUnicodeRange()};`);
}
