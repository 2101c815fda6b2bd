import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PROGRESS, type JobProgressEvent, type JobStatusReply } from '@ontobench/core/common';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { importOntology, type ImportProgress } from '../../extensions/ontology/src/browser/exchange/api.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/** Issue 12 item 3: an ontology import runs as a job (docs/jobs.md); its progress reaches its user. */
let t: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);

afterAll(() => t?.close());

const TTL = `@prefix : <http://job.org/x#> . @prefix owl: <http://www.w3.org/2002/07/owl#> .
:A a owl:Class . :B a owl:Class . :hasB a owl:ObjectProperty .`;

async function statusOf(client: Client, id: string): Promise<JobStatusReply> {
  const reply = await client.request('GET', `/api/data/requests/${id}/status`);
  expect(reply.status).toBe(200);
  return (await reply.json()) as JobStatusReply;
}

describe('POST /api/ontology/import {deferred: true}', () => {
  it('answers the job id at once; the user polls its progress and result, gets JOB_PROGRESS, then deletes it', async () => {
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth: { token: alice.token } });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const events: JobProgressEvent[] = [];
      socket.on(JOB_PROGRESS, (event: JobProgressEvent) => events.push(event));
      const reply = await alice.request('POST', '/api/ontology/import', {
        text: TTL,
        fileName: 'job.ttl',
        deferred: true,
      });
      expect(reply.status).toBe(200);
      const { requestId, importId } = (await reply.json()) as { requestId: string; importId: string };
      expect(importId).toBe(requestId);
      let status = await statusOf(alice, requestId);
      for (let i = 0; i < 100 && status.status === 'pending'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await statusOf(alice, requestId);
      }
      expect(status).toEqual({ status: 'completed', progress: { status: 'done', done: 3, total: 3 } });
      // Another user knows nothing of it.
      expect((await bob.request('GET', `/api/data/requests/${requestId}/status`)).status).toBe(404);
      expect((await bob.request('GET', `/api/data/requests/${requestId}/result`)).status).toBe(404);
      const result = (await (await alice.request('GET', `/api/data/requests/${requestId}/result`)).json()) as {
        importId: string;
        ontologyId: string;
        counts: { classes: number };
      };
      expect(result.importId).toBe(requestId);
      expect(result.counts.classes).toBe(2);
      expect((await alice.request('GET', `/api/ontology/${result.ontologyId}/state`)).status).toBe(200);
      // The events went out before the job ended, on the socket's own connection: let them arrive.
      await expect.poll(() => events.length, { timeout: 5_000 }).toBe(4);
      expect(events.map((e) => [e.jobId, e.name, e.status])).toEqual([
        [requestId, 'ontology.import', 'parsing'],
        [requestId, 'ontology.import', 'writing'],
        [requestId, 'ontology.import', 'layout'],
        [requestId, 'ontology.import', 'done'],
      ]);
      expect(events[1]!.total).toBeGreaterThan(0);
      expect((await alice.request('DELETE', `/api/data/requests/${requestId}`)).status).toBe(204);
      expect((await alice.request('GET', `/api/data/requests/${requestId}/status`)).status).toBe(404);
    } finally {
      socket.close();
    }
  });

  it('a malformed file: the job ends in an error with the parser reason, answered as 400, nothing imported', async () => {
    const reply = await alice.request('POST', '/api/ontology/import', {
      text: '@prefix : <http://x#> . :A a',
      format: 'turtle',
      deferred: true,
    });
    const { requestId } = (await reply.json()) as { requestId: string };
    let status = await statusOf(alice, requestId);
    for (let i = 0; i < 100 && status.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await statusOf(alice, requestId);
    }
    expect(status.status).toBe('error');
    expect(status.progress).toEqual({ status: 'error' });
    const result = await alice.request('GET', `/api/data/requests/${requestId}/result`);
    expect(result.status).toBe(400);
    expect(((await result.json()) as { error: string }).error).toBe(status.error);
  });

  it('an empty file is refused before any job exists: 400 "Файл пуст"', async () => {
    const reply = await alice.request('POST', '/api/ontology/import', { text: '  ', format: 'turtle', deferred: true });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe('Файл пуст');
  });
});

describe("the import dialog's client (exchange/api.ts) against the real server", () => {
  it('reports the progress it polls, returns the result and deletes the job on the server', async () => {
    const seen: string[] = [];
    const http = {
      request: (path: string, init?: RequestInit) =>
        fetch(`${t.url}${path}`, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${alice.token}` },
        }),
      onResponse: () => ({ dispose: () => undefined }),
      onUnauthorized: () => ({ dispose: () => undefined }),
    };
    const reply = await importOntology(
      http,
      { text: TTL, fileName: 'dialog.ttl', format: 'turtle' },
      (progress: ImportProgress) => seen.push(progress.status),
      20,
    );
    expect(reply.counts).toEqual({ classes: 2, objectProperties: 1, dataProperties: 0, individuals: 0 });
    expect(seen.at(-1)).toBe('done');
    expect((await alice.request('GET', `/api/data/requests/${reply.importId}/status`)).status).toBe(404);
  });
});
