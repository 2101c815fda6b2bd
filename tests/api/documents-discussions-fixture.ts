import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import { DOC_CLASS } from '../../extensions/documents/src/common/schema.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The world of the comments, publications and manuals tests: Alice authors documents; Bob reads one
 * through an assignment with the role code `reader`; Carol edits it (role code `editor`); Dave is a
 * stranger to it; the administrator reads everything.
 */
export interface World {
  t: TestServer;
  admin: Client;
  alice: Client;
  bob: Client;
  carol: Client;
  dave: Client;
}

export const CAROL = 'carol@contract.test';
export const DAVE = 'dave@contract.test';

export async function startWorld(): Promise<World> {
  const t = await startTestServer([documents]);
  await ensureUser(t.temp.store, {
    email: CAROL,
    password: PASSWORD,
    fullName: 'Карпова Карина Олеговна',
    isAdmin: false,
  });
  await ensureUser(t.temp.store, {
    email: DAVE,
    password: PASSWORD,
    fullName: 'Давыдов Денис Сергеевич',
    isAdmin: false,
  });
  const [admin, alice, bob, carol, dave] = await Promise.all([ADMIN, ALICE, BOB, CAROL, DAVE].map((e) => t.signIn(e)));
  return { t, admin: admin!, alice: alice!, bob: bob!, carol: carol!, dave: dave! };
}

/** Runs set_data and expects it to pass. */
export async function write(client: Client, data: unknown[]): Promise<void> {
  const reply = await client.data({ act: 'set_data', data });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
}

/** A document of `author`'s, with the given assignments (user → role code). */
export async function makeDocument(author: Client, name: string, roles: [Client, string][] = []): Promise<string> {
  const id = randomUUID();
  const data: unknown[] = [{ op: 'new', class: DOC_CLASS.Document, name, inst: id }];
  for (const [user, roleCode] of roles) {
    const a = randomUUID();
    data.push(
      { op: 'new', class: CLASS.Assignment, name: roleCode, inst: a },
      { op: 'upd', inst: a, prop: PROP.obj, val: id },
      { op: 'upd', inst: a, prop: PROP.user, val: user.userId },
      { op: 'upd', inst: a, prop: PROP.roleCode, val: roleCode },
    );
  }
  await write(author, data);
  return id;
}

/** A JSON call: status and parsed body. */
export async function call<T = unknown>(client: Client, method: string, path: string, body?: unknown) {
  const reply = await client.request(method, `/api/${path}`, body);
  const text = await reply.text();
  return { status: reply.status, body: (text ? JSON.parse(text) : undefined) as T };
}
