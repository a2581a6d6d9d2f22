/**
 * The price slider's bounds. Spec section 4: a slider facet keeps the widest range
 * seen, so the handles' track does not shrink as other filters narrow the results
 * (a shopper who ticks "Black" can still drag back out to the dearest dress).
 */
export type PriceBounds = readonly [low: number, high: number];

function usable(
  range: readonly number[] | null | undefined,
): range is PriceBounds {
  return Boolean(
    range &&
    range.length === 2 &&
    Number.isFinite(range[0]) &&
    Number.isFinite(range[1]) &&
    range[0] >= 0 &&
    range[1] > range[0],
  );
}

/** The union of the bounds seen so far and a new answer's range; empty or broken ranges change nothing. */
export function widestRange(
  seen: PriceBounds | null,
  next: readonly number[] | null | undefined,
): PriceBounds | null {
  if (!usable(next)) return seen;
  if (!seen) return [next[0], next[1]];
  return [Math.min(seen[0], next[0]), Math.max(seen[1], next[1])];
}

/**
 * Whole-unit bounds for the slider that also hold the shopper's own choice (typed in
 * the price fields, it may lie outside anything the service reported).
 */
export function sliderBounds(
  widest: PriceBounds | null,
  chosen: PriceBounds | null,
): PriceBounds | null {
  const withChoice = chosen
    ? widestRange(widest, [
        Math.min(chosen[0], chosen[1]),
        Math.max(chosen[0], chosen[1]),
      ])
    : widest;
  if (!withChoice) return null;
  const low = Math.floor(withChoice[0]);
  const high = Math.ceil(withChoice[1]);
  return high > low ? [low, high] : null;
}

/**
 * The range a pair of handles describes, in order, inside the bounds; null when it
 * spans the whole track (no price filter at all).
 */
export function chosenRange(
  bounds: PriceBounds,
  low: number,
  high: number,
): PriceBounds | null {
  const clamp = (value: number) =>
    Math.min(bounds[1], Math.max(bounds[0], value));
  const [from, to] = [clamp(Math.min(low, high)), clamp(Math.max(low, high))];
  return from <= bounds[0] && to >= bounds[1] ? null : [from, to];
}
