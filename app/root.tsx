import {useNonce} from '@shopify/hydrogen';
import {
  Links,
  Meta,
  Outlet,
  isRouteErrorResponse,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import {PageLayout} from '~/components/PageLayout';
import {PageStyles} from '~/components/PageStyles';
import {SeoLinks} from '~/components/SeoLinks';
import {PageScripts} from '~/components/PageScripts';
import {PageScrollRestoration} from '~/components/PageScrollRestoration';
import {ErrorPage, errorTitle} from '~/components/ErrorPage';
import {isKnownLocale, DEFAULT_LOCALE} from '~/lib/locale-paths';
import {loadShell} from '~/lib/shell.server';
import type {Shell} from '~/lib/shell';
import {useShell} from '~/components/shell';
import {Ga4Script} from '~/components/analytics/Ga4Script';
import {AnalyticsDestinations} from '~/components/analytics/AnalyticsDestinations';
import {
  ErrorReporting,
  useReportBoundaryError,
} from '~/components/ErrorReporting';
import lato400 from '~/assets/fonts/lato-core-400.woff2?url';
import lato700 from '~/assets/fonts/lato-core-700.woff2?url';

// Root data (navigation, market) changes only after a mutation or a locale change.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString())
    return defaultShouldRevalidate;
  return currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1];
};

export function links() {
  return [
    // Both core faces (about 10 KB each), so both are in hand when the page is first laid out. Found
    // through the stylesheet, the bold one arrived after that layout and laid out the whole page again
    // as it swapped in (a listing's 30 ms, four times that on a phone); every page uses both weights.
    ...[lato400, lato700].map((href) => ({
      rel: 'preload',
      href,
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous' as const,
    })),
    // Raster icons, drawn from public/favicon.svg: Chrome opens an SVG favicon as a document
    // of its own on the page's main thread (6-25 ms while the page starts, four times that on
    // a phone), where a 32 px PNG decodes in a fraction of a millisecond.
    {rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon-32.png'},
    {rel: 'apple-touch-icon', href: '/apple-touch-icon.png'},
  ];
}

export async function loader({
  context,
  params,
  request,
}: Route.LoaderArgs): Promise<Shell> {
  // The ($locale) segment matches any first path segment; only real sites may use it.
  if (
    params.locale &&
    (!isKnownLocale(params.locale) || params.locale === DEFAULT_LOCALE)
  ) {
    throw new Response('Not found', {status: 404});
  }
  return loadShell(context, request);
}

/** Error pages are titled too ("Page not found"); other pages set their own title. */
export const meta: Route.MetaFunction = ({error, data}) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    {title: `${errorTitle(status)} | ${data?.brandName ?? 'Meadow & Co.'}`},
  ];
};

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const data = useShell();
  return (
    <html lang="en" data-theme={data?.brand ?? 'meadow'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <PageStyles nonce={nonce} />
        <Links />
        {data ? (
          <SeoLinks origin={data.origin} hreflangs={data.hreflangs} />
        ) : null}
        {data?.analytics.ga4Id ? (
          <Ga4Script id={data.analytics.ga4Id} nonce={nonce} />
        ) : null}
      </head>
      <body>
        {children}
        <PageScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageLayout>
      <Outlet />
      <AnalyticsDestinations />
      <ErrorReporting />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useReportBoundaryError(error, status);
  return (
    <PageLayout>
      <ErrorPage status={status} />
      <ErrorReporting />
    </PageLayout>
  );
}
