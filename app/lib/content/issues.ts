/**
 * Problems in a document that editors should hear about beyond the schema rules:
 * images without alt text (spec §8: reported as 'Image missing alt property').
 */
import {altOf, MISSING_ALT, type ContentImage} from './images';
import type {ContentIssue} from './validate';

const looksLikeImage = (value: Record<string, unknown>) =>
  typeof value.url === 'string' &&
  value.url !== '' &&
  typeof value.dimensions === 'object' &&
  value.dimensions !== null;

/** Every filled image in `value` whose alt is empty, by dotted path. */
export function missingAltIssues(
  value: unknown,
  path: string[] = [],
): ContentIssue[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      missingAltIssues(item, [...path, String(index)]),
    );
  if (!value || typeof value !== 'object') return [];
  const row = value as Record<string, unknown>;
  if (looksLikeImage(row)) {
    return altOf(row as ContentImage)
      ? []
      : [{path: path.join('.'), message: MISSING_ALT}];
  }
  return Object.entries(row).flatMap(([key, child]) =>
    missingAltIssues(child, [...path, key]),
  );
}
