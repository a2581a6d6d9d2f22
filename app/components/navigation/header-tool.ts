/** A header tool: 44 px tall, words on wide screens, an icon (words for screen readers) on phones. */
export const HEADER_TOOL =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 border-0 bg-transparent px-1 text-inherit no-underline sm:px-1.5';
