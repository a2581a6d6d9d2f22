/**
 * Whether a cart post came from a plain HTML form (JavaScript off or not yet loaded)
 * or from a fetcher, told by the browser's own request headers: a form post
 * is a navigation (Sec-Fetch-Mode: navigate) that accepts HTML, a fetcher's is not.
 */
export function isDocumentSubmission(headers: Pick<Headers, 'get'>): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/**
 * Where a plain form post goes back to: the page it came from when that page is on
 * this site, else the cart. Paths only, so a forged Referer can't send shoppers away.
 */
export function returnPath({
  referer,
  requestUrl,
  redirectTo,
  fallback,
}: {
  referer: string | null;
  requestUrl: string;
  redirectTo?: string | null;
  fallback: string;
}): string {
  if (redirectTo) return redirectTo;
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.origin !== here.origin) return fallback;
    return from.pathname + from.search;
  } catch {
    return fallback;
  }
}
