import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// One fresh data folder per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ontobench-e2e-'));

import { E2E_CUSTOMER } from './e2e/constants.ts';

/**
 * End-to-end tests: real Chromium (Debian's, never a downloaded one) against the real reference
 * server on a fresh embedded database, serving the production build in dist/web.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results/e2e-artifacts'),
  // 60 s: tests that share a 2-core machine with a second browser, the server and PostgreSQL take
  // 24–54 s; an assertion still gives up after 10 s (docs/testing.md).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    // No trace unless asked for (E2E_TRACE=on): recording one films every page, which cost a third of
    // the run's time on a 2-core machine (docs/testing.md). CI shows only the printed report anyway.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx host/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/public/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A graceful stop (the default is SIGKILL to the group), so the server stops its PostgreSQL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ONTOBENCH_DATA_DIR: process.env.E2E_DATA_DIR,
      // A build of one's own (`vite build --outDir …`) instead of dist/web.
      ...(process.env.ONTOBENCH_WEB_ROOT ? { ONTOBENCH_WEB_ROOT: process.env.ONTOBENCH_WEB_ROOT } : {}),
      ONTOBENCH_CUSTOMER_NAME: E2E_CUSTOMER,
      // The suite registers dozens of users of its own, all from 127.0.0.1, within minutes (the default
      // 20 per hour is tested in core/src/node/auth/attempt-limits.test.ts).
      ONTOBENCH_REGISTRATIONS_PER_ADDRESS: '500',
    },
  },
});
