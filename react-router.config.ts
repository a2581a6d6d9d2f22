import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

export default {
  presets: [hydrogenPreset()],
  future: {
    // React Router 8's behaviour now: loaders get the raw request and the page address
    // as `url` (app/lib/page-url.ts for code that holds only the request), and the root's
    // data is `/_.data`.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
