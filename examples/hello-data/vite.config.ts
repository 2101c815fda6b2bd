import { defineConfig } from 'vite';
import { ontobenchPlugin } from '@ontobench/sdk/vite';

// One ES module, dist/hello-data.plugin.js, with React, Fluent and the SDK left to the host.
export default defineConfig({ plugins: [ontobenchPlugin()] });
