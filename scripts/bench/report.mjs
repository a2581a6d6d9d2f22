/** The benchmark tables printed to the console and copied into the README. */
const kib = (bytes) => `${Math.round(bytes / 1024)} KB`;
const kb1 = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (ours, theirs) => (theirs ? (ours / theirs).toFixed(2) : 'n/a');
const yes = (ok) => (ok ? 'yes' : '**no**');

/** The issue's targets for the product page, ours beside the skeleton's. */
function productRows(ours, skeleton, load) {
  const rows = [];
  if (ours && skeleton) {
    const range = (r) =>
      `${r.performance} (${r.performanceRange[0]}–${r.performanceRange[1]})`;
    rows.push(
      [
        'performance score',
        range(ours),
        range(skeleton),
        ratio(ours.performance, skeleton.performance),
        '≥ skeleton',
        ours.performance >= skeleton.performance,
      ],
      [
        'LCP',
        `${ours.lcpMs} ms`,
        `${skeleton.lcpMs} ms`,
        ratio(ours.lcpMs, skeleton.lcpMs),
        '≤ skeleton',
        ours.lcpMs <= skeleton.lcpMs,
      ],
      [
        'FCP',
        `${ours.fcpMs} ms`,
        `${skeleton.fcpMs} ms`,
        ratio(ours.fcpMs, skeleton.fcpMs),
        '≤ skeleton',
        ours.fcpMs <= skeleton.fcpMs,
      ],
      [
        'total blocking time',
        `${ours.tbtMs} ms`,
        `${skeleton.tbtMs} ms`,
        ratio(ours.tbtMs, skeleton.tbtMs),
        '≤ skeleton and ≤ 50 ms',
        ours.tbtMs <= Math.max(skeleton.tbtMs, 0) && ours.tbtMs <= 50,
      ],
      [
        'bytes transferred',
        kib(ours.bytes),
        kib(skeleton.bytes),
        ratio(ours.bytes, skeleton.bytes),
        '≤ 1.3x',
        ours.bytes <= 1.3 * skeleton.bytes,
      ],
    );
  }
  if (load?.product && load['skeleton product']) {
    const a = load.product;
    const b = load['skeleton product'];
    rows.push([
      'server render, 10 connections, 10 s (autocannon)',
      `${a.requestsPerSecond} req/s, p50 ${a.p50Ms} ms`,
      `${b.requestsPerSecond} req/s, p50 ${b.p50Ms} ms`,
      ratio(a.requestsPerSecond, b.requestsPerSecond),
      '≥ 1.00',
      a.requestsPerSecond >= b.requestsPerSecond,
    ]);
  }
  return rows;
}

export function renderMarkdown(results) {
  const lines = [
    `Benchmarks of ${results.date} (${results.machine}, Node ${results.node}); load average ${results.loadAverageAtStart} at the start, ${results.loadAverageAtEnd} at the end.`,
    `Skeleton: Hydrogen's starter ${results.skeleton?.version} from @shopify/cli-hydrogen@${results.skeleton?.cliVersion}; both production builds in mini-oxygen, both compressed, both reading the same sandbox.`,
    `Lighthouse mobile, simulated throttling, ${results.runs} interleaved runs, medians (range of scores in brackets); server render: ${results.loadRounds} interleaved rounds of autocannon (every other round in reverse order), medians.`,
  ];
  const benchmarks = [
    ...Object.values(results.lighthouse ?? {}),
    results.skeletonLighthouse,
  ]
    .map((page) => page?.benchmarkIndex)
    .filter((index) => typeof index === 'number');
  if (benchmarks.length)
    lines.push(
      `Lighthouse's CPU benchmark index during the run (medians per page): ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}; TBT moves with it.`,
    );
  lines.push('');
  const rows = productRows(
    results.lighthouse?.product,
    results.skeletonLighthouse,
    results.load,
  );
  if (rows.length) {
    lines.push(
      '| product page | this storefront | skeleton | ratio | target | met |',
      '|---|---|---|---|---|---|',
    );
    for (const [label, ours, theirs, r, target, ok] of rows)
      lines.push(
        `| ${label} | ${ours} | ${theirs} | ${r} | ${target} | ${yes(ok)} |`,
      );
    lines.push('');
  }
  if (results.lighthouse) {
    lines.push(
      '| page | performance | LCP ms | FCP ms | TBT ms | CLS | KB | accessibility | best practices | SEO | target (100, LCP ≤ 1500, TBT ≤ 50, CLS 0) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [page, r] of Object.entries(results.lighthouse)) {
      const ok =
        page === 'product'
          ? 'see above'
          : yes(
              r.performance >= 100 &&
                r.lcpMs <= 1500 &&
                r.tbtMs <= 50 &&
                r.cls === 0,
            );
      lines.push(
        `| ${page} | ${r.performance} (${r.performanceRange[0]}–${r.performanceRange[1]}) | ${r.lcpMs} | ${r.fcpMs} | ${r.tbtMs} | ${r.cls} | ${Math.round(r.bytes / 1024)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ok} |`,
      );
    }
    lines.push(
      ...failedAudits(
        results.lighthouse,
        'failedAccessibility',
        'accessibility audits failed in some run',
      ),
      // Search results ask not to be indexed (noindex, follow), which Lighthouse's SEO counts.
      ...failedAudits(results.lighthouse, 'failedSeo', 'SEO audits failed'),
    );
    lines.push('');
  }
  if (results.desktopLighthouse) {
    lines.push(
      `Lighthouse desktop preset (1350×940, 10 Mbit/s, the CPU unslowed), ${results.desktopRuns} interleaved runs, medians; the issue's targets are the phone's, so these have none:`,
      '',
      '| desktop | performance | LCP ms | FCP ms | TBT ms | CLS | KB | accessibility |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const [page, r] of Object.entries(results.desktopLighthouse))
      lines.push(
        `| ${page} | ${r.performance} (${r.performanceRange[0]}–${r.performanceRange[1]}) | ${r.lcpMs} | ${r.fcpMs} | ${r.tbtMs} | ${r.cls} | ${Math.round(r.bytes / 1024)} | ${r.accessibility} |`,
      );
    lines.push(
      ...failedAudits(
        results.desktopLighthouse,
        'failedAccessibility',
        'accessibility audits failed in some run',
        ' (desktop)',
      ),
    );
    lines.push('');
  }
  if (results.load) {
    const base = results.load['skeleton product']?.requestsPerSecond;
    lines.push(
      '| server render (workerd, 10 connections, 10 s) | tiles | req/s (each round) | p50 ms | p99 ms | vs skeleton product req/s | target |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [page, r] of Object.entries(results.load)) {
      const share = base
        ? `${Math.round((100 * r.requestsPerSecond) / base)}%`
        : 'n/a';
      const target =
        page === 'collection' || page === 'search'
          ? `≥ 60%: ${yes(base && r.requestsPerSecond >= 0.6 * base)}`
          : page === 'product'
            ? '≥ 100%'
            : '';
      const errors =
        r.non2xx || r.errors
          ? ` (${r.non2xx} non-2xx, ${r.errors} errors)`
          : '';
      lines.push(
        `| ${page}${errors} | ${results.tiles?.[page] ?? ''} | ${r.requestsPerSecond}${r.rounds ? ` (${r.rounds.join(', ')})` : ''} | ${r.p50Ms} | ${r.p99Ms} | ${share} | ${target} |`,
      );
    }
    lines.push('');
  }
  if (results.javascript) {
    lines.push(
      '| page | client JS (gzip KiB) | skeleton (gzip KiB) |',
      '|---|---|---|',
    );
    for (const [page, r] of Object.entries(results.javascript)) {
      const skeleton = results.skeletonJavascript?.[page];
      lines.push(
        `| ${page} | ${kb1(r.gzip)} | ${skeleton ? kb1(skeleton.gzip) : 'n/a'} |`,
      );
    }
    lines.push('');
  }
  if (results.search)
    lines.push(
      `Sandbox faceted search: p50 ${results.search.p50Ms} ms, p99 ${results.search.p99Ms} ms over ${results.search.samples} requests.`,
      '',
    );
  if (results.searchScale) {
    const {products, p50Ms, tenfoldProducts, tenfoldP50Ms} =
      results.searchScale;
    lines.push(
      `In process: p50 ${p50Ms} ms over ${products} products, ${tenfoldP50Ms} ms over ${tenfoldProducts} (ten times the catalog).`,
      '',
    );
  }
  return lines.join('\n');
}

/** One line per page whose runs failed audits of a kind (`failedAccessibility`, `failedSeo`). */
function failedAudits(pages, kind, label, where = '') {
  return Object.entries(pages)
    .filter(([, r]) => r[kind]?.length)
    .map(([page, r]) => `- ${page}${where}: ${label}: ${r[kind].join(', ')}`);
}
