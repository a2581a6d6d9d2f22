/** Smooth scrolling, unless the shopper has asked for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}
