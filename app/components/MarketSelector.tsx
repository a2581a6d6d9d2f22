import {Form, useLocation, useNavigation} from 'react-router';

const CONTROL = 'min-h-11 rounded-theme border border-ink bg-paper px-4 py-2 text-ink';

type Market = {id: string; name: string; locale: string; currency: string};

/**
 * Choose where to shop. A plain form, so it works without JavaScript: the action
 * saves the per-locale currency cookie and sends the shopper to the same page there.
 */
export function MarketSelector({markets, region}: {markets: Market[]; region?: {currency: string}}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/api/market';
  const current = markets.find((m) => m.currency === region?.currency)?.id;
  return (
    <Form method="post" action="/api/market" className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-2">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="market">Shipping to</label>
      <select id="market" name="market" defaultValue={current} className={CONTROL}>
        {markets.map((market) => (
          <option key={market.id} value={market.id}>
            {market.name} ({market.currency})
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} aria-busy={busy} className={`${CONTROL} cursor-pointer`}>
        {busy ? 'Updating…' : 'Update'}
      </button>
    </Form>
  );
}
