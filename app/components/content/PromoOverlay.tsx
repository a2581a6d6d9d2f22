import type {LinkData} from '~/lib/content/shape';
import {Cta} from './SmartLink';
import type {Position} from './slices';

// Darkest where the text sits, so white text reads on any picture.
const SHADE_FROM_BOTTOM =
  'bg-[linear-gradient(to_top,rgb(0_0_0/0.45),rgb(0_0_0/0.05)_60%)]';
const SHADE_FROM_TOP =
  'bg-[linear-gradient(to_bottom,rgb(0_0_0/0.45),rgb(0_0_0/0.05)_60%)]';

const PLACE: Record<Position, string> = {
  center: 'items-center justify-center bg-[rgb(0_0_0/0.3)] text-center',
  topLeft: `items-start justify-start ${SHADE_FROM_TOP}`,
  topRight: `items-end justify-start text-right ${SHADE_FROM_TOP}`,
  bottomLeft: `items-start justify-end ${SHADE_FROM_BOTTOM}`,
  bottomRight: `items-end justify-end text-right ${SHADE_FROM_BOTTOM}`,
};

type Props = {
  place: Position;
  heading: string | null;
  subheading?: string | null;
  cta: {text: string | null; link: LinkData | null; style: unknown};
  /** The editor's text colour, instead of white. */
  colour?: string | null;
};

/** A banner's heading, subheading and call to action over its picture, where the editor placed them. */
export function PromoOverlay({place, heading, subheading, cta, colour}: Props) {
  return (
    <div
      className={`promo-overlay promo-overlay--${place} absolute inset-0 flex flex-col gap-2 p-8 text-white ${PLACE[place]}`}
      style={colour ? {color: colour} : undefined}
    >
      {heading ? (
        <h2 className="text-3xl md:text-4xl lg:text-5xl">{heading}</h2>
      ) : null}
      {subheading ? <p className="text-lg">{subheading}</p> : null}
      <Cta text={cta.text} link={cta.link} style={cta.style} onPicture />
    </div>
  );
}
