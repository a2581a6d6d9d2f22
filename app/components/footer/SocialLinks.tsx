import type {SiteContent} from '~/lib/content/site-content';
import {imageUrl} from '~/lib/content/images';
import {SmartLink} from '../content/SmartLink';

/** The brand's social profiles, each an icon named by its title. */
export function SocialLinks({links}: {links: SiteContent['footer']['social']}) {
  if (!links.length) return null;
  return (
    <ul
      className="mx-auto mb-6 flex max-w-[1440px] list-none flex-wrap gap-3 p-0"
      aria-label="Follow us"
    >
      {links.map((item) => (
        <li key={item.title}>
          <SmartLink
            link={item.link}
            className="inline-flex min-h-11 min-w-11 items-center justify-center"
          >
            {item.icon ? (
              <img
                src={imageUrl(item.icon, {width: 64}) ?? undefined}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-full object-cover"
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className="sr-only">{item.title}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
