import {Form, useLocation, useNavigation} from 'react-router';

const CONTROL =
  'min-h-11 rounded-theme border border-ink bg-paper px-4 py-2 text-ink';

type Market = {id: string; name: string; locale: string; currency: string};

type RegionInForce = {
  currency: string;
  /** Why these prices, when the shopper's location chose them (the server words it). */
  reason?: string | null;
};

/**
 * Choose where to shop. A plain form, so it works without JavaScript: the action
 * saves the per-locale currency cookie and sends the shopper to the same page there.
 * It always shows the market in force (the shopper's location outranks a saved choice,
 * and then says so).
 */
export function MarketSelector({
  markets,
  region,
}: {
  markets: Market[];
  region?: RegionInForce;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formAction === '/api/market';
  const current = markets.find((m) => m.currency === region?.currency)?.id;
  const reason = region?.reason ?? null;
  return (
    <Form
      method="post"
      action="/api/market"
      className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-2"
      onSubmit={(event) => {
        // React draws a navigation as a transition, after the address has changed: a choice
        // made in between would send the shopper back to the page they had just left.
        const field = event.currentTarget.elements.namedItem('redirectTo');
        if (field instanceof HTMLInputElement)
          field.value = window.location.pathname + window.location.search;
      }}
    >
      <input
        type="hidden"
        name="redirectTo"
        value={location.pathname + location.search}
      />
      <label htmlFor="market">Shipping to</label>
      {/* Keyed by the market in force, so a choice the location overrides doesn't linger on screen. */}
      <select
        key={current}
        id="market"
        name="market"
        defaultValue={current}
        aria-describedby={reason ? 'market-reason' : undefined}
        className={CONTROL}
      >
        {markets.map((market) => (
          <option key={market.id} value={market.id}>
            {market.name} ({market.currency})
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={`${CONTROL} cursor-pointer`}
      >
        {busy ? 'Updating…' : 'Update'}
      </button>
      {reason ? (
        <p id="market-reason" className="basis-full text-sm">
          {reason}
        </p>
      ) : null}
    </Form>
  );
}
