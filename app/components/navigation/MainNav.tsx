import {Link, NavLink, useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import type {NavMenu, NavSubItem, SiteContent} from '~/lib/content/site-content';
import {localizePath} from '~/lib/sites';
import {useLocale} from '../LocaleLink';
import {PrismicImage} from '../content/PrismicImage';
import {SmartLink} from '../content/SmartLink';

type Collections = {handle: string; title: string}[];

/**
 * The main navigation from the site's global settings: a mega menu per item on wide
 * screens (opened by hover or keyboard focus, no script needed) and a disclosure
 * menu on phones. `navigation` (the shop's collections) is used when the content
 * service could not be read.
 */
export function MainNav({navigation, siteContent}: {navigation: Collections; siteContent?: SiteContent}) {
  const root = useRouteLoaderData<RootLoader>('root');
  const locale = useLocale();
  const content = siteContent ?? root?.siteContent;
  const menus: NavMenu[] =
    content?.nav ??
    navigation.map(({handle, title}) => ({
      label: title,
      link: {href: localizePath(`/collections/${handle}`, locale), external: false, newTab: false},
      gallery: false,
      image: null,
      promo: null,
      items: [],
    }));
  const headerLinks = content?.headerLinks ?? [];
  const promoBanner = content?.promoBanner ?? null;
  return (
    <nav aria-label="Main" className="site-header__nav main-nav">
      <ul className="main-nav__list">
        {menus.map((menu, index) => (
          <li key={`${menu.label}-${index}`} className={`main-nav__item${menu.items.length ? ' main-nav__item--menu' : ''}`}>
            <MenuLink menu={menu} />
            {menu.items.length ? <MegaMenu menu={menu} promoBanner={promoBanner} /> : null}
          </li>
        ))}
        {headerLinks.map((item) => (
          <li key={item.label} className="main-nav__item main-nav__item--secondary">
            <SmartLink link={item.link} className="main-nav__link">
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
      <details className="mobile-menu">
        <summary className="mobile-menu__toggle">
          <span aria-hidden="true">☰</span>
          <span className="sr-only">Menu</span>
        </summary>
        <ul className="mobile-menu__list">
          {menus.map((menu, index) => (
            <li key={`${menu.label}-${index}`}>
              {menu.items.length ? (
                <details className="mobile-menu__group">
                  <summary>{menu.label}</summary>
                  <ul>
                    <li>
                      <SmartLink link={menu.link}>All {menu.label}</SmartLink>
                    </li>
                    {menu.items.map((item, n) => (
                      <li key={n}>
                        {item.kind === 'heading' ? (
                          <span className="mobile-menu__heading">{item.label}</span>
                        ) : (
                          <SmartLink link={item.link}>{item.label}</SmartLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <SmartLink link={menu.link}>{menu.label}</SmartLink>
              )}
            </li>
          ))}
          {headerLinks.map((item) => (
            <li key={item.label}>
              <SmartLink link={item.link}>{item.label}</SmartLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

function MenuLink({menu}: {menu: NavMenu}) {
  if (menu.link.external) {
    return (
      <SmartLink link={menu.link} className="main-nav__link">
        {menu.label}
      </SmartLink>
    );
  }
  return (
    <NavLink to={menu.link.href} prefetch="intent" className="main-nav__link">
      {menu.label}
    </NavLink>
  );
}

/** Sub links in columns under their headings, or as pictures when the editor chose a gallery. */
function MegaMenu({menu, promoBanner}: {menu: NavMenu; promoBanner: SiteContent['promoBanner']}) {
  const links = menu.items.filter((item): item is Extract<NavSubItem, {kind: 'link'}> => item.kind === 'link');
  return (
    <div className={`mega-menu${menu.gallery ? ' mega-menu--gallery' : ''}`}>
      <div className="mega-menu__inner">
        {menu.gallery ? (
          <ul className="mega-menu__gallery">
            {links.map((item, n) => (
              <li key={n}>
                <SmartLink link={item.link} className="mega-menu__card">
                  <PrismicImage image={item.imageDesktop ?? item.imageMobile} sizes="200px" width={400} className="mega-menu__card-image" />
                  <span>{item.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mega-menu__links">
            {menu.items.map((item, n) =>
              item.kind === 'heading' ? (
                <li key={n} className="mega-menu__heading">
                  {item.label}
                </li>
              ) : (
                <li key={n}>
                  <SmartLink link={item.link}>{item.label}</SmartLink>
                </li>
              ),
            )}
          </ul>
        )}
        <MenuPicture menu={menu} promoBanner={promoBanner} />
      </div>
    </div>
  );
}

/** The menu's own promotion or picture; otherwise the site-wide promo banner. */
function MenuPicture({menu, promoBanner}: {menu: NavMenu; promoBanner: SiteContent['promoBanner']}) {
  const picture = menu.promo?.desktop ?? menu.promo?.mobile ?? menu.image ?? promoBanner?.image ?? null;
  const target = menu.promo ? menu.promo.link : menu.image ? menu.link : (promoBanner?.link ?? null);
  if (!picture) return null;
  const img = (
    <>
      <PrismicImage image={picture} sizes="360px" width={720} className="mega-menu__picture-image" />
      {picture.alt ? null : <span className="sr-only">{menu.label}</span>}
    </>
  );
  return (
    <div className="mega-menu__picture">
      {target ? (
        target.external ? (
          <SmartLink link={target}>{img}</SmartLink>
        ) : (
          <Link to={target.href} prefetch="intent">
            {img}
          </Link>
        )
      ) : (
        img
      )}
    </div>
  );
}
