/** p50/p99 of a faceted sandbox search, measured from a client on loopback. */
export async function searchLatency(origin, {samples = 200} = {}) {
  const queries = [
    'dress',
    'linen',
    'knit',
    'black',
    'silk shirt',
    'denim',
    'coat',
    'sandal',
  ];
  const timings = [];
  for (let i = 0; i < samples; i++) {
    const params = new URLSearchParams({
      siteId: 'sandbox-us',
      q: queries[i % queries.length],
      resultsFormat: 'json',
      resultsPerPage: '48',
      'bgfilter.ss_is_published': '1',
    });
    if (i % 2) params.append('filter.size', 'M');
    if (i % 3) params.set('sort.ss_price', 'asc');
    const started = performance.now();
    await fetch(`${origin}/api/search/search.json?${params}`).then((r) =>
      r.arrayBuffer(),
    );
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (p) =>
    Number(
      timings[
        Math.min(timings.length - 1, Math.floor(p * timings.length))
      ].toFixed(2),
    );
  const result = {samples, p50Ms: at(0.5), p99Ms: at(0.99)};
  console.log(`search: ${JSON.stringify(result)}`);
  return result;
}
