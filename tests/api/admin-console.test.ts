import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, type ChannelMessage } from '@ontobench/core/common';
import { defineServerExtension } from '@ontobench/core/node';
import administration from '@ontobench/ext-administration/node';
import {
  CONSOLE_CAP_PER_USER,
  type ConsoleLineDto,
  type ConsolePage,
} from '../../extensions/administration/src/common/console/api.ts';
import { error, json } from './admin-support.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, until, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 8 on a real server: the user-code console (shell.md §2 `/usercodeConsoleOutput`; §7 `POST
 * execute`). What a procedure writes to the console while it runs for a user is kept as that user's lines
 * (newest first, at most CONSOLE_CAP_PER_USER per user), heard live on `administration/console`; a user
 * reads their own, an administrator everyone's.
 */
const noisy = defineServerExtension({
  id: 'noisy',
  version: '1.0.0',
  start(ctx) {
    ctx.procedure('noisy.run', async (payload) => {
      const { word, times = 1 } = (payload ?? {}) as { word: string; times?: number };
      for (let n = 0; n < times; n++) console.log('строка %d: %s', n, word);
      console.info('инфо', { word });
      await new Promise((r) => setTimeout(r, 5));
      console.warn('предупреждение', word);
      console.error('ошибка', word);
      return { ok: true };
    });
  },
});

let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
const sockets: Socket[] = [];

const run = async (c: Client, word: string, times = 1) =>
  json(c.request('POST', '/api/execute', { procedure: 'noisy.run', payload: { word, times } }));
const lines = (c: Client, query = '') => json<ConsolePage>(c.request('GET', `/api/administration/console${query}`));

beforeAll(async () => {
  t = await startTestServer([administration, noisy]);
  [admin, alice, bob] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

async function socketOf(client: Client): Promise<{ socket: Socket; heard: ConsoleLineDto[] }> {
  const socket = connect(t.url, { path: '/socket.io', auth: { token: client.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: ConsoleLineDto[] = [];
  socket.on(CHANNEL_MESSAGE, (m: ChannelMessage<ConsoleLineDto>) => heard.push(m.message));
  return { socket, heard };
}
const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5_000).emitWithAck(CHANNEL_SUBSCRIBE, channel) as Promise<boolean>;

describe('the console of `POST execute` (issue 21 item 8)', () => {
  it('keeps every level with time, procedure and message; a user reads only their own lines', async () => {
    await run(alice, 'альфа');
    await run(bob, 'бета');
    await until(() => true, 10);
    let mine: ConsolePage = { lines: [], total: 0 };
    await expect.poll(async () => (mine = await lines(alice)).total, { timeout: 10_000 }).toBe(4);
    expect(mine.lines.map((l) => [l.level, l.procedure, l.message])).toEqual([
      ['error', 'noisy.run', 'ошибка альфа'],
      ['warn', 'noisy.run', 'предупреждение альфа'],
      ['info', 'noisy.run', "инфо { word: 'альфа' }"],
      ['log', 'noisy.run', 'строка 0: альфа'],
    ]);
    expect(mine.lines.every((l) => l.userId === alice.userId && /^\d{4}-\d\d-\d\dT/.test(l.time))).toBe(true);
    // Asking for someone else's lines is not a way round: a user's userId is ignored.
    expect((await lines(alice, `?userId=${bob.userId}`)).lines.every((l) => l.userId === alice.userId)).toBe(true);
    await expect.poll(async () => (await lines(admin)).total, { timeout: 10_000 }).toBe(8);
    const bobs = await lines(admin, `?userId=${bob.userId}`);
    expect(bobs.lines.map((l) => l.message)).toContain('ошибка бета');
    expect(bobs.lines[0]!.userName).not.toBe('');
  });

  it('filters by level and by text', async () => {
    const warned = await lines(alice, '?level=warn,error');
    expect(warned.lines.map((l) => l.level)).toEqual(['error', 'warn']);
    expect((await lines(admin, '?search=бета')).lines.every((l) => l.message.includes('бета'))).toBe(true);
    expect((await lines(admin, '?search=бета')).total).toBe(4);
  });

  it('is live on the channel: the user hears their own lines, an administrator every user’s; not others’', async () => {
    const [a, b, adm] = await Promise.all([socketOf(alice), socketOf(bob), socketOf(admin)]);
    expect(await subscribe(a.socket, `administration/console:${alice.userId}`)).toBe(true);
    expect(await subscribe(b.socket, `administration/console:${alice.userId}`)).toBe(false);
    expect(await subscribe(b.socket, 'administration/console:all')).toBe(false);
    expect(await subscribe(adm.socket, 'administration/console:all')).toBe(true);
    await run(alice, 'живая');
    await until(() => a.heard.length >= 4 && adm.heard.length >= 4);
    expect(a.heard.map((l) => l.message)).toContain('предупреждение живая');
    expect(adm.heard.every((l) => l.userId === alice.userId)).toBe(true);
    expect(b.heard).toEqual([]);
  });

  it(`keeps at most ${CONSOLE_CAP_PER_USER} lines per user, the newest`, async () => {
    await run(bob, 'много', CONSOLE_CAP_PER_USER);
    await expect
      .poll(async () => (await lines(bob, '?limit=1')).lines[0]?.message, { timeout: 60_000, interval: 500 })
      .toBe('ошибка много');
    await expect.poll(async () => (await lines(bob, '?limit=1')).total, { timeout: 30_000 }).toBe(CONSOLE_CAP_PER_USER);
  }, 120_000);
});

describe('bad input and access', () => {
  it('a Russian 400 for a bad level, page or user id; 401 without a token; nothing written', async () => {
    const before = await tableCounts(t.temp);
    expect(await error(alice.request('GET', '/api/administration/console?level=debug'), 400)).toBe(
      'Неизвестный уровень «debug»: log, info, warn или error',
    );
    expect(await error(alice.request('GET', '/api/administration/console?limit=0'), 400)).toBe(
      'Параметр «limit» должен быть целым числом от 1 до 200',
    );
    expect(await error(admin.request('GET', '/api/administration/console?userId=x'), 400)).toBe(
      'Параметр «userId» должен быть идентификатором (uuid)',
    );
    expect((await fetch(`${t.url}/api/administration/console`)).status).toBe(401);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});
