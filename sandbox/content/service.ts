/**
 * The content service: Prismic's REST API v2 over the documents in ./documents.
 *   GET /api/v2                     repository: refs, languages, types, forms
 *   GET /api/v2/documents/search    the Content API
 *   GET /api/tags                   the tags form
 *   GET /_sandbox/content/preview   what an editor's "preview" button does: redirect
 *                                   to the site's preview route with token and documentId
 */
import type {ServiceFactory} from '../server.ts';
import {repositoryInfo, tagsOf} from './repository.ts';
import {search} from './search.ts';
import {loadContent} from './store.ts';

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
};

export const contentService: ServiceFactory = (context) => {
  const store = loadContent();
  return {
    name: 'content',
    handle(request, url) {
      const path = url.pathname.replace(/\/+$/, '');
      const mine =
        path === '/api/v2' ||
        path === '/api/v2/documents/search' ||
        path === '/api/tags';
      if (!mine && path !== '/_sandbox/content/preview') return undefined;
      if (request.method === 'OPTIONS')
        return new Response(null, {status: 204, headers: cors});
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return Response.json(
          {message: 'Method not allowed'},
          {status: 405, headers: cors},
        );
      }
      if (path === '/api/v2')
        return Response.json(repositoryInfo(store, context.origin), {
          headers: cors,
        });
      if (path === '/api/tags')
        return Response.json(tagsOf(store), {headers: cors});
      if (path === '/api/v2/documents/search')
        return search(store, url, context.origin);
      return startPreview(url, store.previewToken());
    },
  };
};

function startPreview(url: URL, token: string) {
  const target = url.searchParams.get('previewUrl');
  const documentId = url.searchParams.get('documentId');
  if (!target || !/^https?:\/\//.test(target)) {
    return Response.json(
      {
        message:
          'previewUrl (absolute URL of the site preview route) is required',
      },
      {status: 400},
    );
  }
  const next = new URL(target);
  next.searchParams.set('token', token);
  if (documentId) next.searchParams.set('documentId', documentId);
  return new Response(null, {
    status: 302,
    headers: {location: next.toString()},
  });
}
