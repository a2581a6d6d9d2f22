import {Cta} from '~/components/content/SmartLink';
import {VideoEmbed} from '~/components/content/VideoEmbed';
import {
  sliceClass,
  sliceDomId,
  SliceTitle,
  type SliceProps,
} from '~/components/content/slices';
import {asRow, bool, image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

/** A video from a known provider with its poster, heading and call to action. */
export default function PromoVideoSlice({
  slice,
}: SliceProps<PageSliceOf<'promo_video'>>) {
  const locale = useLocale();
  const {primary} = slice;
  const video = asRow(primary.video);
  const heading = text(primary.heading);
  const titleId = sliceDomId(slice);
  const watch = text(video.embed_url);
  return (
    <section
      className={sliceClass('slice-video')}
      aria-labelledby={heading ? titleId : undefined}
    >
      <SliceTitle id={titleId} title={heading} />
      <VideoEmbed
        html={video.html}
        title={text(video.title) ?? heading ?? 'Video'}
        poster={image(primary.poster)}
        watchUrl={watch && /^https:\/\//.test(watch) ? watch : null}
        autoplay={bool(primary.autoplay)}
      />
      <Cta
        text={text(primary.cta_text)}
        link={link(primary.cta_link, locale)}
        style={primary.cta_style}
        className="mt-4"
      />
    </section>
  );
}
