import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../common/environment.ts';
import type { PingReply } from '../../common/ping.ts';
import { STATUS_CONTROL_PATH } from '../../common/status.ts';
import { registerPublicRoutes } from '../http/public-routes.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { loadStatusConfig } from './status-config.ts';
import { STATUS_CONTROL_SERVICE } from './status-control.ts';
import { bearer, startStatusServer, TOKENS, type StatusTestServer } from './test-support.ts';

let temp: TempStore;
const servers: StatusTestServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await temp.dispose();
});

/** The status routes plus ping, as createServer wires them. */
async function start(statusControl: boolean) {
  const server = await startStatusServer(temp.store, { statusControl });
  servers.push(server);
  return server;
}

const force = (server: StatusTestServer, payload: unknown, token: string | null = TOKENS.admin) =>
  server.app.inject({
    method: 'PUT',
    url: STATUS_CONTROL_PATH,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('status control (end-to-end tests of spec shell.md §4)', () => {
  it('is not mounted unless the server was started with it: 404', async () => {
    const server = await start(false);
    expect((await force(server, { status: 'RED' })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const server = await start(true);
    expect((await force(server, { status: 'RED' }, null)).statusCode).toBe(401);
    expect((await force(server, { status: 'RED' }, TOKENS.alice)).statusCode).toBe(403);
    expect(server.control.status).toBeNull();
  });

  it('refuses anything but GREEN, YELLOW, RED or null', async () => {
    const server = await start(true);
    for (const payload of [{ status: 'PURPLE' }, { status: 1 }, {}, { status: 'RED', extra: true }]) {
      expect((await force(server, payload)).statusCode).toBe(400);
    }
  });

  it('a forced status is one more service of ping, whose status is the worst; null lifts it', async () => {
    const server = await start(true);
    const app = (await import('fastify')).default({ logger: false });
    registerPublicRoutes(app, temp.store, { version: '1', branding: DEFAULT_BRANDING }, () =>
      server.control.services(),
    );
    const ping = async () => (await app.inject({ method: 'GET', url: '/api/public/ping' })).json<PingReply>();
    expect((await ping()).status).toBe('GREEN');
    const reply = await force(server, { status: 'RED' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'RED' });
    expect(await ping()).toEqual({
      status: 'RED',
      services: [
        { name: 'database', status: 'GREEN' },
        { name: STATUS_CONTROL_SERVICE, status: 'RED' },
      ],
    });
    await force(server, { status: null });
    expect(await ping()).toEqual({ status: 'GREEN', services: [{ name: 'database', status: 'GREEN' }] });
    await app.close();
  });
});

describe('status settings from the environment', () => {
  it('defaults: monitoring on, deletion after 3 days, no status control', () => {
    expect(loadStatusConfig({})).toEqual({ monitoring: true, accountDeletionDays: 3, control: false });
  });

  it('reads the switches and the days', () => {
    expect(
      loadStatusConfig({
        ONTOBENCH_STATUS_MONITORING: 'off',
        ONTOBENCH_ACCOUNT_DELETION_DAYS: '14',
        ONTOBENCH_STATUS_CONTROL: 'on',
      }),
    ).toEqual({ monitoring: false, accountDeletionDays: 14, control: true });
  });

  it('names the variable of a malformed value', () => {
    expect(() => loadStatusConfig({ ONTOBENCH_STATUS_CONTROL: 'maybe' })).toThrow(/ONTOBENCH_STATUS_CONTROL/);
    expect(() => loadStatusConfig({ ONTOBENCH_ACCOUNT_DELETION_DAYS: '-1' })).toThrow(
      /ONTOBENCH_ACCOUNT_DELETION_DAYS/,
    );
    expect(() => loadStatusConfig({ ONTOBENCH_ACCOUNT_DELETION_DAYS: '99999' })).toThrow(/0 to 3650/);
  });
});
