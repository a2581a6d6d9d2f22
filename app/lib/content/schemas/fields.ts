/**
 * Field-level rules shared by the content schemas. Each field schema both reads the
 * field into what the storefront renders (through the readers in `../shape`) and
 * reports what is wrong with it, in one pass. None of them ever fails the value: a
 * broken field reads as absent (null) and its issue is reported beside it, so one
 * editor's mistake costs one field, never the shell.
 */
import {z} from 'zod';
import {MISSING_ALT} from '../images';
import {
  colour as readColour,
  image as readImage,
  link as readLink,
  text as readText,
} from '../shape';
import {GLOBAL_MESSAGES as M} from './messages';

/** Cross-field rules must run even when a sibling field already failed. */
export const always = {when: () => true};

export const isBlank = (value: unknown) => readText(value) === null;

export function isLinkFilled(link: unknown): boolean {
  if (!link || typeof link !== 'object') return false;
  const l = link as Record<string, unknown>;
  return Boolean(l.link_type && l.link_type !== 'Any' && (l.url || l.id));
}

type Ctx = z.core.$RefinementCtx<unknown>;
const report = (ctx: Ctx, message: string) =>
  ctx.addIssue({code: 'custom', message});
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A field read leniently. `optional()` first so an absent key is read (as undefined)
 * rather than refused; the reader decides what absence means.
 */
const field = <T>(read: (value: unknown, ctx: Ctx) => T) =>
  z.unknown().optional().transform(read);

/** A group of fields (a slice's primary, a repeatable item); anything but an object reads as empty. */
export const group = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess((value) => (isRecord(value) ? value : {}), z.looseObject(shape));

/**
 * A group whose keys are those of a generated Prismic type (`prismicio-types.d.ts`), so
 * a misspelt field name fails the typecheck. `region` is allowed everywhere (see `region`).
 */
export const fieldsOf =
  <T>() =>
  <S extends {[K in keyof T | 'region']?: z.ZodType}>(
    shape: S & Record<Exclude<keyof S, keyof T | 'region'>, never>,
  ) =>
    group(shape);

/** A repeatable zone or item list; anything but a list reads as empty. */
export const list = <T extends z.ZodType>(item: T) =>
  field((value, ctx) => {
    if (Array.isArray(value)) return value;
    if (value !== null && value !== undefined) report(ctx, 'Expected a list');
    return [];
  }).pipe(z.array(item));

/** Optional text: trimmed, null when empty. */
export const text = field((value, ctx) => {
  if (value !== null && value !== undefined && typeof value !== 'string')
    report(ctx, 'Expected text');
  return readText(value);
});

export const requiredText = (message: string) =>
  field((value, ctx) => {
    const read = readText(value);
    if (read === null) report(ctx, message);
    return read;
  });

/** Text with a default in place of an empty field (the final sale heading). */
export const textOr = (fallback: string) =>
  field((value) => readText(value) ?? fallback);

export const flag = field((value, ctx) => {
  if (value !== null && value !== undefined && typeof value !== 'boolean')
    report(ctx, 'Expected true or false');
  return value === true;
});

/** A Color field: only a hex colour reaches inline styles. */
export const colour = field(readColour);

/** One of a Select field's options, or null (reported when a message is given). */
export const oneOf = <const T extends readonly string[]>(
  values: T,
  message?: string,
) =>
  field((value, ctx): T[number] | null => {
    if (values.includes(value as string)) return value as T[number];
    if (message) report(ctx, message);
    return null;
  });

const REGIONS = ['all', 'au', 'us'];

/**
 * A slice or item's site ('all', 'au', 'us'; see `inRegion`). Left empty it shows
 * everywhere, reported when the site is required.
 */
export const region = (message?: string) =>
  field((value, ctx): string => {
    if (REGIONS.includes(value as string)) return value as string;
    if (message) report(ctx, message);
    return typeof value === 'string' && value !== '' ? value : 'all';
  });

/** An Image field: the picture (null without an http(s) url); a missing alt is reported, the picture kept. */
function readImageField(value: unknown, ctx: Ctx, required?: string) {
  const read = readImage(value);
  const url = isRecord(value) ? value.url : null;
  const hasUrl = url !== null && url !== undefined && url !== '';
  if (hasUrl && read === null) report(ctx, M.imageUrl);
  if (!hasUrl && required) report(ctx, required);
  if (read && read.alt === '') report(ctx, MISSING_ALT);
  return read;
}

export const image = field((value, ctx) => readImageField(value, ctx));
export const requiredImage = (message: string) =>
  field((value, ctx) => readImageField(value, ctx, message));

/** A Link field resolved for the site; document links need a uid, web links a url. */
function readLinkField(
  value: unknown,
  ctx: Ctx,
  locale: string,
  required?: string,
) {
  const raw = isRecord(value) ? value : {};
  if (raw.link_type === 'Document' && isBlank(raw.uid))
    report(ctx, M.documentLinkUid);
  if (raw.link_type === 'Web' && isBlank(raw.url)) report(ctx, M.webLinkUrl);
  if (required && !isLinkFilled(value)) report(ctx, required);
  return readLink(value, locale);
}

export const link = (locale: string) =>
  field((value, ctx) => readLinkField(value, ctx, locale));
export const requiredLink = (locale: string, message: string) =>
  field((value, ctx) => readLinkField(value, ctx, locale, message));
