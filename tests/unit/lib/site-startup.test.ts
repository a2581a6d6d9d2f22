/** Issue 19: the site configuration is checked when the stack starts, before it says it is ready. */
import {describe, expect, it} from 'vitest';
import {checkSites} from '../../../scripts/check-sites.mjs';

describe('site configuration at start-up', {timeout: 60_000}, () => {
  it('passes the shipped sites', async () => {
    const sites = await checkSites();
    expect(Object.keys(sites)).toEqual(['us', 'au']);
  });

  it('stops with every issue of a broken site', async () => {
    const sites = (await checkSites()) as Record<
      string,
      Record<string, unknown>
    >;
    const broken = {...sites, au: {...sites.au, currency: 'XYZ', locale: 'us'}};
    await expect(checkSites(broken)).rejects.toThrow(
      /^Invalid site configuration\n- au\.currency: .+\n- au\.locale: Must match its key au/s,
    );
  });
});
