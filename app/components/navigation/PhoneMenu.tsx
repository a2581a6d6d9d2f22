import {Suspense, useEffect, useState} from 'react';
import {useLocation} from 'react-router';
import type {NavMenu, SiteContent} from '~/lib/content/site-content';
import {SmartLink} from '../content/SmartLink';
import {HEADER_TOOL} from './header-tool';
import {LazyDrawer, usePreloadDrawer} from '../ui/LazyDrawer';
import {Icon} from '../ui/icons';
import {Island} from '../content/Island';

type Props = {menus: NavMenu[]; headerLinks: SiteContent['headerLinks']};

const ROW = 'flex min-h-11 items-center no-underline';

/**
 * The phone menu. Without JavaScript it is a disclosure under the header; once the page
 * is interactive the same button opens it as a drawer from the left.
 */
export function PhoneMenu({menus, headerLinks}: Props) {
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  usePreloadDrawer('.mobile-menu__toggle');
  return (
    <details className="mobile-menu relative lg:hidden">
      <summary
        className={`mobile-menu__toggle ${HEADER_TOOL} list-none [&::-webkit-details-marker]:hidden`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="menu" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute top-full left-0 z-45 max-h-[70vh] w-[min(90vw,22rem)] overflow-y-auto border border-line bg-paper px-4 py-2">
        <Island place="phone-menu" content={[menus, headerLinks]} pure>
          <MenuList menus={menus} headerLinks={headerLinks} />
        </Island>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LazyDrawer
            title="Menu"
            titleId="phone-menu-title"
            closeLabel="menu"
            side="left"
            onClose={() => setOpen(false)}
          >
            <MenuList menus={menus} headerLinks={headerLinks} />
          </LazyDrawer>
        </Suspense>
      ) : null}
    </details>
  );
}

function MenuList({menus, headerLinks}: Props) {
  return (
    <ul className="m-0 list-none p-0 text-nav">
      {menus.map((menu, index) => (
        <li key={`${menu.label}-${index}`}>
          {menu.items.length ? (
            <details className="mobile-menu__group">
              <summary className="flex min-h-11 cursor-pointer items-center">
                {menu.label}
              </summary>
              <ul className="m-0 list-none py-0 pl-4">
                <li>
                  <SmartLink link={menu.link} className={ROW}>
                    All {menu.label}
                  </SmartLink>
                </li>
                {menu.items.map((item, n) => (
                  <li key={n}>
                    {item.kind === 'heading' ? (
                      <span className="block pt-2 text-xs font-bold tracking-[0.06em] text-muted uppercase">
                        {item.label}
                      </span>
                    ) : (
                      <SmartLink link={item.link} className={ROW}>
                        {item.label}
                      </SmartLink>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <SmartLink link={menu.link} className={ROW}>
              {menu.label}
            </SmartLink>
          )}
        </li>
      ))}
      {headerLinks.map((item) => (
        <li key={item.label}>
          <SmartLink link={item.link} className={ROW}>
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
