import {data, redirect, useLoaderData, useLocation} from 'react-router';
import type {Route} from './+types/($locale).pages.$handle';
import {isValidPageUid} from '~/lib/content';
import {loadPageContent} from '~/lib/content/loaders.server';
import {loadGalleries} from '~/lib/content/galleries.server';
import {pageFormAction} from '~/lib/content/form-actions.server';
import {imageUrl} from '~/lib/content/images';
import {localizePath} from '~/lib/locale-paths';
import {shippingCountryOptions} from '~/lib/sites';
import {ContentPage} from '~/components/content/ContentPage';
import {preloadSlices} from '~/components/content/ContentSlices';

/**
 * A content page by uid, in the site's language (spec §4 "Page content loading").
 * An unknown uid is the 404 page; drafts appear only in preview.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const handle = params.handle ?? '';
  if (!isValidPageUid(handle)) throw new Response('Not found', {status: 404});
  if (handle === 'home') throw redirect(localizePath('/', context.locale), 301);
  let loaded: Awaited<ReturnType<typeof loadPageContent>>;
  try {
    loaded = await loadPageContent(context, request, handle);
  } catch (error) {
    context.errors.report(error, {
      service: 'content',
      page: handle,
      status: 503,
    });
    throw new Response('Content unavailable', {status: 503});
  }
  if (!loaded) throw new Response('Not found', {status: 404});
  const galleries = await loadGalleries(context, loaded.page.slices);
  return data(
    {
      ...loaded,
      galleries,
      now: Date.now(),
      countries: loaded.page.competition
        ? shippingCountryOptions(context.locale)
        : [],
    },
    {
      headers: {
        'Cache-Control': loaded.preview
          ? 'private, no-store'
          : 'public, max-age=0, must-revalidate',
      },
    },
  );
}

/** The slices' code arrives with the page's data, so a page reached by navigation draws whole. */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadSlices(request, data.page.slices);
  return data;
}

export async function action({params, request, context}: Route.ActionArgs) {
  const handle = params.handle ?? '';
  if (!isValidPageUid(handle)) throw new Response('Not found', {status: 404});
  return pageFormAction(context, request, handle);
}

export const headers: Route.HeadersFunction = ({loaderHeaders}) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export const meta = ({data}: Route.MetaArgs) => {
  const page = data?.page;
  if (!page) return [{title: 'Page not found'}];
  const image = page.seo.image ? imageUrl(page.seo.image, {width: 1200}) : null;
  return [
    {title: page.seo.title ?? page.title ?? 'Meadow & Co.'},
    ...(page.seo.description
      ? [{name: 'description', content: page.seo.description}]
      : []),
    ...(image ? [{property: 'og:image', content: image}] : []),
    ...(data?.preview ? [{name: 'robots', content: 'noindex'}] : []),
  ];
};

export default function ContentPageRoute() {
  const {page, issues, galleries, now, countries} =
    useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <ContentPage
      page={page}
      issues={issues}
      countries={countries}
      context={{formAction: location.pathname, galleries, now}}
    />
  );
}
