import {parseWithZod} from '@conform-to/zod/v4';
import type {z} from 'zod';

/** Posts fields the way a browser form does and returns Conform's per-field errors. */
export function submit(schema: z.ZodType, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields))
    formData.append(name, value);
  const submission = parseWithZod(formData, {schema});
  return {
    ok: submission.status === 'success',
    value: submission.status === 'success' ? submission.value : undefined,
    errors: (submission.status === 'success' ? {} : submission.error) ?? {},
  };
}
