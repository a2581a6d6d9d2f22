/**
 * Merchandising banners are HTML written in the search service's dashboard. They are
 * shown only after an allow-list pass like product HTML, with the layout tags banners
 * use (div, picture, figure) allowed too. Inline styles and scripts never survive.
 */
import {FilterXSS} from 'xss';

const layout = ['class'];
const ALLOWED: Record<string, string[]> = {
  div: layout,
  section: layout,
  span: layout,
  p: layout,
  figure: layout,
  figcaption: layout,
  h2: layout,
  h3: layout,
  h4: layout,
  strong: [],
  em: [],
  b: [],
  i: [],
  br: [],
  small: [],
  picture: [],
  source: ['srcset', 'media', 'type', 'sizes'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'class'],
  a: ['href', 'title', 'target', 'rel', 'class'],
};

const SAFE_URL = /^(https?:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
  ],
  safeAttrValue(tag, name, value) {
    const trimmed = value.trim();
    if (name === 'href' || name === 'src')
      return SAFE_URL.test(trimmed) ? escape(trimmed) : '';
    if (name === 'srcset')
      return trimmed.split(',').every((part) => SAFE_URL.test(part.trim()))
        ? escape(trimmed)
        : '';
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? '_blank' : '';
    if (tag === 'a' && name === 'rel') return 'noopener noreferrer';
    if (name === 'loading') return value === 'eager' ? 'eager' : 'lazy';
    return escape(value);
  },
});

function escape(value: string) {
  return value
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeBannerHtml(html: unknown): string {
  return typeof html === 'string' && html.trim()
    ? filter.process(html).trim()
    : '';
}
