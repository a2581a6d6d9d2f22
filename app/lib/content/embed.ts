/**
 * oEmbed HTML from the content service is third-party markup, and PrismicRichText's
 * default embed serializer injects it verbatim. Only an iframe from a known video or
 * audio provider is kept, and it is rebuilt from scratch so no other markup survives.
 */
export const EMBED_HOSTS = [
  'player.vimeo.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'youtube.com',
  'w.soundcloud.com',
  'open.spotify.com',
  'fast.wistia.net',
];

const ALLOW_FEATURES = new Set([
  'autoplay',
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'clipboard-write',
  'accelerometer',
  'gyroscope',
]);

function attributes(tag: string) {
  const out = new Map<string, string>();
  const re =
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of tag.matchAll(re))
    out.set(m[1].toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ''));
  return out;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export function isAllowedEmbedUrl(src: string | null | undefined) {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/** The safe iframe for an oEmbed `html`, or '' when it is not a known provider's player. */
export function sanitizeEmbedHtml(html: string | null | undefined): string {
  const tag = /<iframe\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(html ?? '');
  if (!tag) return '';
  const attrs = attributes(tag[1]);
  const src = attrs.get('src');
  if (!isAllowedEmbedUrl(src)) return '';
  const parts = [`src="${escape(src!)}"`];
  for (const name of ['width', 'height']) {
    const value = attrs.get(name);
    if (value && /^\d{1,4}%?$/.test(value)) parts.push(`${name}="${value}"`);
  }
  const title = attrs.get('title');
  if (title) parts.push(`title="${escape(title)}"`);
  const allow = (attrs.get('allow') ?? '')
    .split(';')
    .map((f) => f.trim())
    .filter((f) => ALLOW_FEATURES.has(f));
  if (allow.length) parts.push(`allow="${allow.join('; ')}"`);
  if (attrs.has('allowfullscreen')) parts.push('allowfullscreen');
  parts.push(
    'loading="lazy"',
    'referrerpolicy="strict-origin-when-cross-origin"',
  );
  return `<iframe ${parts.join(' ')}></iframe>`;
}
