/**
 * Checking content against the editors' rules (spec §5). Problems are reported only
 * when the CONTENT_REPORT_INVALID flag is on; the storefront renders what it can either way.
 */
import type {z} from 'zod';
import {globalDocumentSchema, type GlobalSettings} from './schemas/global';
import {pageDocumentSchema} from './schemas/page';

export type ContentIssue = {path: string; message: string};
export type ContentValidation<T> = {ok: true; issues: []; data: T} | {ok: false; issues: ContentIssue[]; data?: undefined};

function run<T>(schema: z.ZodType<T>, doc: unknown): ContentValidation<T> {
  const result = schema.safeParse(doc);
  if (result.success) return {ok: true, issues: [], data: result.data};
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({path: issue.path.map(String).join('.'), message: issue.message})),
  };
}

/** Validates a global document; on success `data.data` carries defaults (columns, SITEWIDE). */
export function validateGlobalSettings(doc: unknown) {
  return run(globalDocumentSchema, doc) as ContentValidation<{data: GlobalSettings}>;
}

export function validatePage(doc: unknown) {
  return run(pageDocumentSchema, doc);
}

export function reportContentIssues(
  what: string,
  result: {ok: boolean; issues: ContentIssue[]},
  {enabled, report}: {enabled: boolean; report: (message: string, issues: ContentIssue[]) => void},
): boolean {
  if (!enabled || result.ok) return false;
  report(`Invalid content data in ${what}`, result.issues);
  return true;
}
