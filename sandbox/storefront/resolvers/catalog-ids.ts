/**
 * Global ids and URLs for catalog objects. Rows store sandbox-relative media paths
 * ("/images/…", "/videos/…") because the sandbox's port is only known at start; they are
 * made absolute on the way out, as Shopify's CDN URLs are.
 */
export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** The numeric id of a gid of one of the given types; undefined for anything else. */
export function parseGid(value: unknown, ...types: string[]): number | undefined {
  const match = /^gid:\/\/shopify\/([A-Za-z0-9]+)\/(\d{1,15})(?:\?.*)?$/.exec(String(value ?? ''));
  if (!match || (types.length && !types.includes(match[1]))) return undefined;
  return Number(match[2]);
}

export const gidType = (value: unknown) => /^gid:\/\/shopify\/([A-Za-z0-9]+)\//.exec(String(value ?? ''))?.[1];

export {absoluteMediaUrl as absolute, absoluteMediaInText as absoluteInText} from '../../images/urls.ts';
