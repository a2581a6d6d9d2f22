import {fileURLToPath} from 'node:url';
import {defineConfig, loadEnv} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import {workerEnv} from './scripts/worker-env.mjs';

export default defineConfig(({mode}) => ({
  plugins: [
    tailwindcss(),
    hydrogen(),
    // The worker sees exactly the variables the app's env schema knows, from the shell or .env.
    oxygen({env: workerEnv({...loadEnv(mode, process.cwd(), ''), ...process.env}) as Record<string, string>}),
    reactRouter(),
  ],
  resolve: {
    alias: {'~': fileURLToPath(new URL('./app', import.meta.url))},
  },
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: ['react-router > set-cookie-parser', 'react-router > cookie', 'react-router', 'qs', 'zod', 'xss'],
    },
  },
  server: {
    host: '127.0.0.1',
  },
}));
