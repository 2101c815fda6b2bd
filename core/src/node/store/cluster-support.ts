import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A situation for the operator, not a bug: the CLI prints its one-sentence message without a stack. */
export class ClusterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ClusterError';
  }
}

/** The error for a PostgreSQL that failed, from the lines it printed: the disk, or its FATAL lines. */
export function clusterError(what: string, lines: readonly string[]): ClusterError {
  const text = lines.join('\n');
  if (/No space left on device/i.test(text)) return new ClusterError(`${what}: the disk is full.`);
  const fatal = lines.filter((line) => /\b(FATAL|PANIC|ERROR)\b|initdb: error/.test(line));
  const reason = (fatal.length > 0 ? fatal : lines.slice(-3)).join(' ').trim();
  return new ClusterError(reason ? `${what}: ${reason}` : `${what}.`);
}

/** Whether a process with this pid exists (EPERM: it does, but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls `check` every 100 ms until it is true (true) or `ms` have passed (false). */
export async function waitUntil(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A loopback port nobody listens on right now (the OS picks it; the caller takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The folder exists (created if needed) and can be written, or one clear sentence says why not. */
export function prepareFolder(folder: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') throw new ClusterError(`The disk holding ${folder} is full.`, { cause: error });
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw new ClusterError(`The data folder ${folder} is not writable by this user.`, { cause: error });
    throw new ClusterError(`The data folder ${folder} cannot be used: ${(error as Error).message}`, { cause: error });
  }
}
