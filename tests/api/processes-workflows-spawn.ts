import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A workflow server in a child process (processes-workflows-node.ts): its URL, and `kill()` as SIGKILL. */
export interface ChildNode {
  url: string;
  child: ChildProcess;
  /** kill -9: no stop hook, no goodbye to the database; resolves once the process is gone. */
  kill(): Promise<void>;
}

export async function spawnNode(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/processes-workflows-node.ts', databaseUrl], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the workflow server exited (${code}) before it listened`)));
  });
  return {
    url,
    child,
    kill: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}
