import {redirect} from 'react-router';
import type {Route} from './+types/($locale).api.market';
import {localeFromPath, localizePath} from '~/lib/locale-paths';
import {MARKETS} from '~/lib/markets';
import {currencyCookie} from '~/lib/cookies.server';
import {safeLocalPath} from '~/lib/customer/redirect';

/**
 * Saves the chosen market: the per-locale currency cookie, then back to the same page
 * on the market's site. Unknown markets or forged paths fall back to the home page.
 */
export async function action({request}: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const market = MARKETS.find((m) => m.id === form.get('market'));
  // '/\evil.example', a tab or a line break would leave the site (or break the header): home instead.
  const target = safeLocalPath(form.get('redirectTo')) ?? '/';
  if (!market) return redirect(target, {status: 303});
  const url = new URL(target, request.url);
  const path = localeFromPath(url.pathname)?.pathWithoutLocale ?? url.pathname;
  const cookie = await currencyCookie(market.locale).serialize(market.currency);
  return redirect(localizePath(path, market.locale) + url.search, {
    status: 303,
    headers: {'Set-Cookie': cookie},
  });
}

export async function loader() {
  return redirect('/');
}
