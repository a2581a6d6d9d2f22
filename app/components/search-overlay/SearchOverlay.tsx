import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {Link, useFetcher, useLocation, useNavigate} from 'react-router';
import type {SearchOverlayData} from '~/routes/($locale).api.search-overlay';
import {useLocale} from '~/components/LocaleLink';
import {Drawer} from '~/components/ui/Drawer';
import {ProductTile} from '~/components/product-tile/ProductTile';
import {localizePath} from '~/lib/locale-paths';
import {publishAnalytics} from '~/components/analytics/publish';
import {
  differsFromQuery,
  highlightParts,
  redirectLabel,
} from '~/lib/search/suggest';
import {
  throttle,
  TYPING_THROTTLE_MS,
  type TrackTarget,
} from '~/lib/search/tracking';
import {
  TileClicks,
  trackClick,
  trackTyping,
  type PressedTile,
} from './track-client';

export const SEARCH_OVERLAY_PATH = '/api/search-overlay';

/**
 * The results' photo widths: two across the panel's padded width (p-4, gap-4), the whole
 * screen on phones and 640 px (sm:w-160) from 576; three across from 768. "33vw" asked a
 * 1280 px desktop for 422 px photos to draw 192.
 */
const RESULT_PHOTO_SIZES =
  '(max-width: 575px) calc(50vw - 24px), (max-width: 767px) 296px, 192px';
export const SEARCH_DEBOUNCE_MS = 250;
const TITLE_ID = 'search-overlay-title';

const clean = (value: string) => value.trim().slice(0, 200);

const SECTION_TITLE = 'm-0 mb-2 text-sm tracking-[0.05em] uppercase';
const TERMS = 'search-overlay__terms m-0 flex list-none flex-wrap gap-2 p-0';
/** A suggested word or page, as a chip. */
const TERM =
  'inline-flex min-h-11 cursor-pointer items-center border border-line bg-transparent px-3 text-ink no-underline';

/**
 * The search overlay: a panel sliding in over the page with a search box, trending
 * queries, suggestions, a page suggestion for redirects and up to 6 products. Escape,
 * the close button and any route change close it; focus stays inside while it is open.
 */
export default function SearchOverlay({
  onClose,
}: {
  onClose: (returnFocus: boolean) => void;
}) {
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
    const timer = window.setTimeout(
      () => void load(`${dataPath}?q=${encodeURIComponent(q)}`),
      q ? SEARCH_DEBOUNCE_MS : 0,
    );
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

  // The overlay's results come with their click data.
  const sendClick = useCallback((tile: PressedTile) => {
    if (tile.tracking) trackClick(track.current, tile.tracking);
  }, []);

  const closeAndReturn = useCallback(() => onClose(true), [onClose]);

  const change = (value: string) => {
    setQuery(value);
    if (clean(value)) typing(clean(value));
  };
  const choose = (value: string) => {
    change(value);
    input.current?.focus();
  };

  const searchPath = (value: string) =>
    localizePath(`/search?q=${encodeURIComponent(value)}`, locale);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!q) return;
    publishAnalytics({name: 'search', term: q});
    void navigate(current?.redirect ?? searchPath(q));
  };

  const suggestions = current
    ? current.suggestions.filter((text) => differsFromQuery(text, q))
    : [];
  const status = loading
    ? 'Loading search results'
    : current && current.products.length === 0 && !current.redirect
      ? 'No results'
      : '';

  return (
    <Drawer
      title="Search"
      titleId={TITLE_ID}
      closeLabel="search"
      onClose={closeAndReturn}
      width="wide"
      initialFocus={input}
      panelRef={panel}
      className="search-overlay"
    >
      <form
        role="search"
        method="get"
        action={localizePath('/search', locale)}
        onSubmit={submit}
        className="search-overlay__form"
      >
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
          className="min-h-11 w-full border border-line bg-paper px-3 text-ink"
        />
      </form>
      <p
        className="m-0 min-h-[1.25em] text-sm"
        role="status"
        aria-live="polite"
      >
        {status}
      </p>

      {!q && trending.length > 0 ? (
        <section aria-labelledby="search-overlay-trending">
          <h3 id="search-overlay-trending" className={SECTION_TITLE}>
            Trending Searches
          </h3>
          <ul className={TERMS}>
            {trending.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  className={TERM}
                  onClick={() => choose(term)}
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {suggestions.length > 0 ? (
        <section aria-labelledby="search-overlay-suggestions">
          <h3 id="search-overlay-suggestions" className={SECTION_TITLE}>
            Search Suggestions
          </h3>
          <ul className={TERMS}>
            {suggestions.map((text) => (
              <li key={text}>
                <button
                  type="button"
                  className={TERM}
                  onClick={() => choose(text)}
                >
                  <span>
                    {highlightParts(text, q).map((part, index) =>
                      part.match ? (
                        <b key={index} className="font-bold">
                          {part.text}
                        </b>
                      ) : (
                        part.text
                      ),
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {current?.redirect ? (
        <section aria-labelledby="search-overlay-pages">
          <h3 id="search-overlay-pages" className={SECTION_TITLE}>
            Page Suggestions
          </h3>
          <ul className={TERMS}>
            <li>
              {current.redirect.startsWith('/') ? (
                <Link to={current.redirect} className={TERM}>
                  {redirectLabel(current.redirect)}
                </Link>
              ) : (
                <a href={current.redirect} className={TERM}>
                  {redirectLabel(current.redirect)}
                </a>
              )}
            </li>
          </ul>
        </section>
      ) : null}

      {current && current.products.length > 0 ? (
        // The overlay lives in the header: its results set their own wrapping and case.
        <section
          className="min-w-0 whitespace-normal normal-case [overflow-wrap:anywhere]"
          aria-labelledby="search-overlay-products"
        >
          <h3 id="search-overlay-products" className={SECTION_TITLE}>
            Products
          </h3>
          <Link className="mb-3 block text-ink" to={searchPath(q)}>
            See all {current.total} products matching &apos;{q}&apos;
          </Link>
          <ul className="m-0 grid list-none grid-cols-2 gap-4 p-0 md:grid-cols-3">
            <TileClicks.Provider value={sendClick}>
              {current.products.map((product) => (
                <li key={product.handle} className="min-w-0">
                  <ProductTile
                    product={product}
                    headingLevel={3}
                    imageSizes={RESULT_PHOTO_SIZES}
                  />
                </li>
              ))}
            </TileClicks.Provider>
          </ul>
        </section>
      ) : null}
    </Drawer>
  );
}
