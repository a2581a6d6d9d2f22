import {useEffect, useRef, useState} from 'react';
import type {RangeFacet} from '~/lib/search/response';
import type {ListingState} from '~/lib/search/url';
import {PRICE_FORM_FIELDS} from '~/lib/search/canonical';
import {
  chosenRange,
  sliderBounds,
  type PriceBounds,
} from '~/lib/search/price-range';
import {formatMoney} from '~/lib/money';
import {FACET, FACET_TITLE} from './facet-classes';

/** A drag or a run of arrow keys settles before the listing reloads. */
const SETTLE_MS = 600;

const THUMB =
  'pointer-events-none absolute inset-x-0 top-1/2 m-0 h-6 w-full -translate-y-1/2 cursor-pointer appearance-none bg-transparent focus-visible:outline-none ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-paper [&::-webkit-slider-thumb]:bg-ink ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-paper [&::-moz-range-thumb]:bg-ink ' +
  'focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-accent';

const FIELD = 'min-h-11 w-full border border-ink bg-paper px-2 py-1 text-ink';

/**
 * The price filter. Without JavaScript it is two number fields the filter form submits.
 * With it, a slider with two handles (each a native range input: arrows, Home/End and
 * Page keys work) sits above the same fields; its track spans the widest range seen
 * (spec 4), so it never shrinks as other filters narrow the results. A settled change
 * goes to the address; the whole track means no price filter.
 */
export function PriceFilter({
  facet,
  listing,
  bounds,
  currency,
  onApply,
}: {
  facet: RangeFacet;
  listing: ListingState;
  /** The widest price range seen on this listing. */
  bounds: PriceBounds | null;
  currency: string;
  onApply: (range: PriceBounds | null) => void;
}) {
  const chosen =
    listing.filters.find((filter) => filter.type === 'range') ?? null;
  const chosenKey = chosen ? `${chosen.low}:${chosen.high}` : 'any';
  const [low, high] = facet.range;
  const [values, setValues] = useState({
    low: chosen ? String(chosen.low) : '',
    high: chosen ? String(chosen.high) : '',
  });
  const [synced, setSynced] = useState(chosenKey);
  // A new address (Clear all, back) brings the fields in line with it, without remounting them.
  if (chosenKey !== synced) {
    setSynced(chosenKey);
    setValues({
      low: chosen ? String(chosen.low) : '',
      high: chosen ? String(chosen.high) : '',
    });
  }

  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  const track = sliderBounds(bounds, chosen ? [chosen.low, chosen.high] : null);
  const lowValue = track ? clampTo(track, Number(values.low || track[0])) : 0;
  const highValue = track ? clampTo(track, Number(values.high || track[1])) : 0;

  const slide = (which: 'low' | 'high', value: number) => {
    if (!track) return;
    // The handles never cross: each stops at the other.
    const next =
      which === 'low'
        ? {low: Math.min(value, highValue), high: highValue}
        : {low: lowValue, high: Math.max(value, lowValue)};
    setValues({low: String(next.low), high: String(next.high)});
    clearTimeout(settle.current);
    settle.current = setTimeout(
      () => onApply(chosenRange(track, next.low, next.high)),
      SETTLE_MS,
    );
  };
  const percent = (value: number) =>
    track ? ((value - track[0]) / (track[1] - track[0])) * 100 : 0;

  return (
    <details className={FACET} open={chosen ? true : undefined}>
      <summary className={FACET_TITLE}>{facet.label}</summary>
      <fieldset className="m-0 border-0 p-0 pb-2">
        <legend className="sr-only">{facet.label}</legend>
        {enhanced && track ? (
          <div className="relative mx-3 mt-2 mb-4 h-6" data-price-slider="">
            <div
              className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-line"
              aria-hidden="true"
            />
            <div
              className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-ink"
              style={{
                left: `${percent(lowValue)}%`,
                right: `${100 - percent(highValue)}%`,
              }}
              aria-hidden="true"
            />
            <PriceHandle
              label="Lowest price"
              value={lowValue}
              track={track}
              currency={currency}
              onSlide={(value) => slide('low', value)}
            />
            <PriceHandle
              label="Highest price"
              value={highValue}
              track={track}
              currency={currency}
              onSlide={(value) => slide('high', value)}
            />
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <PriceField
            label="Min price"
            name={PRICE_FORM_FIELDS.low}
            placeholder={
              high > 0 ? String(Math.floor(track?.[0] ?? low)) : undefined
            }
            value={values.low}
            onType={(value) => setValues((shown) => ({...shown, low: value}))}
          />
          <PriceField
            label="Max price"
            name={PRICE_FORM_FIELDS.high}
            placeholder={
              high > 0 ? String(Math.ceil(track?.[1] ?? high)) : undefined
            }
            value={values.high}
            onType={(value) => setValues((shown) => ({...shown, high: value}))}
          />
        </div>
      </fieldset>
    </details>
  );
}

function clampTo(track: PriceBounds, value: number) {
  return Number.isFinite(value)
    ? Math.min(track[1], Math.max(track[0], value))
    : track[0];
}

/** One handle of the slider: a native range input, so every key a slider takes works. */
function PriceHandle({
  label,
  value,
  track,
  currency,
  onSlide,
}: {
  label: string;
  value: number;
  track: PriceBounds;
  currency: string;
  onSlide: (value: number) => void;
}) {
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={formatMoney(value, currency)}
      min={track[0]}
      max={track[1]}
      step={1}
      value={value}
      className={THUMB}
      onChange={(event) => onSlide(Number(event.target.value))}
    />
  );
}

/** A price typed in: what the filter form sends, with or without JavaScript. */
function PriceField({
  label,
  name,
  placeholder,
  value,
  onType,
}: {
  label: string;
  name: string;
  placeholder?: string;
  value: string;
  onType: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm">
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        name={name}
        min={0}
        step="any"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onType(event.target.value)}
        className={FIELD}
      />
    </label>
  );
}
