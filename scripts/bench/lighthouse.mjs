/**
 * Lighthouse in Chromium (Debian's, else npm's: scripts/chromium.mjs) with mobile emulation and simulated throttling,
 * or Lighthouse's desktop preset (1350×940, a 10 Mbit/s line, the CPU as it is). Every page is
 * visited once unmeasured, then the pages take turns, run after run, so a burst of load
 * on the machine lands on all of them alike; the figures are medians of the runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {resolveChromium} from '../chromium.mjs';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Paint holding keeps a navigation's first frame back until the page is "ready"; in this
  // headless Chromium it held the first frame of 4 in 10 visits, ours and the skeleton's alike,
  // about a second past load at random, and the simulated LCP then counted every request and
  // task of that second (docs/decisions/021). Both storefronts are measured without it.
  '--disable-features=PaintHolding',
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'bytes',
  'observedFcpMs',
  'observedLoadMs',
  'benchmarkIndex',
];

const failed = (category, audits) =>
  category.auditRefs.filter((r) => audits[r.id]?.score === 0).map((r) => r.id);

async function visit(port, url, desktop) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = desktop
    ? await lighthouse(url, flags, desktopConfig)
    : await lighthouse(url, {
        ...flags,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
  const {categories, audits, runtimeError} = result.lhr;
  if (runtimeError)
    throw new Error(
      `Lighthouse could not measure ${url}: ${runtimeError.message}`,
    );
  const observed = audits.metrics.details.items[0];
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    bytes: Math.round(audits['total-byte-weight'].numericValue),
    observedFcpMs: Math.round(observed.observedFirstContentfulPaint),
    observedLoadMs: Math.round(observed.observedLoad),
    // Lighthouse's own measure of the CPU during the visit: on a shared machine it moves
    // from visit to visit, and TBT (observed tasks slowed 4x) moves with it.
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    failedAccessibility: failed(categories.accessibility, audits),
    failedSeo: failed(categories.seo, audits),
  };
}

/**
 * @param {Record<string, string>} targets name -> absolute URL
 * @param {number} runs measured runs per page
 * @param {{desktop?: boolean}} [options] the desktop preset instead of the phone
 */
export async function lighthouseInterleaved(
  targets,
  runs,
  {desktop = false} = {},
) {
  const chromium = await resolveChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: FLAGS,
    envVars: chromium.env,
  });
  const samples = Object.fromEntries(
    Object.keys(targets).map((name) => [name, []]),
  );
  try {
    // One unmeasured visit each: the sandbox draws each picture on its first request,
    // work a real image CDN has long cached, and it would load the CPU the browser shares.
    for (const url of Object.values(targets))
      await visit(chrome.port, url, desktop);
    for (let run = 1; run <= runs; run++) {
      for (const [name, url] of Object.entries(targets)) {
        const sample = await visit(chrome.port, url, desktop);
        samples[name].push(sample);
        console.log(
          `lighthouse${desktop ? ' desktop' : ''} ${run}/${runs} ${name}: performance ${sample.performance}, LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms, ${Math.round(sample.bytes / 1024)} KiB (observed: first paint ${sample.observedFcpMs} ms, load ${sample.observedLoadMs} ms; CPU benchmark ${sample.benchmarkIndex})`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      const summary = Object.fromEntries(
        METRICS.map((key) => [key, median(list.map((s) => s[key]))]),
      );
      const scores = list.map((s) => s.performance);
      summary.performanceRange = [Math.min(...scores), Math.max(...scores)];
      for (const key of ['failedAccessibility', 'failedSeo'])
        summary[key] = [...new Set(list.flatMap((s) => s[key]))];
      summary.runs = list.length;
      return [name, summary];
    }),
  );
}
