/**
 * Progress toward free shipping. The threshold comes from the site's content
 * settings in the cart's currency; amounts are compared in cents so 49.99 + 0.01
 * is exactly 50.
 */
function cents(amount: number | string | null | undefined): number | null {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 100)
    : null;
}

export type FreeShippingProgress =
  | {qualified: true; percent: 100}
  | {qualified: false; percent: number; remaining: string};

/** Null when there is no usable threshold. `remaining` is a decimal amount ('12.50'). */
export function freeShippingProgress(
  subtotal: number | string | null | undefined,
  threshold: number | string | null | undefined,
): FreeShippingProgress | null {
  const goal = cents(threshold);
  if (goal === null || goal <= 0) return null;
  const spent = Math.max(0, cents(subtotal) ?? 0);
  if (spent >= goal) return {qualified: true, percent: 100};
  return {
    qualified: false,
    percent: Math.floor((spent / goal) * 100),
    remaining: ((goal - spent) / 100).toFixed(2),
  };
}
