/** Field-level rules shared by the content schemas (links, images, texts). */
import {z} from 'zod';
import {GLOBAL_MESSAGES as M} from './messages';

/** Cross-field rules must run even when a sibling field already failed. */
export const always = {when: () => true};

export const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function isLinkFilled(link: unknown): boolean {
  if (!link || typeof link !== 'object') return false;
  const l = link as Record<string, unknown>;
  return Boolean(l.link_type && l.link_type !== 'Any' && (l.url || l.id));
}

export function hasImage(image: unknown): boolean {
  return Boolean(image && typeof image === 'object' && (image as {url?: unknown}).url);
}

export const requiredText = (message: string) =>
  z.string({error: message}).refine((s) => s.trim() !== '', {message});

export const optionalText = z.string().nullable().optional();

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, {error: message});

function isHttpUrl(value: unknown) {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const link = z
  .looseObject({link_type: z.string().optional()})
  .superRefine((l, ctx) => {
    if (l.link_type === 'Document' && isBlank(l.uid)) ctx.addIssue({code: 'custom', message: M.documentLinkUid});
    if (l.link_type === 'Web' && isBlank(l.url)) ctx.addIssue({code: 'custom', message: M.webLinkUrl});
  })
  .nullable()
  .optional();

export const requiredLink = (message: string) =>
  link.refine(isLinkFilled, {message, ...always});

export const image = z
  .looseObject({})
  .superRefine((img, ctx) => {
    if ('url' in img && img.url != null && !isHttpUrl(img.url)) ctx.addIssue({code: 'custom', message: M.imageUrl});
  })
  .nullable()
  .optional();

export const requiredImage = (message: string) => image.refine(hasImage, {message, ...always});
