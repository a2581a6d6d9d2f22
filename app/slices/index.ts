/**
 * The slice zone's components, by slice type. Every page slice type has one; the
 * collection slices are rendered by CollectionContent from the collection loader's
 * result (their lock state comes from the server), and the global settings slices
 * by the navigation, footer and banners.
 */
import type {ComponentType} from 'react';
import type {SliceProps} from '~/components/content/slices';
import type {PageSlice, PageSliceOf} from '~/lib/content/page';

export const PAGE_SLICE_TYPES = [
  'text',
  'size_guide',
  'table',
  'contact_form',
  'sms_registration',
  'collection_gallery',
  'aligned_image',
  'promo_banner_full_2',
  'promo_banner_split',
  'tiles_row_2',
  'tiles_row_3',
  'tiles_row_4',
  'promo_video',
  'placeholder',
  'instagram_slider',
  'ambassadors',
] as const satisfies readonly PageSlice['slice_type'][];

export type PageSliceType = (typeof PAGE_SLICE_TYPES)[number];

/**
 * Slices whose code does something in the browser (scrolling arrows, a video's controls,
 * forms). The others only draw, and a page opened at its address keeps their server HTML
 * without loading their code (`components/content/islands.ts`).
 */
export const INTERACTIVE_SLICES: ReadonlySet<PageSliceType> = new Set([
  'contact_form',
  'sms_registration',
  'promo_video',
  'instagram_slider',
]);

type SliceModule<T extends PageSliceType> = Promise<{
  default: ComponentType<SliceProps<PageSliceOf<T>>>;
}>;

/** Each slice type's code, as its own chunk for the browser. */
/* eslint-disable @typescript-eslint/naming-convention -- the keys are the content model's slice type ids */
export const loadSlice: {[T in PageSliceType]: () => SliceModule<T>} = {
  text: () => import('./Text'),
  size_guide: () => import('./SizeGuide'),
  table: () => import('./Table'),
  contact_form: () => import('./ContactForm'),
  sms_registration: () => import('./SmsRegistration'),
  collection_gallery: () => import('./CollectionGallery'),
  aligned_image: () => import('./AlignedImage'),
  promo_banner_full_2: () => import('./PromoBannerFull2'),
  promo_banner_split: () => import('./PromoBannerSplit'),
  tiles_row_2: () => import('./TilesRow2'),
  tiles_row_3: () => import('./TilesRow3'),
  tiles_row_4: () => import('./TilesRow4'),
  promo_video: () => import('./PromoVideo'),
  placeholder: () => import('./Placeholder'),
  instagram_slider: () => import('./InstagramSlider'),
  ambassadors: () => import('./Ambassadors'),
};
/* eslint-enable @typescript-eslint/naming-convention */
