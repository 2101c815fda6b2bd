import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { ERROR_MESSAGE_MAX, ERROR_REPORT_BODY_MAX, type ErrorReportPage } from '../../common/status.ts';
import { ALICE, bearer, startStatusServer, TOKENS, type StatusTestServer } from './test-support.ts';

let temp: TempStore;
const servers: StatusTestServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await temp.store.query('delete from ob_error_report').catch(() => undefined);
});
afterAll(async () => {
  await temp.dispose();
});

async function start(limit = 1000) {
  const server = await startStatusServer(temp.store, { logErrorRateLimit: { limit, windowMs: 60_000 } });
  servers.push(server);
  return server;
}

const logError = (
  server: StatusTestServer,
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/public/log-error',
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? '10.0.0.1',
    payload: payload as Record<string, unknown>,
  });

const list = (server: StatusTestServer, query = '', token: string | null = TOKENS.admin) =>
  server.app.inject({ method: 'GET', url: `/api/app/error-reports${query}`, headers: token ? bearer(token) : {} });

describe('error reports', () => {
  it('stores the message with the rest of the body as debug info, the user and the user agent', async () => {
    const server = await start();
    const debug = {
      url: '/docs/42',
      isAdmin: false,
      versions: { front: '3.1.0-alpha', back: '1.2.3' },
      plugins: ['charts'],
      screen: { width: 1920, height: 1080 },
    };
    const reply = await logError(
      server,
      { msg: 'TypeError: x is undefined', ...debug },
      { headers: { ...bearer(TOKENS.alice), 'user-agent': 'Firefox/140' } },
    );
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    const anonymous = await logError(server, { msg: 'second' }, { headers: bearer('expired-token') });
    expect(anonymous.statusCode).toBe(204);

    const page = await list(server);
    expect(page.statusCode).toBe(200);
    const { rows, count } = page.json<ErrorReportPage>();
    expect(count).toBe(2);
    // Newest first.
    expect(rows.map((row) => row.msg)).toEqual(['second', 'TypeError: x is undefined']);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      userId: ALICE.id,
      msg: 'TypeError: x is undefined',
      debug,
      userAgent: 'Firefox/140',
    });
    // light-my-request's own user agent.
    expect(rows[0]).toMatchObject({ userId: null, debug: {}, userAgent: 'lightMyRequest' });
  });

  it('keeps text PostgreSQL cannot store (NUL, lone surrogates) as replacement characters', async () => {
    const server = await start();
    const reply = await logError(server, {
      msg: 'bad\u0000byte \ud800',
      'key\u0000': 'v\u0000 \udc00 😀',
      literal: '\\u0000 stays',
    });
    expect(reply.statusCode).toBe(204);
    const [row] = (await list(server)).json<ErrorReportPage>().rows;
    expect(row!.msg).toBe('bad\ufffdbyte \ufffd');
    expect(row!.debug).toEqual({ 'key\ufffd': 'v\ufffd \ufffd 😀', literal: '\\u0000 stays' });
  });

  it('answers 413 { error } to a body over 64 KB and 400 to malformed bodies, storing nothing', async () => {
    const server = await start();
    const big = await logError(server, { msg: 'big', stack: 'x'.repeat(ERROR_REPORT_BODY_MAX) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: expect.any(String) });
    const bad: unknown[] = [
      {},
      { msg: 42 },
      { msg: '' },
      { msg: 'x'.repeat(ERROR_MESSAGE_MAX + 1) },
      ['msg'],
      { msg: 'deep', nested: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown },
    ];
    for (const payload of bad) {
      const reply = await logError(server, payload);
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(reply.json()).toEqual({ error: expect.any(String) });
    }
    const post = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/public/log-error',
        headers: { 'content-type': contentType },
        payload,
      });
    expect((await post('text/plain', 'oops')).statusCode).toBe(400);
    expect((await post('application/json', '{"msg":')).statusCode).toBe(400);
    const xml = await post('application/xml', '<msg/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: expect.any(String) });
    expect((await list(server)).json<ErrorReportPage>().count).toBe(0);
    // Just under the limit is fine.
    const fits = await logError(server, { msg: 'x'.repeat(ERROR_MESSAGE_MAX), stack: 'y'.repeat(50_000) });
    expect(fits.statusCode).toBe(204);
  });

  it('answers 429 { error } past the rate limit of one client IP, not of another', async () => {
    const server = await start(5);
    for (let i = 0; i < 5; i++) expect((await logError(server, { msg: `error ${i}` })).statusCode).toBe(204);
    const refused = await logError(server, { msg: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.any(String) });
    expect((await logError(server, { msg: 'other client' }, { remoteAddress: '10.0.0.2' })).statusCode).toBe(204);
    expect((await list(server)).json<ErrorReportPage>().count).toBe(6);
  });

  it('lists for administrators only, paged, and validates the query', async () => {
    const server = await start();
    for (let i = 1; i <= 5; i++) await logError(server, { msg: `error ${i}` });
    const page = await list(server, '?limit=2&offset=1');
    expect(page.json<ErrorReportPage>()).toMatchObject({ count: 5, rows: [{ msg: 'error 4' }, { msg: 'error 3' }] });
    expect(page.json<ErrorReportPage>().rows).toHaveLength(2);

    expect((await list(server, '', TOKENS.bob)).statusCode).toBe(403);
    expect((await list(server, '', null)).statusCode).toBe(401);
    for (const query of ['?limit=abc', '?limit=-1', '?limit=501', '?offset=1.5', '?limit=1&limit=2']) {
      const reply = await list(server, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json()).toEqual({ error: expect.any(String) });
    }
  });
});
