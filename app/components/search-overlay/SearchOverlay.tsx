import {useEffect, useMemo, useRef, useState} from 'react';
import {Link, useFetcher, useLocation, useNavigate} from 'react-router';
import type {SearchOverlayData} from '~/routes/($locale).api.search-overlay';
import {useLocale} from '~/components/LocaleLink';
import {ProductTile} from '~/components/product-tile/ProductTile';
import {localizePath} from '~/lib/sites';
import {publishAnalytics} from '~/components/analytics/publish';
import {differsFromQuery, highlightParts, redirectLabel} from '~/lib/search/suggest';
import {throttle, TYPING_THROTTLE_MS, type TrackTarget} from '~/lib/search/tracking';
import {listenForTileClicks, trackTyping} from './track-client';

export const SEARCH_OVERLAY_PATH = '/api/search-overlay';
export const SEARCH_DEBOUNCE_MS = 250;
const TITLE_ID = 'search-overlay-title';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const clean = (value: string) => value.trim().slice(0, 200);

/**
 * The search overlay: a panel sliding in over the page with a search box, trending
 * queries, suggestions, a page suggestion for redirects and up to 6 products. Escape,
 * the close button and any route change close it; focus stays inside while it is open.
 */
export default function SearchOverlay({onClose}: {onClose: (returnFocus: boolean) => void}) {
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<SearchOverlayData>();
  const [query, setQuery] = useState('');
  const [trending, setTrending] = useState<string[]>([]);
  const [trendingLoaded, setTrendingLoaded] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const track = useRef<TrackTarget | null>(null);
  const dataPath = localizePath(SEARCH_OVERLAY_PATH, locale);
  const q = clean(query);

  // Any route change closes the overlay (the first render is where it opened).
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) onClose(false);
  }, [location.key, onClose]);

  // Ask the resource route for the query, debounced; the fetcher keeps only the newest answer.
  const load = fetcher.load;
  useEffect(() => {
    if (!q && trendingLoaded) return;
    const timer = window.setTimeout(() => void load(`${dataPath}?q=${encodeURIComponent(q)}`), q ? SEARCH_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [q, dataPath, load, trendingLoaded]);

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    track.current = answer.track;
    if (!answer.q) {
      setTrending(answer.trending);
      setTrendingLoaded(true);
    }
  }, [answer]);
  // An answer for an earlier query is never shown as the current one.
  const current = answer && answer.q === q && q ? answer : null;
  const loading = Boolean(q) && (!current || fetcher.state !== 'idle');

  const typing = useMemo(
    () =>
      throttle((value: string) => {
        if (track.current) trackTyping(track.current, value);
      }, TYPING_THROTTLE_MS),
    [],
  );
  useEffect(() => () => typing.cancel(), [typing]);

  useEffect(() => {
    input.current?.focus();
    const root = panel.current;
    const stopClicks = root ? listenForTileClicks(root, () => track.current) : () => {};
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!panel.current.contains(document.activeElement)) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stopClicks();
    };
  }, [onClose]);

  const change = (value: string) => {
    setQuery(value);
    if (clean(value)) typing(clean(value));
  };
  const choose = (value: string) => {
    change(value);
    input.current?.focus();
  };

  const searchPath = (value: string) => localizePath(`/search?q=${encodeURIComponent(value)}`, locale);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!q) return;
    publishAnalytics({name: 'search', term: q});
    void navigate(current?.redirect ?? searchPath(q));
  };

  const suggestions = current ? current.suggestions.filter((text) => differsFromQuery(text, q)) : [];
  const status = loading ? 'Loading search results' : current && current.products.length === 0 && !current.redirect ? 'No results' : '';

  return (
    <div className="search-overlay" data-open="true">
      <div className="search-overlay__backdrop" onClick={() => onClose(true)} aria-hidden="true" />
      <div ref={panel} className="search-overlay__panel" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID}>
        <div className="search-overlay__header">
          <h2 id={TITLE_ID} className="search-overlay__title">
            Search
          </h2>
          <button type="button" className="search-overlay__close" onClick={() => onClose(true)}>
            Close<span className="sr-only"> search</span>
          </button>
        </div>
        <form role="search" method="get" action={localizePath('/search', locale)} onSubmit={submit} className="search-overlay__form">
          <label htmlFor="search-overlay-q" className="sr-only">
            Search products
          </label>
          <input
            ref={input}
            id="search-overlay-q"
            type="search"
            name="q"
            placeholder="Search"
            autoComplete="off"
            maxLength={200}
            value={query}
            onChange={(event) => change(event.target.value)}
          />
        </form>
        <p className="search-overlay__status" role="status" aria-live="polite">
          {status}
        </p>

        {!q && trending.length > 0 ? (
          <section className="search-overlay__section" aria-labelledby="search-overlay-trending">
            <h3 id="search-overlay-trending">Trending Searches</h3>
            <ul className="search-overlay__terms">
              {trending.map((term) => (
                <li key={term}>
                  <button type="button" onClick={() => choose(term)}>
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {suggestions.length > 0 ? (
          <section className="search-overlay__section" aria-labelledby="search-overlay-suggestions">
            <h3 id="search-overlay-suggestions">Search Suggestions</h3>
            <ul className="search-overlay__terms">
              {suggestions.map((text) => (
                <li key={text}>
                  <button type="button" onClick={() => choose(text)}>
                    <span>
                      {highlightParts(text, q).map((part, index) => (part.match ? <b key={index}>{part.text}</b> : part.text))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {current?.redirect ? (
          <section className="search-overlay__section" aria-labelledby="search-overlay-pages">
            <h3 id="search-overlay-pages">Page Suggestions</h3>
            <ul className="search-overlay__terms">
              <li>
                {current.redirect.startsWith('/') ? (
                  <Link to={current.redirect}>{redirectLabel(current.redirect)}</Link>
                ) : (
                  <a href={current.redirect}>{redirectLabel(current.redirect)}</a>
                )}
              </li>
            </ul>
          </section>
        ) : null}

        {current && current.products.length > 0 ? (
          <section className="search-overlay__section search-overlay__products" aria-labelledby="search-overlay-products">
            <h3 id="search-overlay-products">Products</h3>
            <Link className="search-overlay__all" to={searchPath(q)}>
              See all {current.total} products matching &apos;{q}&apos;
            </Link>
            <ul className="search-overlay__grid">
              {current.products.map((product) => (
                <li key={product.handle}>
                  <ProductTile product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
