/**
 * Every page slice's component, loaded together: what the server renders with. The
 * browser loads them one by one (`./index.ts`), and only those a page draws with code.
 */
import type {ComponentType} from 'react';
import type {SliceProps} from '~/components/content/slices';
import type {PageSliceOf} from '~/lib/content/page';
import type {PageSliceType} from './index';
import AlignedImage from './AlignedImage';
import Ambassadors from './Ambassadors';
import CollectionGallery from './CollectionGallery';
import ContactForm from './ContactForm';
import InstagramSlider from './InstagramSlider';
import Placeholder from './Placeholder';
import PromoBannerFull2 from './PromoBannerFull2';
import PromoBannerSplit from './PromoBannerSplit';
import PromoVideo from './PromoVideo';
import SizeGuide from './SizeGuide';
import SmsRegistration from './SmsRegistration';
import Table from './Table';
import Text from './Text';
import TilesRow2 from './TilesRow2';
import TilesRow3 from './TilesRow3';
import TilesRow4 from './TilesRow4';

export const components: {
  [T in PageSliceType]: ComponentType<SliceProps<PageSliceOf<T>>>;
} = {
  text: Text,
  size_guide: SizeGuide,
  table: Table,
  contact_form: ContactForm,
  sms_registration: SmsRegistration,
  collection_gallery: CollectionGallery,
  aligned_image: AlignedImage,
  promo_banner_full_2: PromoBannerFull2,
  promo_banner_split: PromoBannerSplit,
  tiles_row_2: TilesRow2,
  tiles_row_3: TilesRow3,
  tiles_row_4: TilesRow4,
  promo_video: PromoVideo,
  placeholder: Placeholder,
  instagram_slider: InstagramSlider,
  ambassadors: Ambassadors,
};
