/** One test per content-page rule of spec §5, each proving its message. */
import {describe, expect, it} from 'vitest';
import {
  PAGE_MESSAGES as M,
  reportContentIssues,
  validatePage,
} from '~/lib/content';
import {seeded} from './fixtures';

function issues(
  file: string,
  mutate: (doc: {uid: string | null; data: Record<string, any>}) => void,
) {
  const doc = seeded(file);
  mutate(doc);
  return validatePage(doc).issues;
}
const bodyIndex = (doc: {data: Record<string, any>}, type: string) =>
  doc.data.body.findIndex((s: any) => s.slice_type === type);

describe('content page validation', () => {
  it('needs a uid of letters, digits, underscores and hyphens', () => {
    expect(
      issues('page--about--en-us.json', (d) => (d.uid = 'about us')),
    ).toEqual([{path: 'uid', message: M.uid}]);
    expect(
      issues('page--about--en-us.json', (d) => (d.uid = 'about_us-2')),
    ).toEqual([]);
  });

  it('needs at least 2 rows in a size guide', () => {
    expect(
      issues(
        'page--size-guide--en-au.json',
        (d) => (d.data.body[0].items = d.data.body[0].items.slice(0, 1)),
      ),
    ).toEqual([
      {path: 'data.body.0.items', message: 'Size guide needs at least 2 rows'},
    ]);
  });

  it('needs at least 1 reason in a contact form', () => {
    let i = 0;
    expect(
      issues(
        'page--contact--en-us.json',
        (d) => (
          (i = bodyIndex(d, 'contact_form')),
          (d.data.body[i].items = [])
        ),
      ),
    ).toEqual([{path: `data.body.${i}.items`, message: M.contactReasons}]);
    expect(
      issues(
        'page--contact--en-us.json',
        (d) =>
          (d.data.body[i].items = [{reason: ' ', show_order_number: false}]),
      ),
    ).toEqual([{path: `data.body.${i}.items`, message: M.contactReasons}]);
  });

  it('needs a call-to-action link only when there is call-to-action text', () => {
    let i = 0;
    expect(
      issues(
        'page--home--en-us.json',
        (d) => (
          (i = bodyIndex(d, 'aligned_image')),
          (d.data.body[i].primary.cta_link = {link_type: 'Any'})
        ),
      ),
    ).toEqual([{path: `data.body.${i}.primary.cta_link`, message: M.ctaLink}]);
    expect(
      issues('page--home--en-us.json', (d) =>
        Object.assign(d.data.body[i].primary, {
          cta_text: null,
          cta_link: {link_type: 'Any'},
        }),
      ),
    ).toEqual([]);
    let t = 0;
    expect(
      issues(
        'page--home--en-us.json',
        (d) => (
          (t = bodyIndex(d, 'tiles_row_3')),
          (d.data.body[t].items[2].cta_link = {link_type: 'Any'})
        ),
      ),
    ).toEqual([{path: `data.body.${t}.items.2.cta_link`, message: M.ctaLink}]);
  });

  it('shows 3 to 6 Instagram blocks', () => {
    let i = 0;
    expect(
      issues(
        'page--home--en-au.json',
        (d) => (
          (i = bodyIndex(d, 'instagram_slider')),
          (d.data.body[i].primary.blocks_to_show = '7')
        ),
      ),
    ).toEqual([
      {
        path: `data.body.${i}.primary.blocks_to_show`,
        message: M.instagramBlocks,
      },
    ]);
  });

  it('reports invalid content only when the flag is on', () => {
    const invalid = validatePage({
      ...seeded('page--about--en-us.json'),
      uid: 'a b',
    });
    const reports: unknown[] = [];
    const report = (message: string, list: unknown) =>
      reports.push([message, list]);
    expect(
      reportContentIssues('page a b', invalid, {enabled: false, report}),
    ).toBe(false);
    expect(reports).toEqual([]);
    expect(
      reportContentIssues('page a b', invalid, {enabled: true, report}),
    ).toBe(true);
    expect(reports).toEqual([
      ['Invalid content data in page a b', [{path: 'uid', message: M.uid}]],
    ]);
    expect(
      reportContentIssues(
        'page about',
        validatePage(seeded('page--about--en-us.json')),
        {enabled: true, report},
      ),
    ).toBe(false);
  });
});
