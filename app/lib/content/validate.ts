/**
 * Checking content against the editors' rules (spec §5). Problems are reported only
 * when the CONTENT_REPORT_INVALID flag is on; the storefront renders what it can either way.
 */
import {z} from 'zod';
import {always} from './schemas/fields';
import {globalDocumentSchema, type GlobalSettings} from './schemas/global';
import {pageDocumentSchema} from './schemas/page';

export type ContentIssue = {path: string; message: string};
export type ContentValidation<T> =
  | {ok: true; issues: []; data: T}
  | {ok: false; issues: ContentIssue[]; data?: undefined};

const toIssue = (issue: z.core.$ZodIssue): ContentIssue => ({
  path: issue.path.map(String).join('.'),
  message: issue.message,
});

function run<T>(schema: z.ZodType<T>, doc: unknown): ContentValidation<T> {
  const result = schema.safeParse(doc);
  if (result.success) return {ok: true, issues: [], data: result.data};
  return {ok: false, issues: result.error.issues.map(toIssue)};
}

type Holder = {value?: unknown};

/**
 * Parses with a schema whose fields never fail their value (`schemas/fields.ts`) and
 * returns the value together with every issue. zod hands back no value once any rule
 * fails, so the document is parsed beside a holder, and a last check that runs whatever
 * happened puts the parsed value in it.
 */
const keepers = new WeakMap<z.ZodType, z.ZodType>();

function parseKeepingValue<S extends z.ZodType>(
  schema: S,
  input: unknown,
): {value: z.output<S>; issues: ContentIssue[]} {
  let keeper = keepers.get(schema);
  if (!keeper) {
    keeper = z
      .object({input: schema as z.ZodType, holder: z.custom<Holder>()})
      .superRefine(({input, holder}) => void (holder.value = input), always);
    keepers.set(schema, keeper);
  }
  const holder: Holder = {};
  const {error} = keeper.safeParse({input, holder});
  return {
    value: holder.value as z.output<S>,
    issues: (error?.issues ?? []).map((issue) =>
      toIssue({...issue, path: issue.path.slice(1)}),
    ),
  };
}

/**
 * Reads a global settings document for one site (`locale`: links resolve per site):
 * the settings as the shell renders them, spec defaults applied, and every broken rule.
 */
export function parseGlobalSettings(
  doc: unknown,
  locale: string,
): {settings: GlobalSettings; issues: ContentIssue[]} {
  const {value, issues} = parseKeepingValue(globalDocumentSchema(locale), doc);
  return {settings: value.data, issues};
}

export function validatePage(doc: unknown) {
  return run(pageDocumentSchema, doc);
}

export function reportContentIssues(
  what: string,
  result: {ok: boolean; issues: ContentIssue[]},
  {
    enabled,
    report,
  }: {
    enabled: boolean;
    report: (message: string, issues: ContentIssue[]) => void;
  },
): boolean {
  if (!enabled || result.ok) return false;
  report(`Invalid content data in ${what}`, result.issues);
  return true;
}
