import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SHARED_MODULES } from './core/src/common/plugins.ts';

/**
 * Unit tests live beside the code. Browser code runs in happy-dom, server code in plain Node.
 * API contract tests (tests/api) run against a real server on a fresh database.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time: vitest's default on a 2-core machine is one (cores - 1), and most files
    // wait on PostgreSQL or on a server in another process rather than on the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'happy-dom',
          include: [
            'core/src/browser/**/*.test.{ts,tsx}',
            'core/src/common/**/*.test.{ts,tsx}',
            'sdk/src/**/*.test.{ts,tsx}',
            'examples/*/src/**/*.test.{ts,tsx}',
            'examples/*/test/**/*.test.tsx',
            'extensions/*/src/{browser,common}/**/*.test.{ts,tsx}',
            'host/web/**/*.test.{ts,tsx}',
            'tests/lint/**/*.test.ts',
          ],
          setupFiles: ['core/src/browser/test-setup.ts'],
          // Fluent UI, React and the other libraries every browser file imports, bundled once into a file
          // each (vite's dependency optimizer) instead of hundreds of modules loaded again in each isolated
          // file: the browser files' import time fell from 300 s to 172 s (docs/testing.md). Everything that
          // imports React is listed, so tests and components share one React.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  // The host's one-instance libraries (our own SDK is source, not a dependency to bundle)…
                  ...SHARED_MODULES.filter((name) => name !== '@ontobench/sdk'),
                  // …and the others that import React or are in nearly every file.
                  '@fluentui/react-icons',
                  '@tanstack/react-virtual',
                  '@testing-library/react',
                  '@tiptap/react',
                  'wouter/memory-location',
                  'wouter/use-browser-location',
                  'inversify',
                  'dayjs',
                ],
              },
            },
          },
          // Each file in a fresh module graph: registries, spies and DOM getters of one file must not reach
          // the next (shared graphs ran 9 times faster but a leak failed a different file on each run).
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/src/node/**/*.test.ts',
            'extensions/*/src/node/**/*.test.ts',
            'host/server/**/*.test.ts',
            'sdk/lint/**/*.test.ts',
            'sdk/vite/**/*.test.ts',
            'sdk/bin/**/*.test.ts',
            'examples/*/test/**/*.test.ts',
            'tests/api/**/*.test.ts',
          ],
          // One module graph per worker: the server's modules are imported once, not once per file (the
          // node files took 5 minutes instead of about 14; docs/testing.md). Each file starts its own servers
          // on databases of its own, so nothing of one file's state reaches the next.
          isolate: false,
          // One embedded PostgreSQL cluster for the run; each test file makes its own databases in it.
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
