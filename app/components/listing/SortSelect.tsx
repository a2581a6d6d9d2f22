import {useEffect, useRef} from 'react';
import type {SortOption} from '~/lib/search/response';

/** Keys that step through a closed select's choices without the shopper committing to one. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The sort, a native select in the filter form (so it submits without JavaScript).
 * With JavaScript a choice applies once it is committed: picked from the open list
 * (mouse, touch, a screen reader's pick), or Enter, or leaving the select. Arrow keys
 * on the closed select only browse, so the listing doesn't reload under the shopper at
 * every step, and the select keeps its focus across the new listing.
 */
export function SortSelect({
  options,
  current,
  onApply,
  className,
}: {
  options: SortOption[];
  /** The sort of the listing shown (or about to be). */
  current: string;
  onApply: (value: string) => void;
  className?: string;
}) {
  // Uncontrolled, so a choice made before the page's code arrives survives hydration
  // (React replays it); another address (back, Clear all) sets it without a remount.
  const select = useRef<HTMLSelectElement>(null);
  const shownSort = useRef(current);
  /** The sort the shopper applied here, until its listing arrives. */
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    if (shownSort.current === current && element.value !== current) {
      // Chosen before the page's code arrived (nothing listened then): apply it now.
      onApply(element.value);
    } else if (element.value !== current && current !== applied.current) {
      element.value = current;
    }
    // The shopper's own choice arriving leaves the select as it is: they may have browsed on
    // while it loaded, and leaving the select applies what it shows.
    applied.current = null;
    shownSort.current = current;
    // Runs for a new address only; onApply changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  const browsing = useRef(false);
  const apply = (value: string) => {
    browsing.current = false;
    if (value === current) return;
    applied.current = value;
    onApply(value);
  };

  return (
    <select
      ref={select}
      name="sort"
      defaultValue={current}
      className={className}
      onPointerDown={() => {
        browsing.current = false;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(event.currentTarget.value);
        } else if (
          !event.altKey &&
          (BROWSING_KEYS.has(event.key) || event.key.length === 1)
        ) {
          browsing.current = true;
        }
      }}
      onChange={(event) => {
        if (!browsing.current) apply(event.target.value);
      }}
      onBlur={(event) => apply(event.currentTarget.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
