/**
 * `npm run sandbox`: the sandbox store alone, on a fixed loopback port with a persistent database.
 */
import {parseArgs} from 'node:util';
import {startSandbox} from './server.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.SANDBOX_PORT ?? '4100'},
    db: {
      type: 'string',
      default: process.env.SANDBOX_DB ?? '.sandbox-data/store.db',
    },
    quiet: {type: 'boolean', default: false},
  },
});

const sandbox = await startSandbox({
  port: Number(values.port),
  dbPath: values.db,
  log: !values.quiet,
});
console.log(
  `Sandbox store listening on ${sandbox.origin} (database ${values.db})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
