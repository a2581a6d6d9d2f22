import {readFileSync} from 'node:fs';

/** A seeded document as the sandbox serves it, to mutate one rule at a time. */
export function seeded(file: string, folder = 'published') {
  const raw = readFileSync(
    `sandbox/content/documents/${folder}/${file}`,
    'utf8',
  );
  return JSON.parse(raw.replaceAll('{{origin}}', 'http://127.0.0.1:4100')) as {
    uid: string | null;
    data: Record<string, any>;
  };
}

export const sliceOf = (
  data: Record<string, any>,
  zone: string,
  type: string,
  nth = 0,
) => data[zone].filter((s: {slice_type: string}) => s.slice_type === type)[nth];
