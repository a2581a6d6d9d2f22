import {useContext} from 'react';
import {Link} from 'react-router';
import {InIsland} from './island-markup';
import type {LinkData} from '~/lib/content/shape';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  link: LinkData;
  children: React.ReactNode;
};

/** A content link: the router for the storefront's own pages, a plain anchor elsewhere. */
export function SmartLink({link, children, ...props}: Props) {
  const inIsland = useContext(InIsland);
  if (link.external) {
    return (
      <a
        href={link.href}
        {...(link.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        {...props}
      >
        {children}
        {link.newTab ? (
          <span className="sr-only"> (opens in a new tab)</span>
        ) : null}
      </a>
    );
  }
  // An island routes its own links' clicks (Island.tsx).
  if (inIsland)
    return (
      <a href={link.href} {...props}>
        {children}
      </a>
    );
  return (
    <Link to={link.href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}

export type CtaStyle =
  'underline' | 'solid background' | 'transparent background';

const CTA =
  'inline-flex min-h-11 items-center justify-center text-sm font-bold tracking-[0.04em] uppercase';
const BOXED = 'px-6 py-[0.6rem] no-underline';

/** The markers (cta--solid ...) name the style; the utilities draw it. */
const CTA_CLASS: Record<CtaStyle, string> = {
  underline: `cta cta--underline ${CTA} underline underline-offset-4`,
  'solid background': `cta cta--solid ${CTA} ${BOXED}`,
  'transparent background': `cta cta--transparent ${CTA} ${BOXED} border border-current bg-transparent`,
};

function ctaClass(style: unknown, onPicture: boolean) {
  const key = (
    typeof style === 'string' && style in CTA_CLASS ? style : 'underline'
  ) as CtaStyle;
  if (key !== 'solid background') return CTA_CLASS[key];
  // On a picture a solid button is white, whatever the brand's ink.
  return `${CTA_CLASS[key]} ${onPicture ? 'bg-white text-[#1c1c1c]' : 'bg-ink text-paper'}`;
}

/** A call to action in one of the three styles editors choose from; nothing without text and link. */
export function Cta({
  text,
  link,
  style,
  className,
  onPicture = false,
}: {
  text: string | null;
  link: LinkData | null;
  style: unknown;
  className?: string;
  onPicture?: boolean;
}) {
  if (!text || !link) return null;
  return (
    <SmartLink
      link={link}
      className={`${ctaClass(style, onPicture)}${className ? ` ${className}` : ''}`}
    >
      {text}
    </SmartLink>
  );
}
