/** Lighthouse in Chromium (Debian's, else npm's: scripts/chromium.mjs) with mobile emulation and simulated throttling; medians of N runs. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {resolveChromium} from '../chromium.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function lighthousePages(baseUrl, pages, runs) {
  const chromium = await resolveChromium();
  const chrome = await chromeLauncher.launch({chromePath: chromium.executablePath, chromeFlags: FLAGS, envVars: chromium.env});
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const samples = [];
      // One unmeasured visit first: the sandbox draws each picture on its first request,
      // work a real image CDN has long cached, and it would load the CPU the browser shares.
      for (let i = -1; i < runs; i++) {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        if (i < 0) continue;
        const {categories, audits} = result.lhr;
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          failedAccessibility: Object.values(audits)
            .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .map((a) => a.id),
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      out[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        failedAccessibility: [...new Set(samples.flatMap((s) => s.failedAccessibility))],
      };
      console.log(`lighthouse ${name}: ${JSON.stringify(out[name])}`);
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
