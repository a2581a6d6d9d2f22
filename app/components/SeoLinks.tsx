import {useLocation} from 'react-router';
import {getSites, localeFromPath, localizePath} from '~/lib/sites';

/**
 * Canonical link for the page and hreflang alternates for every live site:
 * en-US and en-CA on the default site, en-AU, en-NZ, en and x-default on /au.
 */
export function SeoLinks({origin}: {origin: string}) {
  const {pathname} = useLocation();
  const path = localeFromPath(pathname)?.pathWithoutLocale ?? pathname;
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {Object.values(getSites()).flatMap((site) =>
        site.hreflangs.map((hreflang) => (
          <link
            key={hreflang}
            rel="alternate"
            hrefLang={hreflang}
            href={origin + localizePath(path, site.locale)}
          />
        )),
      )}
    </>
  );
}
