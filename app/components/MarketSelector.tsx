import {Form, useLocation, useNavigation} from 'react-router';

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
    <Form method="post" action="/api/market" className="market-selector">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="market">Shipping to</label>
      <select id="market" name="market" defaultValue={current}>
        {markets.map((market) => (
          <option key={market.id} value={market.id}>
            {market.name} ({market.currency})
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Updating…' : 'Update'}
      </button>
    </Form>
  );
}
