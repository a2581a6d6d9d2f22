/**
 * The store's one button look, as classes, so a link, a submit button and a Conform
 * form's button all match: `<Link className={button()}>`, `<button className={button({variant: 'primary'})}>`.
 * A busy button (aria-busy) shows the progress cursor; a disabled one is dimmed by the base layer.
 */
type ButtonOptions = {
  /** secondary: outlined; primary: filled, bold capitals (the page's main action); danger: outlined in the sale colour. */
  variant?: 'secondary' | 'primary' | 'danger';
  /** Fill the row. Primary buttons do unless told not to. */
  fullWidth?: boolean;
  /** Placement only (margins, flex, grid); never colours or sizes, which would fight the variant's. */
  className?: string;
};

const BASE =
  'inline-flex min-h-11 items-center justify-center rounded-theme border px-4 py-2 no-underline aria-busy:cursor-progress';

const VARIANTS = {
  secondary: 'border-ink bg-paper text-ink',
  primary: 'border-ink bg-ink font-bold tracking-[0.05em] text-paper uppercase',
  danger: 'border-sale bg-paper text-sale',
};

export function button({
  variant = 'secondary',
  fullWidth = variant === 'primary',
  className,
}: ButtonOptions = {}) {
  return [BASE, VARIANTS[variant], fullWidth ? 'w-full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}
