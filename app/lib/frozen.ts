/**
 * Freezes a value and everything it holds, so a value shared between pages (an answer
 * kept for a moment, what was read from it) cannot be changed by one page under the next:
 * a write throws instead of leaking.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value))
    return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
