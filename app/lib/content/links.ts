/**
 * Link resolution (spec §2): a link's url wins; otherwise collection and product
 * links go to their handle, page links to their uid (the home page to '/'); sites
 * other than the default one are prefixed with /{locale}.
 */
import {localizePath} from '~/lib/locale-paths';

export type ContentLink =
  | {
      link_type?: string;
      url?: string | null;
      type?: string;
      uid?: string | null;
      handle?: string | null;
      isBroken?: boolean;
    }
  | null
  | undefined;

export const HOME_UID = 'home';

export function resolveLink(link: ContentLink, locale: string): string | null {
  if (!link || link.link_type === 'Any') return null;
  if (typeof link.url === 'string' && link.url !== '') return link.url;
  if (link.isBroken) return null;
  const key = link.type === 'page' ? link.uid : (link.handle ?? link.uid);
  if (!key) return null;
  switch (link.type) {
    case 'collection':
      return localizePath(`/collections/${key}`, locale);
    case 'product':
      return localizePath(`/products/${key}`, locale);
    case 'page':
      return localizePath(key === HOME_UID ? '/' : `/pages/${key}`, locale);
    default:
      return null;
  }
}

/** For @prismicio/client's asLink and @prismicio/react's PrismicLink / PrismicRichText. */
export function linkResolverFor(locale: string) {
  return (link: ContentLink) => resolveLink(link, locale);
}
