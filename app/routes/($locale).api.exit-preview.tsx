import {redirect} from 'react-router';
import type {Route} from './+types/($locale).api.exit-preview';
import {
  clearPreviewCookie,
  safeLocalPath,
} from '~/lib/content/preview-session.server';
import {localizePath} from '~/lib/locale-paths';

/** Where the editor was: the `redirect` parameter, else the referring page on this site. */
function returnPath(request: Request) {
  const url = new URL(request.url);
  const fromParam = safeLocalPath(url.searchParams.get('redirect'));
  if (fromParam) return fromParam;
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin
      ? safeLocalPath(`${from.pathname}${from.search}`)
      : null;
  } catch {
    return null;
  }
}

/** Leaves preview and goes back to the page, now showing published content. */
export async function loader({request, context}: Route.LoaderArgs) {
  try {
    return redirect(returnPath(request) ?? localizePath('/', context.locale), {
      headers: {
        'Cache-Control': 'no-store',
        'Set-Cookie': clearPreviewCookie(request),
      },
    });
  } catch (error) {
    context.errors.report(error, {
      service: 'preview',
      step: 'exit',
      status: 302,
    });
    return redirect(localizePath('/', context.locale), {
      headers: {'Set-Cookie': clearPreviewCookie(request)},
    });
  }
}
