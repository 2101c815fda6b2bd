import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './host/web/build/precompress.ts';
import { sizeReport } from './host/web/build/size-report.ts';
import { lightSignInEntry } from './host/web/build/sign-in-entry.ts';
import { sharedModules } from './host/web/build/shared-modules.ts';

const root = fileURLToPath(new URL('./host/web', import.meta.url));

/** Builds the browser host (host/web) into dist/web, which the reference server serves. */
export default defineConfig({
  root,
  plugins: [react(), sharedModules(), lightSignInEntry(), sizeReport(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the product supports preloads modules itself (browser-check/browser-support.ts
    // asks for what the app needs); the polyfill was bytes on every first page.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/env.json': 'http://127.0.0.1:8080',
      '/plugins': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
