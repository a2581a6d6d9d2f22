import type {Badge} from '~/lib/badges';

const BADGE_BASE =
  'badge inline-block px-2 py-0.5 text-xs leading-4 font-bold tracking-wide uppercase';
const BADGE_KINDS: Record<Badge['kind'], string> = {
  default: 'bg-surface text-ink',
  highlight: 'bg-sale text-white',
  positive: 'bg-accent text-white',
  negative: 'bg-ink text-paper',
};

/** The tile's one badge ('save 30%', 'new', ...), styled by its kind. */
export function TileBadge({
  badge,
  className,
}: {
  badge: Badge | null;
  className?: string;
}) {
  if (!badge) return null;
  return (
    <span
      className={`${BADGE_BASE} ${BADGE_KINDS[badge.kind]} ${className ?? ''}`}
      data-kind={badge.kind}
    >
      {badge.label}
    </span>
  );
}
