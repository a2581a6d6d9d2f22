import type {SiteContent} from '~/lib/content/site-content';
import {SmartLink} from '../content/SmartLink';

/** The footer's link columns under the editors' titles (title 1 to 3), this site's links only. */
export function FooterColumns({columns}: {columns: SiteContent['footer']['columns']}) {
  if (!columns.length) return null;
  return (
    <div className="footer-columns">
      {columns.map((column) => (
        <nav key={column.title} className="footer-columns__column" aria-label={column.title}>
          <p className="footer-columns__title">{column.title}</p>
          <ul>
            {column.links.map((item) => (
              <li key={`${item.label}-${item.link.href}`}>
                <SmartLink link={item.link}>{item.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
