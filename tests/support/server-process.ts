import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;

/** A free TCP port on loopback (the OS picks it; it is released before the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What the process printed so far. */
  output(): string;
  /** SIGTERM (a graceful stop), SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** `kill -9`: no shutdown at all. */
  kill(): Promise<void>;
}

/**
 * The reference server as a process of its own (`host/server/src/main.ts`), as `npm start` runs it, on
 * `port` with the given environment (ONTOBENCH_DATA_DIR and the rest); resolves once ping answers.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    child,
    output: () => output.join(''),
    stop: () => ended(child, 'SIGTERM'),
    kill: () => ended(child, 'SIGKILL'),
  };
  try {
    await waitForPing(origin, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`, { cause: error });
  }
  return server;
}

async function waitForPing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/public/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${origin} within ${START_TIMEOUT_MS} ms`);
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
