import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The reference server for a browser benchmark: host/server/src/main.ts serving the built app
 * (dist/web), a fresh embedded PostgreSQL in a temporary folder, demo accounts on; resolves once it
 * answers its ping. `stop()` ends it and deletes the folder.
 */
export async function startBenchServer(port: number, name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ontobench-${name}-bench-`));
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SERVER_PROF] : []),
      '--import',
      'tsx',
      'host/server/src/main.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ONTOBENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/public/ping`).catch(() => null))?.ok) break;
    await sleep(500);
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
