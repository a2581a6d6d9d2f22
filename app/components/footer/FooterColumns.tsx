import type {SiteContent} from '~/lib/content/site-content';
import {SmartLink} from '../content/SmartLink';

/** The footer's link columns under the editors' titles (title 1 to 3), this site's links only. */
export function FooterColumns({
  columns,
}: {
  columns: SiteContent['footer']['columns'];
}) {
  if (!columns.length) return null;
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-6">
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <p className="m-0 mb-2 font-bold">{column.title}</p>
          <ul className="m-0 list-none p-0">
            {column.links.map((item) => (
              <li key={`${item.label}-${item.link.href}`}>
                <SmartLink link={item.link} className="inline-block py-1.5">
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
