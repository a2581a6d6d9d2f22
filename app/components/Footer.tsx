import {LocaleLink} from './LocaleLink';
import {MarketSelector} from './MarketSelector';

type Props = {
  brandName: string;
  markets: {id: string; name: string; locale: string; currency: string}[];
  region: {country: string; currency: string} | undefined;
};

export function Footer({brandName, markets, region}: Props) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <ul>
          <li><LocaleLink to="/pages/about">About us</LocaleLink></li>
          <li><LocaleLink to="/pages/shipping">Shipping</LocaleLink></li>
          <li><LocaleLink to="/pages/returns">Returns</LocaleLink></li>
          <li><LocaleLink to="/pages/size-guide">Size guide</LocaleLink></li>
          <li><LocaleLink to="/pages/contact">Contact</LocaleLink></li>
        </ul>
      </nav>
      <MarketSelector markets={markets} region={region} />
      <p className="site-footer__legal">© {brandName}</p>
    </footer>
  );
}
