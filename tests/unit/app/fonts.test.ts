/**
 * Lato's core faces (scripts/fonts.mjs): the committed files are what the script makes
 * from the installed Fontsource faces, and the stylesheet gives them the ranges they hold.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  coreFace,
  coreFile,
  coreUnicodeRange,
  WEIGHTS,
} from '../../../scripts/fonts.mjs';

const css = readFileSync('app/styles/fonts.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(
  // Prettier wraps long values: compare with runs of white space as one space.
  ([, body]) => body!.replace(/\s+/g, ' '),
);

describe('Lato core faces', () => {
  it.each(WEIGHTS)('%i is current with the script', async (weight) => {
    const committed = readFileSync(coreFile(weight));
    expect(Buffer.from(await coreFace(weight)).equals(committed)).toBe(true);
    // A third smaller than the whole Latin face it is cut from.
    const whole = readFileSync(
      `node_modules/@fontsource/lato/files/lato-latin-${weight}-normal.woff2`,
    );
    expect(committed.length).toBeLessThan(whole.length * 0.75);
  });

  it.each(WEIGHTS)(
    '%i is declared after the whole face, with the ranges it holds',
    (weight) => {
      const ofWeight = faces.filter((face) =>
        face.includes(`font-weight: ${weight};`),
      );
      expect(ofWeight).toHaveLength(2);
      expect(ofWeight[0]).toContain(`lato-latin-${weight}-normal.woff2`);
      expect(ofWeight[1]).toContain(`lato-core-${weight}.woff2`);
      expect(ofWeight[1]).toContain(`unicode-range: ${coreUnicodeRange()};`);
    },
  );
});
