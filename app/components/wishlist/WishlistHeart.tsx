import {useEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import type {AnalyticsItem} from '~/lib/analytics/events';
import {publishAnalytics} from '~/components/analytics/publish';
import {useShell} from '~/components/shell';
import {useLocale} from '~/components/LocaleLink';
import {localizePath} from '~/lib/locale-paths';
import {Kept} from '~/components/ui/Kept';
import {useTileFetcher} from '~/components/ui/tile-fetcher';
import {useWishlist, WISHLIST_FETCHER_PREFIX} from './useWishlist';

export const WISHLIST_API_PATH = '/api/wishlist';

function HeartIcon({filled}: {filled: boolean}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The wishlist heart on tiles and the product page. Shown only when the wishlist
 * feature flag is on; filled when the handle is in the shopper's wishlist. A toggle
 * that is a plain form underneath, so it works before JavaScript too; pressed while
 * signed out it leads to sign in and back here, with the product saved.
 *
 * The server keeps the form's markup (`Kept`, decision 029): a listing draws 48 hearts,
 * about a tenth of its render time in the worker.
 */
export function WishlistHeart({
  handle,
  title,
  item,
}: {
  handle: string;
  title: string;
  item?: AnalyticsItem;
}) {
  const root = useShell();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useTileFetcher({key: `${WISHLIST_FETCHER_PREFIX}${handle}`});
  const {items} = useWishlist(root?.wishlist ?? null);
  const addSubmitted = useWishlistAddEvent(fetcher, item);
  if (!root?.wishlistEnabled) return null;

  // Signed out, the same form asks to sign in; the product is saved on the way back.
  const heart = {
    handle,
    title,
    saved: root.isLoggedIn && items.includes(handle),
    action: localizePath(WISHLIST_API_PATH, locale),
    here: `${location.pathname}${location.search}`,
  };
  return (
    <Kept content={heart} shelf="hearts">
      <HeartForm
        {...heart}
        onSubmit={(event) => {
          // With JavaScript the page stays put, so the way back for the no-JS post is dropped
          // (kept when signing in comes first).
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          if (root.isLoggedIn) form.delete('redirectTo');
          addSubmitted(form.get('intent') === 'add');
          void fetcher.submit(form, {method: 'post', action: heart.action});
        }}
      />
    </Kept>
  );
}

/** The heart's form, drawn from its props alone (the server keeps its markup). */
function HeartForm({
  handle,
  title,
  saved,
  action,
  here,
  onSubmit,
}: {
  handle: string;
  title: string;
  saved: boolean;
  action: string;
  here: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    // A plain form: with JavaScript the fetcher sends it, so the router's Form would add
    // nothing but its cost, drawn for every tile of a listing.
    <form
      method="post"
      action={action}
      className="m-0 inline"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="productHandle" value={handle} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-0 bg-paper/85 p-0 text-ink aria-pressed:text-sale"
        aria-label={`Save ${title} to your wishlist`}
        aria-pressed={saved}
        data-saved={saved || undefined}
      >
        <HeartIcon filled={saved} />
      </button>
    </form>
  );
}

/**
 * A saved product is reported once the wishlist service has taken it, not on the click.
 * The press is noted when it happens: a render in the "submitting" state may never come
 * (a quick answer is batched straight to "idle"), and hearts of the same product share
 * one fetcher, so only the pressed heart reports.
 */
function useWishlistAddEvent(
  fetcher: ReturnType<typeof useTileFetcher>,
  item: AnalyticsItem | undefined,
) {
  const adding = useRef(false);
  const answer = fetcher.data as {ok?: boolean} | undefined;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !adding.current || !answer) return;
    adding.current = false;
    if (answer.ok && item) publishAnalytics({name: 'add_to_wishlist', item});
  }, [fetcher.state, answer, item]);
  return (isAdd: boolean) => {
    adding.current = isAdd;
  };
}
