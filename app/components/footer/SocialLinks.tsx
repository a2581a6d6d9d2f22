import type {SiteContent} from '~/lib/content/site-content';
import {imageUrl} from '~/lib/content/images';
import {SmartLink} from '../content/SmartLink';

/** The brand's social profiles, each an icon named by its title. */
export function SocialLinks({links}: {links: SiteContent['footer']['social']}) {
  if (!links.length) return null;
  return (
    <ul className="social-links" aria-label="Follow us">
      {links.map((item) => (
        <li key={item.title}>
          <SmartLink link={item.link} className="social-links__link">
            {item.icon ? <img src={imageUrl(item.icon, {width: 64}) ?? undefined} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
            <span className="sr-only">{item.title}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
