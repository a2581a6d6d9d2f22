/**
 * Server rendering under concurrent load on loopback: autocannon in its own process,
 * so the load generator never shares an event loop with the sandbox or the preview
 * servers it is measuring.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

export async function loadTest(url, {connections = 10, duration = 10} = {}) {
  // Warm the caches first so the figure is about steady-state rendering.
  for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer());
  const {stdout} = await run(
    'node_modules/.bin/autocannon',
    ['-c', String(connections), '-d', String(duration), '-j', url],
    {maxBuffer: 16 * 1024 * 1024},
  );
  const result = JSON.parse(stdout);
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
