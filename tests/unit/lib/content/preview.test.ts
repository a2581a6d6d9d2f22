import {describe, expect, it} from 'vitest';
import {isPreviewTokenFor, previewRefFromCookie} from '~/lib/content';

const token =
  'https://fashion-sandbox.prismic.io/previews/session:ZrelEASE?websitePreviewId=sandbox';

describe('preview cookie (spec §4)', () => {
  it('starts preview for a token of this repository', () => {
    expect(
      previewRefFromCookie(
        `a=1; io.prismic.preview=${encodeURIComponent(token)}`,
        'fashion-sandbox',
      ),
    ).toBe(token);
  });

  it("reads the toolbar's JSON form keyed by repository", () => {
    const json = encodeURIComponent(
      JSON.stringify({'fashion-sandbox.prismic.io': {preview: token}}),
    );
    expect(
      previewRefFromCookie(`io.prismic.preview=${json}`, 'fashion-sandbox'),
    ).toBe(token);
  });

  it('ignores a cookie from another repository, or none', () => {
    const other = 'https://other-shop.prismic.io/previews/s:r';
    expect(
      previewRefFromCookie(
        `io.prismic.preview=${encodeURIComponent(other)}`,
        'fashion-sandbox',
      ),
    ).toBeNull();
    const json = encodeURIComponent(
      JSON.stringify({'other-shop.prismic.io': {preview: other}}),
    );
    expect(
      previewRefFromCookie(`io.prismic.preview=${json}`, 'fashion-sandbox'),
    ).toBeNull();
    expect(previewRefFromCookie('a=1', 'fashion-sandbox')).toBeNull();
    expect(previewRefFromCookie(null, 'fashion-sandbox')).toBeNull();
    expect(
      isPreviewTokenFor(
        'http://fashion-sandbox.prismic.io/previews/a:b',
        'fashion-sandbox',
      ),
    ).toBe(false);
  });
});
