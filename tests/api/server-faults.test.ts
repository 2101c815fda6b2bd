import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CLASS, type GetDataReply } from '@ontobench/core/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { makeWebRoot } from '../../core/src/node/testing/web-root.ts';
import { signIn, type Client } from '../bench/client.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * The reference server as `npm start` runs it, on its embedded PostgreSQL, under faults (issue 12,
 * "Bad input and faults"): a `kill -9` of the server in the middle of a 10,000-operation set_data
 * leaves none of it written, and the next start on the same folder recovers.
 */

const PASSWORD = 'Faults-test-1';
let root: string;
let webRoot: string;
let dataDir: string;
let port: number;
let server: ServerProcess | null = null;

const start = async () =>
  (server = await startServerProcess(port, {
    ONTOBENCH_DATA_DIR: dataDir,
    ONTOBENCH_WEB_ROOT: webRoot,
    ONTOBENCH_DEMO: 'off',
  }));

beforeAll(async () => {
  root = tempFolder('ontobench-faults-');
  dataDir = path.join(root, 'data');
  webRoot = await makeWebRoot('<!doctype html><html><head></head><body></body></html>');
  port = await freePort();
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function register(origin: string, email: string): Promise<void> {
  const reply = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, fullName: 'Сбоев Семён Семёнович' }),
  });
  expect(reply.status, await reply.clone().text()).toBe(201);
}

/** The embedded cluster's own URL, read from its folder (password file, port in postmaster.pid). */
function clusterUrl(): string {
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const clusterPort = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://ontobench:${encodeURIComponent(password)}@127.0.0.1:${clusterPort}/ontobench`;
}

/** Whether some client of the server's database is inside a transaction that writes. */
async function writeInProgress(): Promise<boolean> {
  const client = new pg.Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from pg_stat_activity where datname = 'ontobench' and pid <> pg_backend_pid()
         and backend_xid is not null limit 1`,
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

const countOf = async (user: Client, cls: string) =>
  (await user.data<GetDataReply>({ act: 'get_data', class: cls, limit: 1 })).count_rows;

describe('kill -9 of the server during a 10,000-operation set_data (issue 12, faults)', { timeout: 120_000 }, () => {
  it('writes none of it, and the next start on the same folder serves the data written before', async () => {
    const first = await start();
    const email = `faults-${randomUUID()}@example.org`;
    await register(first.origin, email);
    const user = await signIn(first.origin, email, PASSWORD);
    const cls = randomUUID();
    await user.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Сбойный класс', inst: cls }] });
    await user.data({ act: 'set_data', data: [{ op: 'new', class: cls, name: 'до сбоя' }] });

    const ops = Array.from({ length: 10_000 }, (_, n) => ({ op: 'new', class: cls, name: `объект ${n}` }));
    const big = user.data({ act: 'set_data', data: ops }).catch((error: unknown) => error);
    // Kill only once the transaction has written something (it holds a transaction id).
    const deadline = Date.now() + 30_000;
    while (!(await writeInProgress())) {
      if (Date.now() > deadline) throw new Error('the 10,000-operation set_data never started writing');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.kill();
    expect(String(await big)).toMatch(/fetch failed|other side closed|ECONNRESET|socket/i);

    const second = await start();
    const again = await signIn(second.origin, email, PASSWORD);
    expect(await countOf(again, cls)).toBe(1); // 'до сбоя' only: none of the 10,000
    // The same list, uninterrupted, is written whole: the count above could have seen it.
    await again.data({ act: 'set_data', data: ops.slice(0, 100) });
    expect(await countOf(again, cls)).toBe(101);
  });
});
