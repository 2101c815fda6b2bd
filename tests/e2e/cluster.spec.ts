import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { E2E_CUSTOMER } from './constants.ts';
import { CLASS } from '../../core/src/common/ontology/system-ontology.ts';
import { apiSignIn, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInWithToken, test } from './fixtures.ts';

/**
 * Two server processes on ONE PostgreSQL (issue 12 item 4, docs/scaling.md): a notice sent through
 * server A reaches a user whose browser is connected to server B, and a deferred request started on A
 * is polled and fetched on B. Both are the real reference server (`host/server/src/main.ts`) started as
 * separate processes with the same DATABASE_URL.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.E2E_PORT ?? 8181) + 20;
const A = `http://127.0.0.1:${basePort}`;
const B = `http://127.0.0.1:${basePort + 1}`;

let cluster: TempStore;
const servers: { child: ChildProcess; dataDir: string; log: string[] }[] = [];

function startServer(port: number, databaseUrl: string) {
  // Inside a folder of its own: the server keeps its installation record beside its data folder.
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ontobench-e2e-cluster-')), 'data');
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ONTOBENCH_DATA_DIR: dataDir,
      ONTOBENCH_CUSTOMER_NAME: E2E_CUSTOMER,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  servers.push({ child, dataDir, log });
  return log;
}

async function waitForPing(url: string, log: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/public/ping`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer its ping:\n${log.join('')}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await openTempStore();
  // One after the other: the first creates the schema and seeds the demo, the second finds them.
  await waitForPing(A, startServer(basePort, cluster.url));
  await waitForPing(B, startServer(basePort + 1, cluster.url));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const { dataDir } of servers) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  await cluster?.dispose();
});

test.use({ baseURL: B });

test('a notice sent through server A reaches a user whose browser is connected to server B', async ({
  page,
  request,
}) => {
  const userToken = await apiSignIn(request, DEMO_ACCOUNTS.user);
  await signInWithToken(page, userToken);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  const me = (await (
    await request.get(`${B}/api/auth/check-auth`, { headers: { authorization: `Bearer ${userToken}` } })
  ).json()) as { user: { id: string } };
  const admin = await request.post(`${A}/api/auth/login`, {
    data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const adminToken = ((await admin.json()) as { jwtToken: string }).jwtToken;
  const message = `Из процесса A ${Date.now()}`;
  // The socket connects after sign-in; send until it is reached (through A, which holds no socket of it).
  await expect(async () => {
    const reply = await request.post(`${A}/api/app/notify`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { users: [me.user.id], message },
    });
    expect(((await reply.json()) as { delivered: number }).delivered).toBe(1);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('message-bar').filter({ hasText: message })).toBeVisible();
});

test('a deferred request started on server A is polled, fetched and deleted on server B', async ({ request }) => {
  const login = await request.post(`${A}/api/auth/login`, {
    data: { email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as { jwtToken: string }).jwtToken;
  const auth = { authorization: `Bearer ${token}` };
  const sessionReply = (await (await request.get(`${A}/api/auth/osa-sessionid`, { headers: auth })).json()) as {
    res: string;
  }[];
  const session = (JSON.parse(sessionReply[0]!.res) as { session: string }).session;
  const started = await request.post(`${A}/api/data`, {
    headers: auth,
    data: { act: 'get_data', class: CLASS.User, deferred: true, session, limit: 5 },
  });
  expect(started.status()).toBe(200);
  const { requestId } = (await started.json()) as { requestId: string };
  await expect(async () => {
    const status = await request.get(`${B}/api/data/requests/${requestId}/status`, { headers: auth });
    expect(status.status()).toBe(200);
    expect(((await status.json()) as { status: string }).status).not.toBe('pending');
  }).toPass({ timeout: 15_000 });
  const result = await request.get(`${B}/api/data/requests/${requestId}/result`, { headers: auth });
  expect(result.status()).toBe(200);
  expect(await result.json()).toHaveProperty('count_rows');
  expect((await request.delete(`${B}/api/data/requests/${requestId}`, { headers: auth })).status()).toBe(204);
  expect((await request.get(`${A}/api/data/requests/${requestId}/status`, { headers: auth })).status()).toBe(404);
});

test('kill -9 of the server that answered: its result is fetched on the other, a notice still goes out at once, and the restarted server knows the request', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiSignIn(request, DEMO_ACCOUNTS.user);
  const auth = { authorization: `Bearer ${token}` };
  await signInWithToken(page, token);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  const sessionReply = (await (await request.get(`${A}/api/auth/osa-sessionid`, { headers: auth })).json()) as {
    res: string;
  }[];
  const session = (JSON.parse(sessionReply[0]!.res) as { session: string }).session;
  const started = await request.post(`${A}/api/data`, {
    headers: auth,
    data: { act: 'get_data', class: CLASS.User, deferred: true, session, limit: 3 },
  });
  const { requestId } = (await started.json()) as { requestId: string };
  await expect(async () => {
    const status = await request.get(`${A}/api/data/requests/${requestId}/status`, { headers: auth });
    expect(((await status.json()) as { status: string }).status).toBe('completed');
  }).toPass({ timeout: 15_000 });

  // Server A dies at once, without closing anything.
  const a = servers[0]!;
  a.child.kill('SIGKILL');
  await new Promise((resolve) => a.child.once('exit', resolve));

  const result = await request.get(`${B}/api/data/requests/${requestId}/result`, { headers: auth });
  expect(result.status()).toBe(200);
  expect(await result.json()).toHaveProperty('count_rows');

  // B still awaits A's answers for a few seconds (until the adapter drops it): the notice must not fail.
  const me = (await (await request.get(`${B}/api/auth/check-auth`, { headers: auth })).json()) as {
    user: { id: string };
  };
  const adminToken = await apiSignIn(request, DEMO_ACCOUNTS.admin);
  const message = `После падения A ${Date.now()}`;
  const before = Date.now();
  const sent = await request.post(`${B}/api/app/notify`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { users: [me.user.id], message },
  });
  expect(sent.status()).toBe(200);
  expect(Date.now() - before).toBeLessThan(4_000);
  await expect(page.getByTestId('message-bar').filter({ hasText: message })).toBeVisible();

  // A comes back (a new process on the same database) and knows the request; then it is deleted there.
  const log = startServer(basePort, cluster.url);
  await waitForPing(A, log);
  const status = await request.get(`${A}/api/data/requests/${requestId}/status`, { headers: auth });
  expect(await status.json()).toEqual({ status: 'completed' });
  expect((await request.delete(`${A}/api/data/requests/${requestId}`, { headers: auth })).status()).toBe(204);
  expect((await request.get(`${B}/api/data/requests/${requestId}/status`, { headers: auth })).status()).toBe(404);
});
