import {redirect} from 'react-router';
import type {Route} from './+types/($locale).api.preview';
import {createRequestContentClient} from '~/lib/content/context.server';
import {
  isAcceptedPreviewToken,
  previewCookie,
  previewedDocumentUrl,
} from '~/lib/content/preview-session.server';
import {localizePath} from '~/lib/locale-paths';

/**
 * The content service's preview link: `/api/preview?token=…&documentId=…`. Starts the
 * preview session and opens the previewed document. A failure is only logged and the
 * editor lands on the home page without preview (spec §8).
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const documentId = url.searchParams.get('documentId');
  const home = localizePath('/', context.locale);
  const noStore = {'Cache-Control': 'no-store'};
  const repository = context.config.PUBLIC_CONTENT_REPOSITORY;
  try {
    const client = createRequestContentClient({
      request,
      config: context.config,
      ref: token || null,
    });
    if (!token || !(await isAcceptedPreviewToken(client, token, repository))) {
      context.errors.report(
        new Error('refused a preview token that is not for this repository'),
        {service: 'preview', status: 302},
      );
      return redirect(home, {headers: noStore});
    }
    const target = await previewedDocumentUrl(client, {
      token,
      documentId,
      fallbackLocale: context.locale,
    });
    return redirect(target, {
      headers: {
        ...noStore,
        'Set-Cookie': previewCookie(repository, token, request),
      },
    });
  } catch (error) {
    context.errors.report(error, {
      service: 'preview',
      step: 'start',
      status: 302,
    });
    return redirect(home, {headers: noStore});
  }
}
