import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import type { DocNode, DocumentView, SaveReply } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The documents area's server on a fresh database, with four users: the administrator, Alice (who writes
 * the documents), Bob (whom she assigns) and Carol (a stranger to her documents).
 */
export interface DocumentsWorld {
  t: TestServer;
  admin: Client;
  alice: Client;
  bob: Client;
  carol: Client;
  anonymous(method: string, path: string): Promise<Response>;
  close(): Promise<void>;
}

export const CAROL = 'carol@contract.test';

export async function startDocumentsWorld(): Promise<DocumentsWorld> {
  const t = await startTestServer([documents]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Карлова Карина', isAdmin: false });
  const [admin, alice, bob, carol] = await Promise.all([ADMIN, ALICE, BOB, CAROL].map((e) => t.signIn(e)));
  return {
    t,
    admin: admin!,
    alice: alice!,
    bob: bob!,
    carol: carol!,
    anonymous: (method, path) => fetch(`${t.url}${path}`, { method }),
    close: () => t.close(),
  };
}

export const doc = (...content: DocNode[]): DocNode => ({ type: 'doc', content });
export const para = (text: string, marks?: DocNode['marks']): DocNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
export const heading = (level: number, text: string): DocNode => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});

/** A document of `author`'s; its id. */
export async function makeDocument(author: Client, name: string): Promise<string> {
  const id = randomUUID();
  const reply = await author.data({
    act: 'set_data',
    data: [{ op: 'new', class: DOC_CLASS.Document, name, inst: id }],
  });
  expect(reply.status).toBe(200);
  return id;
}

/** An assignment of `doc` (the author's) to `user` with a role code, as domain.md §3 "Assignment and role" has it. */
export async function assign(
  author: Client,
  docId: string,
  user: Client,
  roleCode: string,
  extra: { notActive?: boolean; activeUntil?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const reply = await author.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Assignment, name: `${roleCode}: ${docId.slice(0, 8)}`, inst: id },
      { op: 'upd', inst: id, prop: PROP.obj, val: docId },
      { op: 'upd', inst: id, prop: PROP.user, val: user.userId },
      { op: 'upd', inst: id, prop: PROP.roleCode, val: roleCode },
      ...(extra.notActive ? [{ op: 'upd', inst: id, prop: PROP.notActive, val: true }] : []),
      ...(extra.activeUntil ? [{ op: 'upd', inst: id, prop: PROP.activeUntil, val: extra.activeUntil }] : []),
    ],
  });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
  return id;
}

export const api = {
  view: (c: Client, id: string) => c.request('GET', `/api/documents/${id}`),
  save: (c: Client, id: string, content: unknown, baseVersion: number) =>
    c.request('PUT', `/api/documents/${id}/content`, { content, baseVersion }),
  setPublic: (c: Client, id: string, isPublic: boolean) =>
    c.request('PUT', `/api/documents/${id}/public`, { isPublic }),
  docx: (c: Client, id: string) => c.request('GET', `/api/documents/${id}/docx`),
  resolve: (c: Client, refs: unknown) => c.request('POST', '/api/terms/resolve', { refs }),
};

/** The document as `c` sees it (expects a 200). */
export async function viewOf(c: Client, id: string): Promise<DocumentView> {
  const reply = await api.view(c, id);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return (await reply.json()) as DocumentView;
}

/** Saves as `c` and expects it to succeed; the new version. */
export async function saved(c: Client, id: string, content: DocNode, baseVersion: number): Promise<number> {
  const reply = await api.save(c, id, content, baseVersion);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return ((await reply.json()) as SaveReply).version;
}

/** The stored content pieces of a document, read as the administrator through the data API. */
export async function storedPieces(admin: Client, id: string, prop: string = DOC_PROP.content): Promise<string[]> {
  const reply = (await (
    await admin.data({ act: 'get_data', class: DOC_CLASS.Document, filter: `[id] = '${id}'`, fields: [{ prop }] })
  ).json()) as GetDataReply;
  return reply.rows.filter((c) => c.prop === prop).map((c) => String(c.val));
}
