import {FilterXSS} from 'xss';

/**
 * Product and content HTML comes from merchants and editors: it is rendered only
 * after an allow-list pass, so no script, event handler or javascript: URL survives.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  span: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

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
  safeAttrValue(tag, name, value, cssFilter) {
    if (
      (name === 'href' || name === 'src') &&
      !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(value.trim())
    )
      return '';
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? '_blank' : '';
    if (tag === 'a' && name === 'rel') return 'noopener noreferrer';
    return escapeAttr(value, cssFilter);
  },
});

function escapeAttr(value: string, _css: unknown) {
  return value
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return filter.process(html);
}
