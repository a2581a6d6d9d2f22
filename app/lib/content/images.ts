/** Content images through the image service (spec §7): w, q and fit=clip. */
export const DEFAULT_IMAGE_QUALITY = 75;
export const MISSING_ALT = 'Image missing alt property';

export type ContentImage =
  | {
      url?: string | null;
      alt?: string | null;
      dimensions?: {width: number; height: number};
    }
  | null
  | undefined;

export function imageUrl(
  image: ContentImage,
  {width, quality = DEFAULT_IMAGE_QUALITY}: {width: number; quality?: number},
) {
  if (!image?.url) return null;
  let url: URL;
  try {
    url = new URL(image.url);
  } catch {
    return null;
  }
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('q', String(Math.round(quality)));
  url.searchParams.set('fit', 'clip');
  return url.toString();
}

/** Editors sometimes leave alt empty; the page still renders, with the gap reported. */
export function altOf(
  image: ContentImage,
  report?: (message: string, detail: {url?: string | null}) => void,
): string {
  const alt = typeof image?.alt === 'string' ? image.alt.trim() : '';
  if (alt) return alt;
  report?.(MISSING_ALT, {url: image?.url});
  return '';
}
