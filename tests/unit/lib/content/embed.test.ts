import {describe, expect, it} from 'vitest';
import {sanitizeEmbedHtml} from '~/lib/content';

describe('sanitizeEmbedHtml', () => {
  it("keeps a known provider's player, rebuilt with safe attributes only", () => {
    const html =
      '<iframe src="https://player.vimeo.com/video/76979871?app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; camera" allowfullscreen onload="steal()" title="Behind &amp; beyond"></iframe>';
    expect(sanitizeEmbedHtml(html)).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871?app_id=122963" width="640" height="360" title="Behind &amp; beyond" allow="autoplay; fullscreen" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('drops scripts and everything around the iframe', () => {
    const html =
      '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/abc"></iframe><img src=x onerror=alert(1)>';
    expect(sanitizeEmbedHtml(html)).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('refuses unknown hosts, plain http and non-iframe embeds', () => {
    expect(
      sanitizeEmbedHtml('<iframe src="https://evil.example/embed"></iframe>'),
    ).toBe('');
    expect(
      sanitizeEmbedHtml(
        '<iframe src="http://player.vimeo.com/video/1"></iframe>',
      ),
    ).toBe('');
    expect(
      sanitizeEmbedHtml('<iframe src="javascript:alert(1)"></iframe>'),
    ).toBe('');
    expect(
      sanitizeEmbedHtml(
        '<blockquote class="twitter-tweet"><script src="https://platform.twitter.com/widgets.js"></script>',
      ),
    ).toBe('');
    expect(sanitizeEmbedHtml(null)).toBe('');
  });

  it('escapes attribute values that try to break out', () => {
    const html = `<iframe src='https://www.youtube.com/embed/a"onload="x' title='"><script>'></iframe>`;
    expect(sanitizeEmbedHtml(html)).toContain(
      'src="https://www.youtube.com/embed/a&quot;onload=&quot;x"',
    );
    expect(sanitizeEmbedHtml(html)).toContain(
      'title="&quot;&gt;&lt;script&gt;"',
    );
  });
});
