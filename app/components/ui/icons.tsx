/** The header's small line icons (phones show these instead of words; the words stay for screen readers). */
const PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 1 0 4.6 13.4l4.7 4.7 1.4-1.4-4.7-4.7A7.5 7.5 0 0 0 10.5 3Zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11Z',
  account:
    'M12 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM4 21c0-4 3.6-7 8-7s8 3 8 7h-2c0-2.8-2.6-5-6-5s-6 2.2-6 5H4Z',
  bag: 'M8 7V6a4 4 0 1 1 8 0v1h4v14H4V7h4Zm2 0h4V6a2 2 0 1 0-4 0v1ZM6 9v10h12V9H6Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
} as const;

export function Icon({
  name,
  className = 'size-6',
}: {
  name: keyof typeof PATHS;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 fill-current ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
