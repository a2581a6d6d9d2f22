import {Fragment} from 'react';
import {PrismicRichText, type RichTextComponents} from '@prismicio/react';
import type {RichTextField} from '@prismicio/client';
import {sanitizeEmbedHtml} from '~/lib/content/embed';
import {image, link} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import {PrismicImage} from './PrismicImage';
import {SmartLink} from './SmartLink';

function components(locale: string): RichTextComponents {
  return {
    hyperlink: ({node, children, key}) => {
      const target = link(node.data, locale);
      return target ? (
        <SmartLink key={key} link={target}>
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
      return html ? <div key={key} className="rich-text__embed" dangerouslySetInnerHTML={{__html: html}} /> : <Fragment key={key} />;
    },
    image: ({node, key}) => {
      const picture = <PrismicImage image={image(node)} sizes="(min-width: 768px) 720px, 100vw" />;
      const target = node.linkTo ? link(node.linkTo, locale) : null;
      return (
        <p key={key} className="rich-text__image">
          {target ? <SmartLink link={target}>{picture}</SmartLink> : picture}
        </p>
      );
    },
    label: ({node, children, key}) => (
      <span key={key} className={`rich-text__label rich-text__label--${node.data.label.replace(/[^A-Za-z0-9_-]/g, '')}`}>
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
export function RichText({field, className}: {field: RichTextField | null | undefined; className?: string}) {
  const locale = useLocale();
  if (!field?.length) return null;
  return (
    <div className={`rich-text${className ? ` ${className}` : ''}`}>
      <PrismicRichText field={field} components={components(locale)} />
    </div>
  );
}
