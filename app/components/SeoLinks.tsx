import {useLocation} from 'react-router';
import {localeFromPath, localizePath} from '~/lib/locale-paths';

/**
 * Canonical link for the page and hreflang alternates for every live site:
 * en-US and en-CA on the default site, en-AU, en-NZ, en and x-default on /au.
 */
export function SeoLinks({
  origin,
  hreflangs,
}: {
  origin: string;
  hreflangs: {hreflang: string; locale: string}[];
}) {
  const {pathname} = useLocation();
  const path = localeFromPath(pathname)?.pathWithoutLocale ?? pathname;
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {hreflangs.map(({hreflang, locale}) => (
        <link
          key={hreflang}
          rel="alternate"
          hrefLang={hreflang}
          href={origin + localizePath(path, locale)}
        />
      ))}
    </>
  );
}
