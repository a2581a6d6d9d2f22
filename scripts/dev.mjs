/** `npm run dev`: the storefront in Vite + mini-oxygen, on the sandbox store unless credentials are set. */
import {loadDotEnv, startStack} from './stack.mjs';

loadDotEnv();
try {
  const stack = await startStack({
    mode: 'dev',
    port: Number(process.env.PORT ?? 3000),
  });
  console.log(`\n  Storefront ready at ${stack.url}`);
  console.log(
    stack.sandbox
      ? `  Sandbox store at ${stack.sandbox.origin} (outbox: ${stack.sandbox.origin}/_sandbox/outbox)\n`
      : '  Using the configured commerce, search and content services\n',
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void stack.close().then(() => process.exit(0)));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
