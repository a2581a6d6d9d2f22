import {useEffect, useState} from 'react';
import type {
  Countdown as CountdownData,
  LinkData,
  TopBanner,
} from '~/lib/content/site-content';
import {SmartLink} from '../content/SmartLink';
import {Countdown} from '../content/Countdown';

type Colours = {textColour: string | null; backgroundColour: string | null};

const style = ({textColour, backgroundColour}: Colours) => ({
  ...(textColour ? {color: textColour} : {}),
  ...(backgroundColour ? {background: backgroundColour} : {}),
});

/** Every bar has a fixed height, so nothing below shifts as messages change. */
const BAR =
  'relative flex h-9 items-center justify-center overflow-hidden bg-ink px-11 text-center whitespace-nowrap text-paper [&_a]:text-inherit [&_a]:underline-offset-3';

function BannerText({text, link}: {text: string; link: LinkData | null}) {
  return link ? <SmartLink link={link}>{text}</SmartLink> : <span>{text}</span>;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

/** A pause control for moving banners (WCAG 2.2.2); it appears once the page can act on it. */
function PauseButton({
  paused,
  onToggle,
  label,
}: {
  paused: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className="absolute top-1/2 right-1 min-h-8 min-w-8 -translate-y-1/2 cursor-pointer border-0 bg-transparent text-xs text-inherit"
      onClick={onToggle}
      aria-pressed={paused}
      aria-label={`${paused ? 'Play' : 'Pause'} ${label}`}
    >
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
    </button>
  );
}

/** Messages that take turns every `seconds`; the first one alone without JavaScript. */
function CarouselBanner({
  banner,
}: {
  banner: Extract<TopBanner, {kind: 'carousel'}>;
}) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [ready, setReady] = useState(false);
  const reduced = usePrefersReducedMotion();
  useEffect(() => setReady(true), []);
  const moving =
    ready && !paused && !held && !reduced && banner.items.length > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setActive((n) => (n + 1) % banner.items.length),
      banner.seconds * 1000,
    );
    return () => window.clearInterval(timer);
  }, [moving, banner.items.length, banner.seconds]);
  return (
    <div
      className={`top-banner--carousel ${BAR}`}
      style={style(banner)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul className="relative m-0 size-full list-none p-0">
        {banner.items.map((item, n) => (
          <li
            key={n}
            className={`top-banner__slide absolute inset-0 flex items-center justify-center overflow-hidden text-ellipsis motion-reduce:transition-none ${
              n === active
                ? 'is-active visible opacity-100 [transition:opacity_0.4s_ease]'
                : 'invisible opacity-0 [transition:opacity_0.4s_ease,visibility_0s_linear_0.4s]'
            }`}
          >
            <BannerText text={item.text} link={item.link} />
          </li>
        ))}
      </ul>
      {ready && banner.items.length > 1 && !reduced ? (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          label="announcements"
        />
      ) : null}
    </div>
  );
}

const MARQUEE = 'block w-full overflow-hidden no-underline';

/** A message that scrolls across, one pass every `seconds`; still for shoppers who prefer less motion. */
function MarqueeBanner({
  banner,
}: {
  banner: Extract<TopBanner, {kind: 'marquee'}>;
}) {
  const [paused, setPaused] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const copies = Array.from({length: 4}, (_, n) => (
    <span key={n} className="pr-16" aria-hidden={n > 0 ? true : undefined}>
      {banner.text}
    </span>
  ));
  const track = (
    <span
      className={`inline-flex animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none ${
        paused ? '[animation-play-state:paused]' : ''
      }`}
      style={{'--marquee-seconds': `${banner.seconds}s`} as React.CSSProperties}
    >
      {copies}
      {copies.map((copy, n) => (
        <span key={`again-${n}`} className="pr-16" aria-hidden="true">
          {banner.text}
        </span>
      ))}
    </span>
  );
  return (
    <div className={`top-banner--marquee group ${BAR}`} style={style(banner)}>
      {banner.link ? (
        <SmartLink link={banner.link} className={MARQUEE}>
          {track}
        </SmartLink>
      ) : (
        <span className={MARQUEE}>{track}</span>
      )}
      {ready ? (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          label="scrolling message"
        />
      ) : null}
    </div>
  );
}

function CountdownBanner({
  countdown,
  now,
}: {
  countdown: CountdownData;
  now: number;
}) {
  const body = (
    <>
      {countdown.textLeft ? <span>{countdown.textLeft}</span> : null}
      <Countdown until={countdown.launchAt} now={now} />
      {countdown.textRight ? <span>{countdown.textRight}</span> : null}
    </>
  );
  return (
    <div className={`top-banner--countdown ${BAR} gap-2 bg-accent`}>
      {countdown.link ? (
        <SmartLink
          link={countdown.link}
          className="inline-flex gap-2 no-underline"
        >
          {body}
        </SmartLink>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The announcement bars above the header: static, carousel and marquee banners and
 * the countdown. Each bar has a fixed height, so nothing below moves as they change.
 */
export function TopBanners({
  banners,
  countdown,
  showCountdown,
  now,
}: {
  banners: TopBanner[];
  countdown: CountdownData | null;
  showCountdown: boolean;
  now: number;
}) {
  if (!banners.length && !(countdown && showCountdown)) return null;
  return (
    <div
      className="top-banners text-sm"
      role="region"
      aria-label="Announcements"
    >
      {countdown && showCountdown ? (
        <CountdownBanner countdown={countdown} now={now} />
      ) : null}
      {banners.map((banner, n) => {
        switch (banner.kind) {
          case 'static':
            return (
              <div
                key={n}
                className={`top-banner--static ${BAR}`}
                style={style(banner)}
              >
                <BannerText text={banner.text} link={banner.link} />
              </div>
            );
          case 'carousel':
            return <CarouselBanner key={n} banner={banner} />;
          case 'marquee':
            return <MarqueeBanner key={n} banner={banner} />;
        }
      })}
    </div>
  );
}
