import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import {
  createServer,
  openPostgresStore,
  type OntobenchServer,
  type ServerExtension,
  type SqlStore,
} from '@ontobench/core/node';
import { PASSWORD } from './harness.ts';

/** Several reference servers on one PostgreSQL, each with a store of its own, as separate processes would be. */
export interface Node {
  server: OntobenchServer;
  store: SqlStore;
  url: string;
}

/** `extensions`: server extensions every node starts (the same list, as every process of one install would). */
export async function startNode(databaseUrl: string, extensions: readonly ServerExtension[] = []): Promise<Node> {
  const store = await openPostgresStore(databaseUrl);
  const server = await createServer({
    store,
    webRoot: null,
    environment: { version: '9.9.9-test', branding: DEFAULT_BRANDING },
    extensions,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { server, store, url: `http://127.0.0.1:${port}` };
}

const sockets: Socket[] = [];

/** Disconnects the sockets opened with socketOf, then closes each node's server and store. */
export async function closeNodes(nodes: readonly (Node | undefined)[]): Promise<void> {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const node of nodes) {
    await node?.server.close();
    await node?.store.close();
  }
}

/** A signed-in user whose calls may go to any node: sessions live in the shared database. */
export interface Client {
  token: string;
  session: string;
  userId: string;
  request(node: Node, method: string, path: string, body?: unknown): Promise<Response>;
  data(node: Node, body: Record<string, unknown>): Promise<Response>;
}

export async function signIn(node: Node, email: string): Promise<Client> {
  const call = (token: string | null) => (target: Node, method: string, path: string, body?: unknown) =>
    fetch(`${target.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await call(null)(node, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
  const reply = (await (await call(jwtToken)(node, 'GET', '/api/auth/osa-sessionid')).json()) as { res: string }[];
  const session = (JSON.parse(reply[0]!.res) as { session: string }).session;
  const request = call(jwtToken);
  return {
    token: jwtToken,
    session,
    userId: user.id,
    request,
    data: (target, body) => request(target, 'POST', '/api/data', { session, ...body }),
  };
}

/** A realtime socket of the user on the node, connected; closed by closeNodes. */
export async function socketOf(node: Node, token: string): Promise<Socket> {
  const socket = connect(node.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
