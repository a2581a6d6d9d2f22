/**
 * The seeded content documents conform to the Slice Machine models in customtypes/
 * and app/slices/, so what editors would see in the Page Builder is what the sandbox serves.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

type Field = {
  type: string;
  config?: {options?: string[]; choices?: Record<string, unknown>};
};
type Variation = {
  id: string;
  primary: Record<string, Field>;
  items: Record<string, Field>;
};
type SliceModel = {id: string; variations: Variation[]};
type Doc = Record<string, unknown> & {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  data: Record<string, unknown>;
  alternate_languages: {id: string}[];
};

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const slices = new Map<string, SliceModel>(
  readdirSync('app/slices', {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map(({name}) => {
      const model = read(`app/slices/${name}/model.json`) as SliceModel;
      return [model.id, model];
    }),
);
const types = new Map<
  string,
  {repeatable: boolean; json: Record<string, Record<string, Field>>}
>(
  readdirSync('customtypes').map((id) => [
    id,
    read(`customtypes/${id}/index.json`),
  ]),
);
const folder = (name: string) =>
  readdirSync(`sandbox/content/documents/${name}`).map((file) => ({
    file,
    doc: read(`sandbox/content/documents/${name}/${file}`) as Doc,
  }));
const published = folder('published');
const drafts = folder('drafts');
const all = [...published, ...drafts];

function problems(value: unknown, field: Field, where: string): string[] {
  const bad = (why: string) => [
    `${where}: ${why} (${JSON.stringify(value)?.slice(0, 80)})`,
  ];
  const isObj = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  switch (field.type) {
    case 'Text':
      return value === null || typeof value === 'string'
        ? []
        : bad('Text must be a string or null');
    case 'StructuredText':
      return Array.isArray(value) &&
        value.every((b) => isObj(b) && typeof b.type === 'string')
        ? []
        : bad('rich text must be blocks');
    case 'Image':
      if (!isObj(value)) return bad('image must be an object');
      if (!Object.keys(value).length) return [];
      return typeof value.url === 'string' &&
        value.url.startsWith('{{origin}}/images/content/') &&
        isObj(value.dimensions) &&
        'alt' in value
        ? []
        : bad('image needs a sandbox url, dimensions and alt');
    case 'Link':
      return isObj(value) &&
        ['Any', 'Web', 'Document', 'Media'].includes(String(value.link_type))
        ? []
        : bad('bad link');
    case 'Boolean':
      return typeof value === 'boolean' ? [] : bad('Boolean');
    case 'Select':
      return value === null || field.config!.options!.includes(value as string)
        ? []
        : bad('not an option');
    case 'Number':
      return value === null || typeof value === 'number' ? [] : bad('Number');
    case 'Color':
      return value === null || /^#[0-9a-f]{6}$/i.test(String(value))
        ? []
        : bad('Color');
    case 'Timestamp':
      return value === null ||
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/.test(String(value))
        ? []
        : bad('Timestamp');
    case 'Embed':
      return isObj(value) &&
        (!Object.keys(value).length ||
          (typeof value.embed_url === 'string' &&
            typeof value.html === 'string'))
        ? []
        : bad('Embed');
    case 'Slices': {
      if (!Array.isArray(value)) return bad('slice zone must be an array');
      const choices = Object.keys(field.config!.choices!);
      return value.flatMap((slice: Record<string, unknown>, i: number) => {
        const at = `${where}[${i}]`;
        if (!choices.includes(String(slice.slice_type)))
          return [`${at}: slice ${slice.slice_type} not allowed`];
        const variation = slices
          .get(String(slice.slice_type))!
          .variations.find((v) => v.id === slice.variation);
        if (!variation) return [`${at}: unknown variation ${slice.variation}`];
        return [
          ...fieldsProblems(
            slice.primary as Record<string, unknown>,
            variation.primary,
            `${at}.primary`,
          ),
          ...(slice.items as Record<string, unknown>[]).flatMap((item, n) =>
            fieldsProblems(item, variation.items, `${at}.items[${n}]`),
          ),
        ];
      });
    }
    default:
      return bad(`unexpected field type ${field.type}`);
  }
}

function fieldsProblems(
  values: Record<string, unknown>,
  fields: Record<string, Field>,
  where: string,
): string[] {
  const expected = Object.keys(fields)
    .filter((k) => fields[k].type !== 'UID')
    .sort();
  if (JSON.stringify(Object.keys(values).sort()) !== JSON.stringify(expected)) {
    return [
      `${where}: fields ${Object.keys(values).sort()} do not match model ${expected}`,
    ];
  }
  return expected.flatMap((k) =>
    problems(values[k], fields[k], `${where}.${k}`),
  );
}

describe('seeded content documents', () => {
  it('are documents of a modelled type, named by type, uid and language', () => {
    for (const {file, doc} of all) {
      expect(types.has(doc.type), file).toBe(true);
      expect(file).toBe(
        doc.uid
          ? `${doc.type}--${doc.uid}--${doc.lang}.json`
          : `${doc.type}--${doc.lang}.json`,
      );
      expect(Object.keys(doc).sort()).toEqual([
        'alternate_languages',
        'data',
        'first_publication_date',
        'href',
        'id',
        'lang',
        'last_publication_date',
        'linked_documents',
        'slugs',
        'tags',
        'type',
        'uid',
        'url',
      ]);
    }
  });

  it('carry exactly the fields of their custom type and slice models, with values of the right kind', () => {
    for (const {file, doc} of all) {
      const fields = Object.assign(
        {},
        ...Object.values(types.get(doc.type)!.json),
      );
      expect(fieldsProblems(doc.data, fields, file)).toEqual([]);
    }
  });

  it('exist in en-us and en-au, each linking to the other', () => {
    const ids = new Set(all.map(({doc}) => doc.id));
    for (const {file, doc} of all) {
      expect(['en-us', 'en-au'], file).toContain(doc.lang);
      expect(doc.alternate_languages).toHaveLength(1);
      expect(ids.has(doc.alternate_languages[0].id), file).toBe(true);
    }
  });

  it('link only to documents that exist at the same ref', () => {
    const publishedIds = new Set(published.map(({doc}) => doc.id));
    const links = (v: unknown): string[] =>
      Array.isArray(v)
        ? v.flatMap(links)
        : v && typeof v === 'object'
          ? (v as {link_type?: string}).link_type === 'Document'
            ? [(v as {id: string}).id]
            : Object.values(v).flatMap(links)
          : [];
    for (const {file, doc} of published) {
      for (const id of links(doc.data))
        expect(publishedIds.has(id), `${file} → ${id}`).toBe(true);
    }
  });

  it('use every slice model at least once, and every page slice type on a page', () => {
    const used = new Set(
      all.flatMap(({doc}) =>
        Object.values(doc.data)
          .flat()
          .map((s) => (s as {slice_type?: string})?.slice_type)
          .filter(Boolean),
      ),
    );
    expect([...slices.keys()].filter((id) => !used.has(id))).toEqual([]);
    const pageSlices = Object.keys(
      (types.get('page')!.json.Main.body as Field).config!.choices!,
    );
    const onPages = new Set(
      all
        .filter(({doc}) => doc.type === 'page')
        .flatMap(({doc}) =>
          (doc.data.body as {slice_type: string}[]).map((s) => s.slice_type),
        ),
    );
    expect(pageSlices.filter((id) => !onPages.has(id))).toEqual([]);
  });

  it('seed the pages, collections and drafts editors expect', () => {
    const uids = (list: typeof all, type: string) =>
      [
        ...new Set(
          list.filter(({doc}) => doc.type === type).map(({doc}) => doc.uid),
        ),
      ].sort();
    expect(uids(published, 'page')).toEqual([
      'about',
      'competition',
      'contact',
      'home',
      'returns',
      'shipping',
      'size-guide',
      'sms-signup',
    ]);
    expect(uids(published, 'collection')).toEqual([
      'dresses',
      'knitwear',
      'new-arrivals',
      'sale',
      'swim',
      'tops',
      'vip-archive',
      'vip-preview',
    ]);
    expect(uids(drafts, 'page')).toEqual(['about', 'spring-lookbook']);
    expect(
      published
        .filter(({doc}) => doc.type === 'global')
        .map(({doc}) => doc.lang)
        .sort(),
    ).toEqual(['en-au', 'en-us']);
  });
});
