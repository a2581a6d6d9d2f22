import type {SiteContent} from '~/lib/content/site-content';
import {DEFAULT_FOOTER_LINKS} from '~/lib/content/defaults';
import {LocaleLink} from './LocaleLink';
import {MarketSelector} from './MarketSelector';
import {FooterColumns} from './footer/FooterColumns';
import {SocialLinks} from './footer/SocialLinks';
import {FooterSubscribe} from './footer/FooterSubscribe';
import {Island} from './content/Island';

type Props = {
  brandName: string;
  markets: {id: string; name: string; locale: string; currency: string}[];
  region: {country: string; currency: string} | undefined;
  /** The footer of the site's global settings (or the defaults when content is down). */
  footer?: SiteContent['footer'];
  signupText?: string;
};

export function Footer({
  brandName,
  markets,
  region,
  footer,
  signupText,
}: Props) {
  return (
    // Drawn as the shopper scrolls near it, so its pictures (the social icons) wait too.
    <footer className="mt-16 border-t border-line bg-surface px-4 pt-8 pb-12 [contain-intrinsic-size:auto_900px] [content-visibility:auto]">
      <div className="mx-auto mb-6 grid max-w-[1440px] gap-8 md:grid-cols-[2fr_1fr]">
        {footer ? (
          <Island place="footer-links" content={footer.columns} pure>
            <FooterColumns columns={footer.columns} />
          </Island>
        ) : (
          <nav aria-label="Footer">
            <ul className="m-0 flex list-none flex-wrap gap-x-8 gap-y-4 p-0">
              {DEFAULT_FOOTER_LINKS.map(({label, path}) => (
                <li key={path}>
                  <LocaleLink to={path} className="inline-block py-2">
                    {label}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {signupText ? (
          <FooterSubscribe
            signupText={signupText}
            topText={footer?.subscribe.topText ?? null}
            bottomText={footer?.subscribe.bottomText ?? null}
          />
        ) : null}
      </div>
      {footer ? (
        <Island place="social-links" content={footer.social} pure>
          <SocialLinks links={footer.social} />
        </Island>
      ) : null}
      <MarketSelector markets={markets} region={region} />
      <p className="mx-auto mt-4 max-w-[1440px]">© {brandName}</p>
    </footer>
  );
}
