/** Every document the sandbox serves, published or previewed, passes the editors' rules. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  createContentClient,
  getAllDocuments,
  getGlobalSettings,
  parseGlobalSettings,
  validatePage,
} from '~/lib/content';
import {startSandbox, type Sandbox} from '../../../../sandbox/server.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const client = (ref?: string) =>
  createContentClient({
    endpoint: `${sandbox.origin}/api/v2`,
    repository: 'fashion-sandbox',
    fetch,
    ref,
  });

describe('seeded content', () => {
  it('passes validation at the master ref and in preview', async () => {
    const {ref} = await client().getReleaseByLabel('Spring drafts');
    for (const c of [client(), client(ref)]) {
      const docs = await getAllDocuments(
        c,
        {lang: '*'},
        {sleep: async () => {}},
      );
      for (const doc of docs) {
        const result =
          doc.type === 'global'
            ? parseGlobalSettings(doc, 'us')
            : doc.type === 'page'
              ? validatePage(doc)
              : {issues: []};
        expect(result.issues, `${doc.type} ${doc.uid} ${doc.lang}`).toEqual([]);
      }
    }
  });

  it('reads the served settings with the spec defaults (the rules themselves are tested at the schema)', async () => {
    const {settings} = parseGlobalSettings(
      await getGlobalSettings(client(), 'au'),
      'au',
    );
    expect([
      settings.collection_columns_desktop,
      settings.collection_columns_mobile,
    ]).toEqual([4, 2]);
    expect(
      settings.pdp.find((s) => s.slice_type === 'final_sale')?.primary,
    ).toMatchObject({heading: 'SITEWIDE'});
  });
});
