/** Content pages, spec §5 "Content pages". */
import {z} from 'zod';
import {PAGE_UID} from '../queries';
import {always, isBlank, isLinkFilled} from './fields';
import {PAGE_MESSAGES as M} from './messages';

type Row = Record<string, unknown>;
type Issue = {message: string; path: (string | number)[]};

function ctaIssues(row: Row | undefined, path: (string | number)[]): Issue[] {
  if (
    !row ||
    typeof row !== 'object' ||
    isBlank(row.cta_text) ||
    isLinkFilled(row.cta_link)
  )
    return [];
  return [{message: M.ctaLink, path: [...path, 'cta_link']}];
}

function sliceIssues(slice: Row, i: number): Issue[] {
  const primary = (slice.primary ?? {}) as Row;
  const items = (Array.isArray(slice.items) ? slice.items : []) as Row[];
  const at = (...rest: (string | number)[]) => [i, ...rest];
  const issues: Issue[] = [
    ...ctaIssues(primary, at('primary')),
    ...items.flatMap((item, n) => ctaIssues(item, at('items', n))),
  ];
  switch (slice.slice_type) {
    case 'size_guide':
      if (items.length < 2)
        issues.push({message: M.sizeGuideRows, path: at('items')});
      break;
    case 'contact_form':
      if (!items.some((item) => !isBlank(item?.reason)))
        issues.push({message: M.contactReasons, path: at('items')});
      break;
    case 'instagram_slider': {
      const blocks = Number(primary.blocks_to_show);
      if (!Number.isInteger(blocks) || blocks < 3 || blocks > 6) {
        issues.push({
          message: M.instagramBlocks,
          path: at('primary', 'blocks_to_show'),
        });
      }
      break;
    }
  }
  return issues;
}

export const pageBodySchema = z
  .array(z.looseObject({slice_type: z.string()}))
  .superRefine((body, ctx) => {
    (Array.isArray(body) ? (body as Row[]) : []).forEach((slice, i) => {
      for (const issue of sliceIssues(slice ?? {}, i))
        ctx.addIssue({code: 'custom', ...issue});
    });
  }, always);

export const pageDocumentSchema = z.looseObject({
  uid: z.string({error: M.uid}).regex(PAGE_UID, {error: M.uid}),
  data: z.looseObject({
    title: z.string().nullable().optional(),
    body: pageBodySchema,
  }),
});
