/** Issue 19: every broken global-settings rule is reported in one pass, not only the first kind. */
import {describe, expect, it} from 'vitest';
import {GLOBAL_MESSAGES as M, parseGlobalSettings} from '~/lib/content';
import {seeded, sliceOf} from './fixtures';

describe('global settings validation reports every broken rule at once', () => {
  it('the 4-items rule and the countdown rules beside errors in other fields', () => {
    const doc = seeded('global--en-us.json');
    const data = doc.data as Record<string, any>;
    data.promo_banner = {};
    sliceOf(data, 'collection_nav', 'nav_item').primary.label = '';
    sliceOf(data, 'cart', 'free_shipping').items.pop();
    sliceOf(data, 'cart', 'mini_cart').items[0].shipping_cost_text = '';
    data.countdown_active = true;
    data.countdown_link = {link_type: 'Web'};
    data.countdown_launch_date_time = 'soon';
    data.collection_columns_desktop = 7;
    data.top_banner.push({slice_type: 'mystery', primary: {}, items: []});
    data.display_name = 42;
    data.enable_view_options = 'yes';
    const messages = parseGlobalSettings(doc, 'us').issues.map(
      (issue) => issue.message,
    );
    for (const message of [
      M.promoBanner,
      M.freeShippingItems,
      M.countdownLink,
      M.countdownLaunchDate,
      M.columnsDesktop,
    ]) {
      expect(messages).toContain(message);
    }
  });
});
