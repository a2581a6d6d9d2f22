import {useId} from 'react';

/** Loader timing: a 1.2 s sweep that waits a quarter of it before moving, with a band twice the shape wide. */
export const SKELETON_DEFAULTS = {
  speed: 1.2,
  interval: 0.25,
  gradientRatio: 2,
  title: 'Loading...',
} as const;

type Props = {
  /** The drawing's own coordinate space; shapes are drawn in it and the SVG scales to its box. */
  width: number;
  height: number;
  speed?: number;
  interval?: number;
  gradientRatio?: number;
  title?: string;
  className?: string;
  /** rect/circle shapes that make up the placeholder. */
  children: React.ReactNode;
};

/**
 * A grey placeholder with a light band sweeping across while content loads. Drawn as
 * SVG (no JavaScript needed to animate) at a fixed aspect ratio, so the box the real
 * content will fill is reserved and nothing moves when it arrives.
 */
export function Skeleton({
  width,
  height,
  speed = SKELETON_DEFAULTS.speed,
  interval = SKELETON_DEFAULTS.interval,
  gradientRatio = SKELETON_DEFAULTS.gradientRatio,
  title = SKELETON_DEFAULTS.title,
  className,
  children,
}: Props) {
  const id = useId().replace(/:/g, '');
  const keyTimes = `0; ${interval}; 1`;
  const dur = `${speed}s`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={`skeleton block h-auto w-full ${className ?? ''}`}
      style={{aspectRatio: `${width} / ${height}`}}
    >
      <title id={`${id}-title`}>{title}</title>
      <rect
        x="0"
        y="0"
        width="100%"
        height="100%"
        clipPath={`url(#${id}-clip)`}
        fill={`url(#${id}-fill)`}
      />
      <defs>
        <clipPath id={`${id}-clip`}>{children}</clipPath>
        <linearGradient id={`${id}-fill`} gradientTransform="translate(0 0)">
          <stop offset="0%" stopColor="var(--skeleton-base, #ececec)">
            <animate
              attributeName="offset"
              values={`${-gradientRatio}; ${-gradientRatio}; 1`}
              keyTimes={keyTimes}
              dur={dur}
              repeatCount="indefinite"
            />
          </stop>
          <stop offset="50%" stopColor="var(--skeleton-shine, #f7f7f7)">
            <animate
              attributeName="offset"
              values={`${-gradientRatio / 2}; ${-gradientRatio / 2}; ${1 + gradientRatio / 2}`}
              keyTimes={keyTimes}
              dur={dur}
              repeatCount="indefinite"
            />
          </stop>
          <stop offset="100%" stopColor="var(--skeleton-base, #ececec)">
            <animate
              attributeName="offset"
              values={`0; 0; ${1 + gradientRatio}`}
              keyTimes={keyTimes}
              dur={dur}
              repeatCount="indefinite"
            />
          </stop>
        </linearGradient>
      </defs>
    </svg>
  );
}
