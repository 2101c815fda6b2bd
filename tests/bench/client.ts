import { setTimeout as sleep } from 'node:timers/promises';

/** What a sign-in gives: enough to make its client again in another thread (load-worker.ts). */
export interface Credentials {
  url: string;
  userId: string;
  token: string;
  session: string;
}

/** A signed-in client of the data API, as the browser's data client behaves (docs/api.md). */
export interface Client {
  userId: string;
  credentials: Credentials;
  /** POST /api/data with the session; waits for a deferred reply; throws on anything but 200. */
  data<T = unknown>(body: Record<string, unknown>): Promise<T>;
  /** Any other call with the sign-in's token: the status and the parsed JSON body (null when none). */
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** Replies that were not ready within 5 s and came as `{ requestId }`, then were polled. */
export const deferred = { count: 0 };

/** POST auth/login → jwtToken, GET auth/osa-sessionid → session (as tests/api/harness.ts does). */
export async function signIn(url: string, email: string, password: string): Promise<Client> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${jwtToken}` };
  const get = async (path: string): Promise<unknown> => {
    const reply = await fetch(`${url}${path}`, { headers: auth });
    if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${await reply.text()}`);
    return reply.json();
  };
  const osa = (await get('/api/auth/osa-sessionid')) as { res: string }[];
  const session = (JSON.parse(osa[0]!.res) as { session: string }).session;
  return clientOf({ url, userId: user.id, token: jwtToken, session });
}

/** The client of a sign-in made before, possibly in another thread. */
export function clientOf(credentials: Credentials): Client {
  const { url, session } = credentials;
  const json = { 'content-type': 'application/json' };
  const auth = { authorization: `Bearer ${credentials.token}` };
  const get = async (path: string): Promise<unknown> => {
    const reply = await fetch(`${url}${path}`, { headers: auth });
    if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${await reply.text()}`);
    return reply.json();
  };
  return {
    userId: credentials.userId,
    credentials,
    async request(method, path, body) {
      const reply = await fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? auth : { ...auth, ...json },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    async data<T>(body: Record<string, unknown>): Promise<T> {
      const reply = await fetch(`${url}/api/data`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({ session, ...body }),
      });
      const text = await reply.text();
      if (reply.status !== 200) throw new Error(`${String(body.act)}: ${reply.status} ${text.slice(0, 300)}`);
      const result = JSON.parse(text) as T | { requestId: string };
      if (typeof result !== 'object' || result === null || !('requestId' in result)) return result;
      deferred.count++;
      const job = `/api/data/requests/${result.requestId}`;
      while (((await get(`${job}/status`)) as { status: string }).status === 'pending') await sleep(100);
      const value = (await get(`${job}/result`)) as T;
      await fetch(`${url}${job}`, { method: 'DELETE', headers: auth });
      return value;
    },
  };
}
