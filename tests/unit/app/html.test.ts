import {describe, expect, it} from 'vitest';
import {sanitizeHtml} from '~/lib/html';

describe('sanitizeHtml', () => {
  it('keeps the formatting merchants use', () => {
    expect(
      sanitizeHtml(
        '<p>Soft <strong>linen</strong></p><ul><li>Relaxed fit</li></ul>',
      ),
    ).toBe('<p>Soft <strong>linen</strong></p><ul><li>Relaxed fit</li></ul>');
  });

  it('removes scripts, their bodies and event handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
    expect(out).toContain('<p>Hi</p>');
  });

  it('drops javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a href>x</a>',
    );
    expect(
      sanitizeHtml('<img src="data:image/svg+xml;base64,AAA">'),
    ).not.toContain('data:');
  });

  it('forces safe rel on links that open a new tab', () => {
    expect(
      sanitizeHtml(
        '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      ),
    ).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('turns empty input into an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
