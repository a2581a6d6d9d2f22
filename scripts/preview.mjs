/** `npm run preview`: builds, then serves the production worker in mini-oxygen on the sandbox store. */
import {execFileSync} from 'node:child_process';
import {loadDotEnv, startStack} from './stack.mjs';

loadDotEnv();
if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build'], {stdio: 'inherit'});
try {
  const stack = await startStack({
    mode: 'preview',
    port: Number(process.env.PORT ?? 3000),
  });
  console.log(`\n  Storefront (production build) at ${stack.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void stack.close().then(() => process.exit(0)));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
