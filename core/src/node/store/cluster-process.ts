import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isAlive, waitUntil } from './cluster-support.ts';
import type { RunAs } from './cluster-user.ts';

/** The embedded PostgreSQL server process (embedded-cluster.ts): run it, ask it, stop one left behind. */
export const STOP_TIMEOUT_MS = 15_000;

/**
 * After a `kill -9` of the Node process its PostgreSQL child lives on, holding the folder. The data
 * folder's lock (data-dir-lock.ts) says no live server owns it, so that server is an orphan: stop it.
 * A lock file naming a process that is not a PostgreSQL server (the pid was reused) is removed.
 */
export async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL itself clears a dead one.
  if (!isPostgres(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(STOP_TIMEOUT_MS, async () => !isAlive(pid)))) {
    process.kill(pid, 'SIGKILL');
    await waitUntil(5_000, async () => !isAlive(pid));
  }
}

function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (not Linux): a live process named in the file is taken to be the server.
    return process.platform !== 'linux';
  }
}

/**
 * The cluster's folder when a socket path in it (`<dir>/.s.PGSQL.<port>`) fits the system's limit of
 * 107 bytes and the folder can be named in PostgreSQL's comma-separated setting; else none (TCP only).
 */
export function socketDirectory(dir: string): string | null {
  const absolute = path.resolve(dir);
  if (/[,\s'"\\]/.test(absolute)) return null;
  return Buffer.byteLength(`${absolute}/.s.PGSQL.65535`) <= 107 ? absolute : null;
}

export function spawnPostgres(
  binary: string,
  dir: string,
  port: number,
  runAs: RunAs | null,
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(
    binary,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirectory(dir) ?? ''}`,
    ],
    {
      ...(runAs ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // In the server's process group (not detached): a signal to the group (Ctrl-C in a terminal, a
      // supervisor or test runner stopping the group) reaches PostgreSQL too, so none is left behind.
      // A kill of the server's pid alone leaves it running; the next start stops it (stopOrphan).
    },
  );
  let rest = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    lines.filter(Boolean).forEach(log);
  });
  child.once('error', (error) => log(`PostgreSQL could not be run: ${error.message}`));
  return child;
}

export async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
