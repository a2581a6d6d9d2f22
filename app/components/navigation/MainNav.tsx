import {NavLink} from 'react-router';
import type {
  NavMenu,
  NavSubItem,
  SiteContent,
} from '~/lib/content/site-content';
import {useShell} from '../shell';
import {PrismicImage} from '../content/PrismicImage';
import {SmartLink} from '../content/SmartLink';
import {PhoneMenu} from './PhoneMenu';
import {Island} from '../content/Island';

/**
 * The main navigation from the site's content (the global settings, or the shop's
 * collections when the content service could not be read): a mega menu per item on
 * wide screens (opened by hover or keyboard focus, no script needed) and a disclosure
 * menu on phones.
 */
export function MainNav() {
  const content = useShell()?.siteContent;
  const menus: NavMenu[] = content?.nav ?? [];
  const headerLinks = content?.headerLinks ?? [];
  const promoBanner = content?.promoBanner ?? null;
  return (
    <nav
      aria-label="Main"
      className="main-nav order-first flex-none text-nav lg:order-none lg:flex-1"
    >
      <ul className="m-0 hidden list-none items-center gap-5 p-0 whitespace-nowrap lg:flex">
        {menus.map((menu, index) => (
          <li
            key={`${menu.label}-${index}`}
            className={`group ${menu.items.length ? 'main-nav__item--menu' : ''}`}
          >
            <MenuLink menu={menu} />
            {menu.items.length ? (
              // A mega menu opens with CSS and holds only links and pictures: on the page
              // as opened it keeps the server's HTML, and hydration (every page's) skips
              // most of the header. Another site's menus, after a navigation, draw from code.
              <Island
                place={`mega-menu-${index}`}
                content={[menu, promoBanner]}
                pure
              >
                <MegaMenu menu={menu} promoBanner={promoBanner} />
              </Island>
            ) : null}
          </li>
        ))}
        {headerLinks.map((item) => (
          <li key={item.label} className="text-sm text-muted">
            <SmartLink link={item.link} className={LINK}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
      <PhoneMenu menus={menus} headerLinks={headerLinks} />
    </nav>
  );
}

const LINK =
  'inline-block py-3 no-underline aria-[current=page]:underline aria-[current=page]:underline-offset-[6px]';

function MenuLink({menu}: {menu: NavMenu}) {
  if (menu.link.external) {
    return (
      <SmartLink link={menu.link} className={LINK}>
        {menu.label}
      </SmartLink>
    );
  }
  return (
    <NavLink to={menu.link.href} prefetch="intent" className={LINK}>
      {menu.label}
    </NavLink>
  );
}

/** Sub links in columns under their headings, or as pictures when the editor chose a gallery. */
function MegaMenu({
  menu,
  promoBanner,
}: {
  menu: NavMenu;
  promoBanner: SiteContent['promoBanner'];
}) {
  const links = menu.items.filter(
    (item): item is Extract<NavSubItem, {kind: 'link'}> => item.kind === 'link',
  );
  return (
    <div className="absolute inset-x-0 top-full z-45 hidden border-b border-line bg-paper whitespace-normal shadow-[0_12px_24px_rgb(0_0_0/0.08)] group-focus-within:block group-hover:block">
      <div className="mx-auto flex max-w-[1440px] gap-8 px-4 pt-6 pb-8">
        {menu.gallery ? (
          <ul className="m-0 grid flex-1 list-none grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-4 p-0">
            {links.map((item, n) => (
              <li key={n}>
                <SmartLink
                  link={item.link}
                  className="mega-menu__card grid gap-2 no-underline"
                >
                  <PrismicImage
                    image={item.imageDesktop ?? item.imageMobile}
                    sizes="200px"
                    width={400}
                    className="aspect-2/3 h-auto w-full bg-surface object-cover"
                  />
                  <span>{item.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="m-0 grid flex-1 list-none grid-flow-col grid-rows-[repeat(8,auto)] content-start gap-x-10 gap-y-1 p-0">
            {menu.items.map((item, n) =>
              item.kind === 'heading' ? (
                <li
                  key={n}
                  className="text-xs font-bold tracking-[0.06em] text-muted uppercase"
                >
                  {item.label}
                </li>
              ) : (
                <li key={n}>
                  <SmartLink
                    link={item.link}
                    className="inline-block py-1.5 no-underline"
                  >
                    {item.label}
                  </SmartLink>
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
function MenuPicture({
  menu,
  promoBanner,
}: {
  menu: NavMenu;
  promoBanner: SiteContent['promoBanner'];
}) {
  const picture =
    menu.promo?.desktop ??
    menu.promo?.mobile ??
    menu.image ??
    promoBanner?.image ??
    null;
  const target = menu.promo
    ? menu.promo.link
    : menu.image
      ? menu.link
      : (promoBanner?.link ?? null);
  if (!picture) return null;
  const img = (
    <>
      <PrismicImage
        image={picture}
        sizes="360px"
        width={720}
        className="h-auto max-h-80 w-full bg-surface object-cover"
      />
      {picture.alt ? null : <span className="sr-only">{menu.label}</span>}
    </>
  );
  return (
    <div className="w-88 flex-none">
      {target ? <SmartLink link={target}>{img}</SmartLink> : img}
    </div>
  );
}
