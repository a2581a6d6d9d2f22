import {Skeleton} from './Skeleton';

/**
 * A product tile while it loads: the 3:4 photo, the name and the price, drawn in one
 * shape the size of a loaded tile.
 */
export function SkeletonTile() {
  return (
    <Skeleton width={300} height={460} className="skeleton-tile">
      <rect x="0" y="0" width="300" height="400" />
      <rect x="0" y="414" width="210" height="14" rx="2" />
      <rect x="0" y="440" width="90" height="14" rx="2" />
    </Skeleton>
  );
}

/** Placeholders standing in for `count` grid items. */
export function SkeletonTiles({count}: {count: number}) {
  return (
    <>
      {Array.from({length: Math.max(count, 0)}, (_, index) => (
        <li key={`skeleton-${index}`} className="list-none">
          <SkeletonTile />
        </li>
      ))}
    </>
  );
}
