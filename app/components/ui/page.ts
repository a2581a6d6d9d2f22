/**
 * A page's content column: centred, at most 1440 px wide unless told a narrower width
 * (a form page's `max-w-[40rem]`), with the page's gutters.
 */
export function pageSection({
  width = 'max-w-[1440px]',
  className,
}: {width?: string; className?: string} = {}) {
  return `mx-auto px-4 py-6 ${width}${className ? ` ${className}` : ''}`;
}
