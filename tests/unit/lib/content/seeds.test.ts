/** Every document the sandbox serves, published or previewed, passes the editors' rules. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  collectionColumns,
  createContentClient,
  finalSaleHeading,
  getAllDocuments,
  getGlobalSettings,
  validateGlobalSettings,
  validatePage,
} from '~/lib/content';
import {startSandbox, type Sandbox} from '../../../../sandbox/server.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const client = (ref?: string) =>
  createContentClient({endpoint: `${sandbox.origin}/api/v2`, repository: 'fashion-sandbox', fetch, ref});

describe('seeded content', () => {
  it('passes validation at the master ref and in preview', async () => {
    const {ref} = await client().getReleaseByLabel('Spring drafts');
    for (const c of [client(), client(ref)]) {
      const docs = await getAllDocuments(c, {lang: '*'}, {sleep: async () => {}});
      for (const doc of docs) {
        const result = doc.type === 'global' ? validateGlobalSettings(doc) : doc.type === 'page' ? validatePage(doc) : {issues: []};
        expect(result.issues, `${doc.type} ${doc.uid} ${doc.lang}`).toEqual([]);
      }
    }
  });

  it('reads settings with the spec defaults', async () => {
    const au = await getGlobalSettings(client(), 'au');
    expect(collectionColumns(au!.data)).toEqual({desktop: 4, mobile: 2});
    expect(collectionColumns({collection_columns_desktop: null, collection_columns_mobile: '7'})).toEqual({desktop: 3, mobile: 2});
    const finalSale = au!.data.pdp.find((s) => s.slice_type === 'final_sale')!;
    expect(finalSaleHeading(finalSale.primary as {heading: string | null})).toBe('SITEWIDE');
  });
});
