import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../common/environment.ts';
import { createServer, type OntobenchServer } from '../server.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { testClock } from './test-support.ts';
import { ensureUser } from './users.ts';

/**
 * X-Forwarded-For (issue 11, item 5): ignored by default — a client cannot choose the address its
 * attempts are counted under — and believed only from the proxies ONTOBENCH_TRUST_PROXY names
 * (`createServer({ trustProxy })`). A real server over HTTP; the clock stands still, so delays do not pass.
 */

let temp: TempStore;
const servers: OntobenchServer[] = [];
const PASSWORD = 'Proxy-pass-1';

beforeAll(async () => {
  temp = await openTempStore();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await temp?.dispose();
});

async function serve(trustProxy?: string[]) {
  const server = await createServer({
    store: temp.store,
    webRoot: null,
    environment: { version: '1.0.0-test', branding: DEFAULT_BRANDING },
    trustProxy,
    clock: testClock(new Date()).clock,
  });
  servers.push(server);
  const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  return (email: string, password: string, forwardedFor: string) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password }),
    });
}

let counter = 0;
async function account() {
  counter += 1;
  const email = `proxy${counter}@example.ru`;
  await ensureUser(temp.store, { email, password: PASSWORD, fullName: 'Проксин Пётр Петрович', isAdmin: false });
  return email;
}

describe('the client address behind a reverse proxy', () => {
  it('by default ignores X-Forwarded-For: a new header does not buy new attempts', async () => {
    const login = await serve();
    const email = await account();
    for (let n = 0; n < 5; n++) expect((await login(email, 'wrong-pass-1', `203.0.113.${n}`)).status).toBe(401);
    const spoofed = await login(email, 'wrong-pass-1', '198.51.100.7');
    expect(spoofed.status).toBe(429);
    expect(spoofed.headers.get('retry-after')).toBe('1');
  });

  it('with the proxy trusted, counts attempts under the forwarded client address', async () => {
    const login = await serve(['127.0.0.1']);
    const email = await account();
    for (let n = 0; n < 5; n++) expect((await login(email, 'wrong-pass-1', '203.0.113.5')).status).toBe(401);
    // The attacker behind the proxy waits…
    expect((await login(email, 'wrong-pass-1', '203.0.113.5')).status).toBe(429);
    // …the owner, behind the same proxy but at another address, signs in.
    expect((await login(email, PASSWORD, '198.51.100.7')).status).toBe(200);
    // A client that adds its own header in front of the proxy's does not escape: the proxy's entry counts.
    expect((await login(email, 'wrong-pass-1', '192.0.2.1, 203.0.113.5')).status).toBe(429);
  });
});
