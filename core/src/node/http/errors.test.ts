import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { installErrorHandler } from './errors.ts';

/** A server whose log lines are kept, as `level msg`. */
async function serverWithLog(route: (app: FastifyInstance) => void): Promise<{ port: number; log: string[] }> {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as { level: number; msg: string };
      log.push(`${line.level} ${line.msg}`);
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  installErrorHandler(app);
  route(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port, log };
}
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A stream's premature close, as Node's stream.pipeline and end-of-stream make it. */
const prematureClose = (): Error => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('the error handler and a client that went away', () => {
  it('a premature close after the client closed the connection is logged at info, not as a failed request', async () => {
    let closed!: () => void;
    const clientGone = new Promise<void>((resolve) => (closed = resolve));
    const { port, log } = await serverWithLog((a) =>
      a.get('/api/slow', async (request) => {
        request.raw.socket.once('close', closed);
        await clientGone;
        throw prematureClose();
      }),
    );
    const request = http.get({ port, host: '127.0.0.1', path: '/api/slow' });
    request.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await clientGone;
    await expect.poll(() => log.some((l) => l.includes('went away'))).toBe(true);
    expect(log).toContain('30 the client went away before the reply was sent');
    expect(log.filter((l) => l.startsWith('50 '))).toEqual([]);
  });

  it('a premature close while the client still waits is a server fault: a 500, logged as an error', async () => {
    const { port, log } = await serverWithLog((a) =>
      a.get('/api/broken', async () => {
        throw prematureClose();
      }),
    );
    const request = http.get({ port, host: '127.0.0.1', path: '/api/broken' });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const body = (await response.toArray()).join('');
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(body)).toEqual({ error: 'Internal server error' });
    expect(log).toContain('50 request failed');
  });
});
