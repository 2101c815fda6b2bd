import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Authenticator } from '../auth/user-context.ts';
import { CommitHub } from '../data/commit-hub.ts';
import type { DataService } from '../data/data-service.ts';
import { ProcedureRegistry } from '../data/procedures.ts';
import type { JobsService } from '../jobs/jobs.ts';
import type { Notifier } from '../status/realtime.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { Channels } from './channels.ts';
import { defineServerExtension, type ServerExtension } from './extension.ts';
import { ExtensionHost } from './host.ts';
import { serviceToken } from './services.ts';

interface Glossary {
  define(word: string): string;
}
const GLOSSARY = serviceToken<Glossary>('test.Glossary');

/** A host on a bare Fastify app with the kernel's services faked: these tests need no database. */
function harness() {
  const lines: { msg: string; extension?: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  const procedures = new ProcedureRegistry();
  const commits = new CommitHub();
  const closed: string[] = [];
  const meta = new Set<string>();
  const store = {
    // Only the seed's bookkeeping in ob_meta reaches the store in these tests.
    query: async (sql: string, [key]: string[]) => {
      if (sql.startsWith('insert')) meta.add(key!);
      return { rows: meta.has(key!) ? [{}] : [] };
    },
  } as unknown as SqlStore;
  const host = new ExtensionHost(app, {
    store,
    procedures,
    authenticator: {} as Authenticator,
    data: { commits } as unknown as DataService,
    notifier: {} as Notifier,
    jobs: {} as JobsService,
    channels: { open: () => ({}), close: (id: string) => void closed.push(id) } as unknown as Channels,
  });
  apps.push(app);
  return { app, host, procedures, commits, lines, closed, refusals: () => lines.filter((l) => /refused/.test(l.msg)) };
}
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const ext = (id: string, parts: Omit<ServerExtension, 'id' | 'version'> = {}) =>
  defineServerExtension({ id, version: '1.0.0', ...parts });

describe('ExtensionHost', () => {
  it('starts providers before their consumers and hands the service over by token', async () => {
    const { host } = harness();
    const started: string[] = [];
    let definition = '';
    const outcomes = await host.start([
      ext('reader', {
        requires: [GLOSSARY],
        optional: ['test.Spelling'],
        start(ctx) {
          started.push('reader');
          definition = ctx.services.get(GLOSSARY).define('онтология');
          expect(ctx.services.optional('test.Spelling')).toBeUndefined();
        },
      }),
      ext('glossary', {
        provides: [GLOSSARY],
        start(ctx) {
          started.push('glossary');
          ctx.provide(GLOSSARY, { define: (word: string) => `${word}: a model` } satisfies Glossary);
        },
      }),
    ]);
    expect(started).toEqual(['glossary', 'reader']);
    expect(definition).toBe('онтология: a model');
    expect(outcomes.map((o) => o.status)).toEqual(['active', 'active']);
  });

  it('refuses an extension whose required service is missing, with one clear log line, and starts the others', async () => {
    const { host, lines, refusals } = harness();
    let started = false;
    const outcomes = await host.start([
      ext('reader', {
        requires: [GLOSSARY],
        start: () => {
          started = true;
        },
      }),
      ext('plain'),
    ]);
    expect(started).toBe(false);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      ['reader', 'failed'],
      ['plain', 'active'],
    ]);
    expect(refusals()).toEqual([
      expect.objectContaining({
        extension: 'reader',
        msg: 'server extension reader refused: requires test.Glossary, which no extension provides',
      }),
    ]);
    expect(lines).toHaveLength(1);
  });

  it('refuses a dependency cycle clearly', async () => {
    const { host, refusals } = harness();
    const outcomes = await host.start([
      ext('a', { provides: ['A'], requires: ['B'] }),
      ext('b', { provides: ['B'], requires: ['A'] }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(refusals().map((l) => l.msg)).toEqual([
      'server extension a refused: dependency cycle: a → b → a',
      'server extension b refused: dependency cycle: a → b → a',
    ]);
  });

  it('refuses the consumers of a provider whose start failed', async () => {
    const { host, refusals } = harness();
    const outcomes = await host.start([
      ext('glossary', {
        provides: [GLOSSARY],
        start() {
          throw new Error('no dictionary');
        },
      }),
      ext('reader', { requires: [GLOSSARY] }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(refusals().map((l) => l.msg)).toEqual([
      'server extension glossary refused: no dictionary',
      'server extension reader refused: requires test.Glossary, which no started extension provides',
    ]);
  });

  it('refuses a whole extension when one of its routes or procedures clashes, leaving nothing of it mounted', async () => {
    const { app, host, procedures, refusals, closed } = harness();
    let stopped = false;
    const outcomes = await host.start([
      ext('first', {
        apiPaths: ['document/render'],
        start(ctx) {
          ctx.route('GET', 'shared/:id', () => 'first');
          ctx.procedure('first.run', () => 1);
        },
      }),
      ext('second', {
        start(ctx) {
          ctx.route('GET', 'second/own', () => 'second');
          ctx.procedure('second.run', () => 2);
          ctx.route('GET', 'shared/:key', () => 'second');
          ctx.procedure('first.run', () => 2);
          ctx.route('POST', 'document/render', () => 'second');
        },
        stop() {
          stopped = true;
        },
      }),
      ext('third', { apiPaths: ['document/render'] }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['active', 'failed', 'failed']);
    expect(refusals().map((l) => l.msg)).toEqual([
      'server extension second refused: route GET /api/shared/:key is already mounted by first; ' +
        'route POST /api/document/render is the API path document/render of first; ' +
        'procedure first.run is already offered by first',
      'server extension third refused: API path document/render is already declared by first',
    ]);
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/second/own' })).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/second/own' })).statusCode).toBe(404);
    expect(procedures.get('second.run')).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/shared/1' })).body).toBe('"first"');
    // Its start ran: its stop cleans up, and its channels are closed.
    expect(stopped).toBe(true);
    expect(closed).toContain('second');
  });

  it('stops the started extensions in reverse order on close, and drops their event subscriptions', async () => {
    const { host, commits } = harness();
    const log: string[] = [];
    const heard: string[] = [];
    const withStop = (id: string, parts: Omit<ServerExtension, 'id' | 'version'> = {}) =>
      ext(id, {
        ...parts,
        start(ctx) {
          parts.start?.(ctx);
          ctx.events.onCommitted(() => void heard.push(id));
        },
        stop: () => void log.push(id),
      });
    await host.start([
      withStop('consumer', { requires: ['P'] }),
      withStop('provider', { provides: ['P'], start: (ctx) => ctx.provide('P', {}) }),
      withStop('plain'),
    ]);
    commits.committed({ userId: 'u', changes: [{ classId: 'c', inst: 'i', kind: 'new' }] });
    expect(heard).toEqual(['provider', 'consumer', 'plain']);
    await host.stop();
    expect(log).toEqual(['plain', 'consumer', 'provider']);
    heard.length = 0;
    commits.committed({ userId: 'u', changes: [{ classId: 'c', inst: 'i', kind: 'new' }] });
    expect(heard).toEqual([]);
  });

  it("gives each extension a logger whose lines carry the extension's id", async () => {
    const { host, lines } = harness();
    await host.start([ext('chatty', { start: (ctx) => ctx.log.info({ words: 2 }, 'hello there') })]);
    expect(lines).toContainEqual(expect.objectContaining({ extension: 'chatty', words: 2, msg: 'hello there' }));
  });

  it('seeds each extension once; a failing seed is logged, the others go on, and it is tried again', async () => {
    const { host, lines } = harness();
    let fails = true;
    const seededBy: string[] = [];
    await host.start([
      ext('broken', {
        seed: async () => {
          if (fails) throw new Error('no demo today');
          seededBy.push('broken');
        },
      }),
      ext('fine', { seed: async (ctx) => void seededBy.push(`fine as ${ctx.user.id}`) }),
      ext('none'),
    ]);
    const user = { id: 'demo', name: 'Демо', email: 'd@x', isAdmin: false, isBetaTester: false, app: 'onto' } as const;
    expect(await host.seed(user)).toEqual(['fine']);
    expect(lines).toContainEqual(
      expect.objectContaining({
        extension: 'broken',
        msg: 'server extension broken: its demo data could not be seeded',
      }),
    );
    fails = false;
    expect(await host.seed(user)).toEqual(['broken']);
    expect(await host.seed(user)).toEqual([]);
    expect(seededBy).toEqual(['fine as demo', 'broken']);
  });

  it('refuses malformed declarations before anything runs', () => {
    expect(() => ext('bad', { apiPaths: ['/api/document/render'] })).toThrow(/must be given without \/api\//);
    expect(() => ext('bad', { requires: [42 as unknown as string] })).toThrow(
      /requires must be a list of service tokens/,
    );
  });

  it('refuses an extension that declares a service in provides and does not provide it', async () => {
    const { host, refusals } = harness();
    await host.start([ext('liar', { provides: [GLOSSARY] })]);
    expect(refusals().map((l) => l.msg)).toEqual([
      'server extension liar refused: declares test.Glossary in provides but did not provide it',
    ]);
  });
});
