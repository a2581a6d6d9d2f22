import {useEffect} from 'react';

/** Runs `callback` once the browser has a quiet moment, or after `timeout` ms at the latest. */
export function whenIdle(callback: () => void, timeout = 1000) {
  if (window.requestIdleCallback)
    window.requestIdleCallback(callback, {timeout});
  else window.setTimeout(callback, 1);
}

const turns: Array<() => void> = [];
const PER_TURN = 4;

/**
 * Runs `job` in one of the browser's quiet moments, a few jobs a moment, so many small
 * pieces of work (one per tile of a listing) never add up to one long task. The returned
 * function takes a job that has not run yet off the queue.
 */
export function inIdleTurns(job: () => void) {
  turns.push(job);
  if (turns.length === 1) whenIdle(takeTurn);
  return () => {
    const index = turns.indexOf(job);
    if (index >= 0) turns.splice(index, 1);
  };
}

function takeTurn() {
  for (const job of turns.splice(0, PER_TURN)) job();
  if (turns.length) whenIdle(takeTurn);
}

const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Fetches code once the shopper reaches for a control that needs it: the pointer over
 * it, a touch or a keyboard focus on anything matching `selector`. A visit that never
 * reaches for it never downloads it.
 */
export function useIntentPreload(
  load: () => Promise<unknown>,
  selector: string,
) {
  useEffect(() => {
    const reach = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector))
        return;
      stop();
      void load().catch(() => {});
    };
    const stop = () => {
      for (const type of INTENT)
        document.removeEventListener(type, reach, {capture: true});
    };
    for (const type of INTENT)
      document.addEventListener(type, reach, {capture: true, passive: true});
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
