/**
 * Product media from the Storefront API, checked before it reaches the gallery: one
 * bad item (a media type this shop can't show, a video host it can't embed) is
 * dropped and reported instead of breaking the product page.
 */
import {z} from 'zod';

export const MEDIA_CONTENT_TYPES = [
  'EXTERNAL_VIDEO',
  'VIDEO',
  'IMAGE',
  'MODEL_3D',
] as const;
export const VIDEO_HOSTS = ['VIMEO', 'YOUTUBE'] as const;

const image = z.looseObject({
  id: z.string().nullish(),
  url: z.string().min(1),
  altText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const mediaSchema = z
  .looseObject({
    id: z.string().optional(),
    mediaContentType: z.enum(MEDIA_CONTENT_TYPES, {
      error: 'Invalid mediaContentType',
    }),
    alt: z.string().nullish(),
    previewImage: image.nullish(),
    host: z.unknown().optional(),
  })
  .superRefine((media, ctx) => {
    if (media.mediaContentType !== 'EXTERNAL_VIDEO') return;
    if (!(VIDEO_HOSTS as readonly unknown[]).includes(media.host)) {
      ctx.addIssue({code: 'custom', path: ['host'], message: 'Invalid host'});
    }
  });

export type Media = z.output<typeof mediaSchema>;
export type MediaProblem = {index: number; item: unknown; messages: string[]};

/** The items that passed, in order; `report` hears about each one that did not. */
export function validMedia<T = Media>(
  items: unknown,
  report?: (problem: MediaProblem) => void,
): (T & Media)[] {
  if (!Array.isArray(items)) return [];
  const good: (T & Media)[] = [];
  items.forEach((item, index) => {
    const result = mediaSchema.safeParse(item);
    if (result.success) good.push(item as T & Media);
    else
      report?.({
        index,
        item,
        messages: result.error.issues.map((issue) => issue.message),
      });
  });
  return good;
}
