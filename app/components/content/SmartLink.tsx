import {Link} from 'react-router';
import type {LinkData} from '~/lib/content/shape';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {link: LinkData; children: React.ReactNode};

/** A content link: the router for the storefront's own pages, a plain anchor elsewhere. */
export function SmartLink({link, children, ...props}: Props) {
  if (link.external) {
    return (
      <a href={link.href} {...(link.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})} {...props}>
        {children}
        {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <Link to={link.href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}

export type CtaStyle = 'underline' | 'solid background' | 'transparent background';

const CTA_CLASS: Record<CtaStyle, string> = {
  underline: 'cta cta--underline',
  'solid background': 'cta cta--solid',
  'transparent background': 'cta cta--transparent',
};

export function ctaClass(style: unknown) {
  return CTA_CLASS[(typeof style === 'string' && style in CTA_CLASS ? style : 'underline') as CtaStyle];
}

/** A call to action in one of the three styles editors choose from; nothing without text and link. */
export function Cta({text, link, style, className}: {text: string | null; link: LinkData | null; style: unknown; className?: string}) {
  if (!text || !link) return null;
  return (
    <SmartLink link={link} className={`${ctaClass(style)}${className ? ` ${className}` : ''}`}>
      {text}
    </SmartLink>
  );
}
