/**
 * Deterministic-ish figures for a busy machine: for each page, ours beside the skeleton in
 * the same run: bytes and requests (CDP), main-thread script time and long tasks under 4x
 * CPU slowdown (Lighthouse's mobile factor), and workerd CPU per render (sequential).
 *
 *   node scripts/bench/probe.mjs [--pages product,collection] [--renders 100] [--visits 3] [--no-browser] [--no-server]
 */
import {readFileSync, readdirSync, mkdtempSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from 'playwright-core';
import {startStack} from '../stack.mjs';
import {prepareSkeleton, serveSkeleton} from './skeleton.mjs';
import {resolveChromium} from '../chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const flag = (name) => args.includes(`--${name}`);
const PRODUCT = 'amalfi-linen-midi-dress-black';
const ALL = {
  home: '/',
  collection: '/collections/sale',
  product: `/products/${PRODUCT}`,
  search: '/search?q=dress',
  cart: '/cart',
};
const wanted = option('pages', 'product').split(',');
const renders = Number(option('renders', 100));
const visits = Number(option('visits', 3));

const workerdPids = () => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid)], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter(Boolean)
      .flatMap((pid) => [
        pid,
        ...(() => {
          try {
            return execFileSync('pgrep', ['-P', pid], {encoding: 'utf8'})
              .trim()
              .split('\n');
          } catch {
            return [];
          }
        })(),
      ])
      .filter(
        (pid) =>
          pid &&
          readFileSync(`/proc/${pid}/comm`, 'utf8')
            .trim()
            .startsWith('workerd'),
      );
  } catch {
    return [];
  }
};
const cpuMs = (pids) =>
  pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in clock ticks (100 Hz)
  }, 0);

const dir = mkdtempSync(join(tmpdir(), 'perf-probe-'));
const before = new Set(workerdPids());
const stack = await startStack({
  mode: 'preview',
  port: 0,
  sandboxPort: 0,
  sandboxDb: join(dir, 'store.db'),
  quiet: true,
});
const ours = workerdPids().filter((p) => !before.has(p));
const skeletonBuild = prepareSkeleton();
const skeleton = await serveSkeleton(skeletonBuild.app, stack.sandbox.origin);
const theirs = workerdPids().filter((p) => !before.has(p) && !ours.includes(p));
console.log(`workerd ours ${ours} skeleton ${theirs}`);

const out = {};
try {
  if (!flag('no-server')) {
    const targets = wanted.map((name) => [name, stack.url + ALL[name], ours]);
    targets.push(['skeleton product', skeleton.url + ALL.product, theirs]);
    for (const [, url] of targets)
      for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer());
    const samples = Object.fromEntries(
      targets.map(([n]) => [n, {cpu: 0, wall: 0, bytes: 0}]),
    );
    // Interleave in blocks of 10 so a burst of load lands on all alike.
    for (let block = 0; block < renders / 10; block++) {
      for (const [name, url, pids] of targets) {
        const cpu0 = cpuMs(pids);
        const t0 = performance.now();
        for (let i = 0; i < 10; i++) {
          const body = await fetch(url, {
            headers: {'accept-encoding': 'identity'},
          }).then((r) => r.arrayBuffer());
          samples[name].bytes = body.byteLength;
        }
        samples[name].wall += performance.now() - t0;
        samples[name].cpu += cpuMs(pids) - cpu0;
      }
    }
    for (const [name, s] of Object.entries(samples)) {
      out[`server ${name}`] = {
        cpuMsPerRender: +(s.cpu / renders).toFixed(2),
        wallMsPerRender: +(s.wall / renders).toFixed(1),
        htmlBytes: s.bytes,
      };
    }
  }
  if (!flag('no-browser')) {
    const {executablePath} = await resolveChromium();
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox'],
    });
    const targets = wanted.map((name) => [name, stack.url + ALL[name]]);
    if (wanted.includes('product'))
      targets.push(['skeleton product', skeleton.url + ALL.product]);
    const results = Object.fromEntries(targets.map(([n]) => [n, []]));
    for (let visit = 0; visit <= visits; visit++) {
      for (const [name, url] of targets) {
        const context = await browser.newContext({
          viewport: {width: 412, height: 823},
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__long = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              window.__long.push([
                Math.round(e.startTime),
                Math.round(e.duration),
              ]);
          }).observe({type: 'longtask', buffered: true});
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Performance.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        let bytes = 0;
        const requests = [];
        const urls = new Map();
        cdp.on('Network.requestWillBeSent', (e) =>
          urls.set(e.requestId, e.request.url),
        );
        cdp.on('Network.loadingFinished', (e) => {
          bytes += e.encodedDataLength;
          requests.push([urls.get(e.requestId), e.encodedDataLength]);
        });
        await page.goto(url, {waitUntil: 'load'});
        await page.waitForTimeout(4000);
        const metrics = Object.fromEntries(
          (await cdp.send('Performance.getMetrics')).metrics.map((m) => [
            m.name,
            m.value,
          ]),
        );
        const long = await page.evaluate(() => window.__long);
        const tbt = long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
        if (visit > 0)
          results[name].push({
            bytes,
            requests: requests.length,
            scriptMs: metrics.ScriptDuration * 1000,
            taskMs: metrics.TaskDuration * 1000,
            tbt,
            long,
            list: requests,
          });
        await context.close();
      }
    }
    await browser.close();
    const med = (v) => {
      const s = [...v].sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)];
    };
    for (const [name, list] of Object.entries(results)) {
      out[`browser ${name}`] = {
        kb: +(med(list.map((r) => r.bytes)) / 1024).toFixed(1),
        requests: med(list.map((r) => r.requests)),
        scriptMs: Math.round(med(list.map((r) => r.scriptMs))),
        taskMs: Math.round(med(list.map((r) => r.taskMs))),
        tbt4x: med(list.map((r) => r.tbt)),
        long: list
          .at(-1)
          .long.map(([s, d]) => `${s}+${d}`)
          .join(' '),
      };
      if (flag('requests'))
        for (const [u, b] of list.at(-1).list)
          console.log(
            `  ${name} ${(b / 1024).toFixed(1)}KB ${u.replace(/^https?:\/\/[^/]+/, '')}`,
          );
    }
  }
} finally {
  await skeleton.close();
  await stack.close();
}
console.table(out);
process.exit(0);
