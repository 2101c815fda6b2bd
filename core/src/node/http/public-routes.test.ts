import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../common/environment.ts';
import type { PingReply } from '../../common/ping.ts';
import type { SqlExecutor, SqlStore } from '../store/sql-store.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { registerPublicRoutes } from './public-routes.ts';

/**
 * The health check stays off the path of user queries (issue 11, item 3): the ping answers while the
 * database is busy with someone's long work, instead of waiting behind it and timing out RED.
 * Ordering, not wall-clock: the long work is held open until the ping has answered.
 */

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function pingApp(store: SqlStore): FastifyInstance {
  const app = Fastify();
  registerPublicRoutes(app, store, { version: '0.0.0-test', branding: DEFAULT_BRANDING });
  return app;
}

/** Opens `count` transactions that each run a statement, then wait for `release`. */
function holdTransactions(store: SqlStore, count: number, release: Promise<void>) {
  const started: Promise<void>[] = [];
  const done = Array.from({ length: count }, () => {
    const running = gate();
    started.push(running.opened);
    return store.transaction(async (tx: SqlExecutor) => {
      await tx.query('select 1');
      running.open();
      await release;
    });
  });
  return { allStarted: Promise.all(started), done: Promise.all(done) };
}

async function pingWhileBusy(store: SqlStore, transactions: number) {
  const app = pingApp(store);
  const events: string[] = [];
  const release = gate();
  const busy = holdTransactions(store, transactions, release.opened);
  await busy.allStarted;
  // Someone else's query now waits for the database.
  const queued = store.query('select 1').then(() => events.push('queued query'));
  const reply = await app.inject({ method: 'GET', url: '/api/public/ping' });
  events.push('ping');
  release.open();
  await Promise.all([busy.done, queued]);
  events.push('long work');
  await app.close();
  return { events, body: reply.json<PingReply>() };
}

describe('ping on PostgreSQL (a connection of its own)', () => {
  let temp: TempStore;
  beforeAll(async () => {
    temp = await openTempStore();
  });
  afterAll(() => temp?.dispose());

  it('answers GREEN while every pooled connection is taken by user work', async () => {
    // pg's pool holds 10 connections: all 10 are busy and one more query waits for one of them.
    const { events, body } = await pingWhileBusy(temp.store, 10);
    expect(events).toEqual(['ping', 'queued query', 'long work']);
    expect(body).toEqual({ status: 'GREEN', services: [{ name: 'database', status: 'GREEN' }] });
  });
});
