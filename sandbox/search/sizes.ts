/**
 * The shop's size order (spec section 9): letters, one-size, dress sizes 6–14, then
 * shoe sizes 36–41. Sizes outside it go last, in their own order.
 */
const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

export function sizeRank(size: string): number {
  const value = size.trim().toUpperCase();
  const letter = LETTERS.indexOf(value);
  if (letter !== -1) return letter + 1;
  if (value === 'OSFA') return 8;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (number >= 6 && number <= 14 && number % 2 === 0)
    return 9 + (number - 6) / 2;
  if (number >= 36 && number <= 41) return 14 + (number - 36);
  return 100;
}
