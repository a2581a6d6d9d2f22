/**
 * The page a request is for. A client navigation asks for `/au/cart.data?_routes=…`
 * (the root's data is `/_.data`, a trailing-slash page's `/au/_.data`), and with React
 * Router's `v8_passThroughRequests` loaders see that raw request. Route modules get
 * the page address as their `url` argument; code that holds only the request (the
 * worker's context, helpers in `app/lib`) reads it here, the same way React Router does.
 */
export function pageUrl(request: Pick<Request, 'url'>): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) {
    url.pathname = url.pathname
      .replace(/\/_(root)?\.data$/, '/')
      .replace(/\.data$/, '');
  }
  const params = url.searchParams;
  if (params.has('_routes')) params.delete('_routes');
  // A bare `?index` targets an index route's action; a valued `index` is the page's own.
  if (params.getAll('index').some((value) => value === '')) {
    const kept = params.getAll('index').filter(Boolean);
    params.delete('index');
    for (const value of kept) params.append('index', value);
  }
  return url;
}
