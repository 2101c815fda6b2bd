import { defineConfig } from 'vite';
import { ontobenchPlugin } from '@ontobench/sdk/vite';

// One ES module, dist/bookmarks.plugin.js; the SDK is left to the host.
export default defineConfig({ plugins: [ontobenchPlugin()] });
