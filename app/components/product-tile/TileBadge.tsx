import type {Badge} from '~/lib/badges';

/** The tile's one badge ('save 30%', 'new', ...), styled by its kind. */
export function TileBadge({badge}: {badge: Badge | null}) {
  if (!badge) return null;
  return <span className={`badge badge--${badge.kind}`}>{badge.label}</span>;
}
