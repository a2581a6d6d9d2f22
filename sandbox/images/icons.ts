/**
 * The brand's social icons in the seeded footer (content images named `icon-<network>`):
 * each network's mark in white on an ink disc, so the footer shows recognisable icons, not
 * the editorial scene every other content picture gets. Drawn with paths only: the
 * renderer's text would depend on the machine's fonts.
 */

export const ICON_SIZE = {width: 256, height: 256} as const;

const MARKS: Record<string, string> = {
  instagram:
    '<rect x="72" y="72" width="112" height="112" rx="32" fill="none" stroke="#fff" stroke-width="14"/><circle cx="128" cy="128" r="26" fill="none" stroke="#fff" stroke-width="14"/><circle cx="160" cy="96" r="8" fill="#fff"/>',
  tiktok:
    '<path d="M124 68h20c2 18 14 30 32 32v20c-12 0-22-4-32-10v54a36 36 0 1 1-36-36h4v20a16 16 0 1 0 12 16z" fill="#fff"/>',
  pinterest:
    '<path d="M104 104c0-20 16-36 40-36 22 0 38 16 38 36 0 24-16 42-36 42-10 0-16-4-18-10" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M132 124l-16 68" stroke="#fff" stroke-width="14" stroke-linecap="round"/>',
  facebook:
    '<path d="M140 200v-64h22l4-26h-26V94c0-8 3-13 14-13h13V58c-4-1-12-2-21-2-21 0-34 12-34 35v19H90v26h22v64z" fill="#fff"/>',
};

/** The icon for a content picture named `icon-<network>`, or undefined for other names. */
export function socialIconSvg(name: string): string | undefined {
  const mark = MARKS[/^icon-([a-z]+)$/.exec(name)?.[1] ?? ''];
  if (!mark) return undefined;
  const {width, height} = ICON_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 256 256"><rect width="256" height="256" fill="#ffffff"/><circle cx="128" cy="128" r="128" fill="#1f1d1a"/>${mark}</svg>`;
}
