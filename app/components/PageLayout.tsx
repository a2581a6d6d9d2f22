import {useLocation} from 'react-router';
import {MARKETS} from '~/lib/markets';
import {useShell} from './shell';
import {useLocale} from './LocaleLink';
import {Header} from './Header';
import {Footer} from './Footer';
import {NavigationProgress} from './NavigationProgress';
import {MiniCart} from './cart/MiniCart';
import {TopBanners} from './banners/TopBanners';
import {ContentNotice, PreviewBar} from './content/deferred';

/** The shell every page shares, errors included: skip link, header, main, footer. */
export function PageLayout({children}: {children: React.ReactNode}) {
  const data = useShell();
  const {pathname} = useLocation();
  const locale = useLocale();
  const siteContent = data?.siteContent;
  const isHome = pathname === '/' || pathname === `/${locale}`;
  return (
    <>
      <a
        href="#main-content"
        className="absolute -top-12 left-2 z-100 bg-ink px-4 py-2 text-paper focus:top-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      {data?.preview ? (
        <>
          <PreviewBar />
          {data.contentIssues.length ? (
            <ContentNotice
              title="Global settings"
              issues={data.contentIssues}
            />
          ) : null}
        </>
      ) : null}
      {siteContent ? (
        <TopBanners
          banners={siteContent.banners}
          countdown={siteContent.countdown}
          showCountdown={
            isHome || Boolean(siteContent.countdown?.showOnAllPages)
          }
          now={data?.now ?? 0}
        />
      ) : null}
      <Header
        brandName={data?.brandName ?? 'Meadow & Co.'}
        cart={data?.cart}
        isLoggedIn={data?.isLoggedIn ?? false}
      />
      <MiniCart
        cart={data?.cart}
        freeShippingThreshold={siteContent?.freeShippingThreshold}
        freeShippingNote={siteContent?.freeShippingNote}
        shippingCostText={siteContent?.shippingCostText}
        currencyDisclaimerText={siteContent?.currencyDisclaimerText}
      />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh]">
        {children}
      </main>
      <Footer
        markets={data ? MARKETS : []}
        region={data?.region}
        brandName={data?.brandName ?? 'Meadow & Co.'}
        footer={siteContent?.footer}
        signupText={data?.signupDiscountText}
      />
    </>
  );
}
