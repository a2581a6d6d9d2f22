import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

export default {
  presets: [hydrogenPreset()],
  // Every route's manifest comes with the first page (one cached 2 KB script), not asked for
  // after hydrating: that answer redrew the whole page, and over the forms still waiting for
  // the shopper's first touch React set the redraw aside and leaked its error #421 into the
  // next change drawn (docs/decisions/018-routes-known-from-the-start.md).
  routeDiscovery: {mode: 'initial'},
  future: {
    // React Router 8's behaviour now: loaders get the raw request and the page address
    // as `url` (app/lib/page-url.ts for code that holds only the request), and the root's
    // data is `/_.data`.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
