import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {Header} from './Header';
import {Footer} from './Footer';
import {NavigationProgress} from './NavigationProgress';
import {MiniCart} from './cart/MiniCart';

/** The shell every page shares, errors included: skip link, header, main, footer. */
export function PageLayout({children}: {children: React.ReactNode}) {
  const data = useRouteLoaderData<RootLoader>('root');
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <Header
        brandName={data?.brandName ?? 'Meadow & Co.'}
        navigation={data?.navigation ?? []}
        cart={data?.cart}
        isLoggedIn={data?.isLoggedIn ?? false}
      />
      <MiniCart cart={data?.cart} />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh]">
        {children}
      </main>
      <Footer markets={data?.markets ?? []} region={data?.region} brandName={data?.brandName ?? 'Meadow & Co.'} />
    </>
  );
}
