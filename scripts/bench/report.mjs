/** The benchmark table printed to the console and copied into the README. */
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function renderMarkdown(results) {
  const lines = [`Benchmarks of ${results.date} (${results.machine}, Node ${results.node})`, ''];
  if (results.lighthouse) {
    lines.push('| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |', '|---|---|---|---|---|---|---|---|');
    for (const [page, r] of Object.entries(results.lighthouse)) {
      lines.push(`| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
    }
    lines.push('');
  }
  if (results.javascript) {
    lines.push('| page | client JS (gzip KiB) | skeleton (gzip KiB) |', '|---|---|---|');
    for (const [page, r] of Object.entries(results.javascript)) {
      const skeleton = results.skeletonJavascript?.[page];
      lines.push(`| ${page} | ${kb(r.gzip)} | ${skeleton ? kb(skeleton.gzip) : 'n/a'} |`);
    }
    lines.push('');
  }
  if (results.load) {
    lines.push('| server render (workerd) | req/s | p50 ms | p99 ms |', '|---|---|---|---|');
    for (const [page, r] of Object.entries(results.load)) lines.push(`| ${page} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} |`);
    lines.push('');
  }
  if (results.search) lines.push(`Sandbox faceted search: p50 ${results.search.p50Ms} ms, p99 ${results.search.p99Ms} ms over ${results.search.samples} requests.`, '');
  if (results.searchScale) {
    const {products, p50Ms, tenfoldProducts, tenfoldP50Ms} = results.searchScale;
    lines.push(`In process: p50 ${p50Ms} ms over ${products} products, ${tenfoldP50Ms} ms over ${tenfoldProducts} (ten times the catalog).`, '');
  }
  return lines.join('\n');
}
