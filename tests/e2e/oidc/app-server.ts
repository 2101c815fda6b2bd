import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../support/server-process.ts';

export { freePort } from '../../support/server-process.ts';

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A second reference server, for a spec that needs settings the shared e2e server must not have (an
 * OpenID provider: with one configured, every sign-in page would offer it). Same build (dist/web),
 * its own fresh database, no demo data.
 */
export async function startAppServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ontobench-e2e-oidc-'));
  const remove = () => {
    rmSync(dataDir, { recursive: true, force: true });
    // The record of the databases created there (host/server/src/installation-record.ts), beside the folder.
    rmSync(`${dataDir}.ontobench.json`, { force: true });
  };
  try {
    const server = await startServerProcess(port, { ONTOBENCH_DATA_DIR: dataDir, ONTOBENCH_DEMO: 'off', ...env });
    return {
      origin: server.origin,
      async stop() {
        await server.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
