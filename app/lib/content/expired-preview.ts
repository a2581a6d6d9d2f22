/**
 * An editor's preview token expires when its release is published or deleted; Prismic
 * then answers 404 `api_security_error` "…preview token…expired" and @prismicio/client
 * raises PreviewTokenExpiredError, which would take every content page down for whoever
 * still holds the cookie. Such a request is asked again at the master ref, so the
 * published page shows, as the client already does for an unknown ref.
 */
import {isPreviewTokenFor} from './preview';

type Fetch = typeof fetch;

const urlOf = (input: Parameters<Fetch>[0]) =>
  new URL(
    typeof input === 'string'
      ? input
      : input instanceof URL
        ? input.href
        : input.url,
  );

async function isExpiredPreviewAnswer(response: Response) {
  if (response.status !== 404) return false;
  try {
    const body = (await response.clone().json()) as {
      type?: unknown;
      message?: unknown;
    };
    return (
      body.type === 'api_security_error' &&
      /preview token.*expired/i.test(String(body.message))
    );
  } catch {
    return false;
  }
}

export function withExpiredPreviewFallback(
  fetchFn: Fetch,
  {endpoint, repository}: {endpoint: string; repository: string},
): Fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const url = urlOf(input);
    if (
      !isPreviewTokenFor(url.searchParams.get('ref'), repository) ||
      !(await isExpiredPreviewAnswer(response))
    )
      return response;
    const repositoryAnswer = await fetchFn(endpoint, {
      headers: init?.headers,
      signal: init?.signal,
    });
    if (!repositoryAnswer.ok) return response;
    const {refs} = (await repositoryAnswer.json()) as {
      refs?: {ref?: string; isMasterRef?: boolean}[];
    };
    const master = refs?.find((ref) => ref.isMasterRef)?.ref;
    if (!master) return response;
    url.searchParams.set('ref', master);
    return fetchFn(url.href, init);
  };
}
