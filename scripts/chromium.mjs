/**
 * The one place that says which Chromium the tooling launches (Lighthouse in the
 * benchmarks). CHROMIUM_PATH overrides the Debian package's binary.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
