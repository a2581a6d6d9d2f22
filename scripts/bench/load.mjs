/** Requests per second and latency percentiles under concurrent load, on loopback only. */
import autocannon from 'autocannon';

export async function loadTest(url, {connections = 10, duration = 10} = {}) {
  // Warm the caches first so the figure is about steady-state rendering.
  for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer());
  const result = await autocannon({url, connections, duration});
  const summary = {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`load ${url}: ${JSON.stringify(summary)}`);
  return summary;
}
