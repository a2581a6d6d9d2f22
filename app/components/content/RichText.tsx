import {Fragment} from 'react';
import {PrismicRichText, type RichTextComponents} from '@prismicio/react';
import type {RichTextField} from '@prismicio/client';
import {sanitizeEmbedHtml} from '~/lib/content/embed';
import {image, link} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import {PrismicImage} from './PrismicImage';
import {SmartLink} from './SmartLink';

/*
 * Editors' headings keep their level and take the page's type scale: a page title
 * (2rem) stays above them, and each level reads smaller than the one above.
 */
const HEADING = 'mt-8 mb-3 font-bold leading-tight first:mt-0';

function components(locale: string): RichTextComponents {
  return {
    heading1: ({children, key}) => (
      <h1 key={key} className={`${HEADING} text-3xl`}>
        {children}
      </h1>
    ),
    heading2: ({children, key}) => (
      <h2 key={key} className={`${HEADING} text-2xl`}>
        {children}
      </h2>
    ),
    heading3: ({children, key}) => (
      <h3 key={key} className={`${HEADING} text-xl`}>
        {children}
      </h3>
    ),
    heading4: ({children, key}) => (
      <h4 key={key} className={`${HEADING} text-lg`}>
        {children}
      </h4>
    ),
    heading5: ({children, key}) => (
      <h5 key={key} className={`${HEADING} text-base`}>
        {children}
      </h5>
    ),
    heading6: ({children, key}) => (
      <h6 key={key} className={`${HEADING} text-sm uppercase tracking-wide`}>
        {children}
      </h6>
    ),
    paragraph: ({children, key}) => (
      <p key={key} className="my-3 first:mt-0">
        {children}
      </p>
    ),
    list: ({children, key}) => (
      <ul key={key} className="my-3 list-disc ps-6">
        {children}
      </ul>
    ),
    oList: ({children, key}) => (
      <ol key={key} className="my-3 list-decimal ps-6">
        {children}
      </ol>
    ),
    preformatted: ({children, key}) => (
      <pre key={key} className="my-3 overflow-x-auto whitespace-pre-wrap">
        {children}
      </pre>
    ),
    hyperlink: ({node, children, key}) => {
      const target = link(node.data, locale);
      return target ? (
        <SmartLink
          key={key}
          link={target}
          className="underline underline-offset-2"
        >
          {children}
        </SmartLink>
      ) : (
        <span key={key}>{children}</span>
      );
    },
    // The default serializer would inject the provider's oEmbed HTML as it is.
    embed: ({node, key}) => {
      const html = sanitizeEmbedHtml(node.oembed.html);
      // An empty fragment, not null: null would hand the node back to the default serializer.
      return html ? (
        <div
          key={key}
          className="my-4 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:border-0"
          dangerouslySetInnerHTML={{__html: html}}
        />
      ) : (
        <Fragment key={key} />
      );
    },
    image: ({node, key}) => {
      const picture = (
        <PrismicImage
          image={image(node)}
          sizes="(min-width: 768px) 720px, 100vw"
        />
      );
      const target = node.linkTo ? link(node.linkTo, locale) : null;
      return (
        <p key={key} className="my-4 [&_img]:h-auto [&_img]:max-w-full">
          {target ? <SmartLink link={target}>{picture}</SmartLink> : picture}
        </p>
      );
    },
    label: ({node, children, key}) => (
      <span
        key={key}
        className={`rich-text__label rich-text__label--${node.data.label.replace(/[^A-Za-z0-9_-]/g, '')}`}
      >
        {children}
      </span>
    ),
  };
}

/**
 * Editors' rich text, rendered as React elements (never as HTML strings): links
 * resolved for the shopper's site, embeds reduced to known players, pictures through
 * the image service.
 */
export function RichText({
  field,
  className,
}: {
  field: RichTextField | null | undefined;
  className?: string;
}) {
  const locale = useLocale();
  if (!field?.length) return null;
  return (
    <div className={`rich-text${className ? ` ${className}` : ''}`}>
      <PrismicRichText field={field} components={components(locale)} />
    </div>
  );
}
