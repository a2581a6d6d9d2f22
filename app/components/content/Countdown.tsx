import {useEffect, useState} from 'react';

export function remaining(until: number, now: number) {
  const total = Math.max(0, Math.floor((until - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatRemaining(until: number, now: number) {
  const {days, hours, minutes, seconds} = remaining(until, now);
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}

/**
 * Time left until `until`. The first render uses the server's clock (`now` from the
 * loader) so the markup hydrates unchanged; then it ticks every second.
 */
export function Countdown({
  until,
  now,
  label,
  className,
}: {
  until: number;
  now: number;
  label?: string;
  className?: string;
}) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    setCurrent(Date.now());
    const timer = window.setInterval(() => setCurrent(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span
      role="timer"
      aria-label={label}
      className={`font-bold tabular-nums ${className ?? ''}`}
    >
      <time dateTime={new Date(until).toISOString()}>
        {formatRemaining(until, current)}
      </time>
    </span>
  );
}
