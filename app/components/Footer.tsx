import type {SiteContent} from '~/lib/content/site-content';
import {DEFAULT_FOOTER_LINKS} from '~/lib/content/defaults';
import {LocaleLink} from './LocaleLink';
import {MarketSelector} from './MarketSelector';
import {FooterColumns} from './footer/FooterColumns';
import {SocialLinks} from './footer/SocialLinks';
import {FooterSubscribe} from './footer/FooterSubscribe';

type Props = {
  brandName: string;
  markets: {id: string; name: string; locale: string; currency: string}[];
  region: {country: string; currency: string} | undefined;
  /** The footer of the site's global settings (or the defaults when content is down). */
  footer?: SiteContent['footer'];
  signupText?: string;
};

export function Footer({brandName, markets, region, footer, signupText}: Props) {
  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        {footer ? (
          <FooterColumns columns={footer.columns} />
        ) : (
          <nav aria-label="Footer" className="site-footer__links">
            <ul>
              {DEFAULT_FOOTER_LINKS.map(({label, path}) => (
                <li key={path}>
                  <LocaleLink to={path}>{label}</LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {signupText ? <FooterSubscribe signupText={signupText} topText={footer?.subscribe.topText ?? null} bottomText={footer?.subscribe.bottomText ?? null} /> : null}
      </div>
      {footer ? <SocialLinks links={footer.social} /> : null}
      <MarketSelector markets={markets} region={region} />
      <p className="site-footer__legal">© {brandName}</p>
    </footer>
  );
}
