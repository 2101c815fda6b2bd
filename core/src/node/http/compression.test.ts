import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installCompression } from './compression.ts';
import { installErrorHandler } from './errors.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server as ours (the error handler, compression), its log lines kept. */
async function serve(logs: { level: number; msg: string }[], routes: (app: FastifyInstance) => void): Promise<string> {
  app = Fastify({
    logger: { level: 'debug', stream: { write: (line: string) => void logs.push(JSON.parse(line) as never) } },
  });
  installErrorHandler(app);
  await installCompression(app);
  routes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) =>
    http
      .get(url, { headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
      })
      .on('error', reject),
  );

describe('what is compressed', () => {
  it('the API’s JSON is compressed; the app’s files (script, style, page, icon) are left to the build’s copies', async () => {
    const big = 'x'.repeat(4_000);
    const logs: { level: number; msg: string }[] = [];
    const origin = await serve(logs, (a) => {
      a.get('/api/json', () => ({ big }));
      for (const [path, type] of [
        ['/script', 'text/javascript; charset=utf-8'],
        ['/style', 'text/css; charset=utf-8'],
        ['/page', 'text/html; charset=utf-8'],
        ['/icon', 'image/svg+xml'],
      ] as const)
        a.get(path, (_request, reply) => reply.type(type).send(big));
    });
    expect((await get(`${origin}/api/json`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    for (const path of ['/script', '/style', '/page', '/icon'])
      expect([path, (await get(`${origin}${path}`, { 'accept-encoding': 'br' })).headers['content-encoding']]).toEqual([
        path,
        undefined,
      ]);
  });
});
