import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ensureUser, type ServerExtension } from '@ontobench/core/node';
import structuredDocuments from '@ontobench/ext-structured-documents/node';
import type {
  DiffOp,
  DocumentState,
  ElementFields,
  ElementState,
  SaveReply,
} from '../../extensions/structured-documents/src/common/api.ts';
import { SDOC_CLASS } from '../../extensions/structured-documents/src/common/schema.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The structured-documents area's server on a fresh database, with the administrator, Alice (who writes
 * the documents), Bob (whom she assigns) and Carol (a stranger to her documents).
 */
export interface SdocWorld {
  t: TestServer;
  admin: Client;
  alice: Client;
  bob: Client;
  carol: Client;
  close(): Promise<void>;
}

export const CAROL = 'carol@contract.test';

/** The area alone, or with other extensions (the documents area provides the term resolution). */
export async function startSdocWorld(others: ServerExtension[] = []): Promise<SdocWorld> {
  const t = await startTestServer([...others, structuredDocuments]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Карлова Карина', isAdmin: false });
  const [admin, alice, bob, carol] = await Promise.all([ADMIN, ALICE, BOB, CAROL].map((e) => t.signIn(e)));
  return { t, admin: admin!, alice: alice!, bob: bob!, carol: carol!, close: () => t.close() };
}

/** A structured document of `author`'s; its id. */
export async function makeStructuredDocument(author: Client, name: string): Promise<string> {
  const id = randomUUID();
  const reply = await author.data({
    act: 'set_data',
    data: [{ op: 'new', class: SDOC_CLASS.StructuredDocument, name, inst: id }],
  });
  expect(reply.status).toBe(200);
  return id;
}

export const sdoc = {
  fetch: (c: Client, documentId: string) => c.request('POST', '/api/document/fetch', { documentId }),
  save: (c: Client, documentId: string, diff: DiffOp[], tabSessionId = `tab-${c.userId}`) =>
    c.request('POST', '/api/document/save', { documentId, updateId: randomUUID(), baseVersion: 0, diff, tabSessionId }),
  locks: (c: Client, documentId: string, elementIds: string[], tabSessionId = `tab-${c.userId}`) =>
    c.request('POST', '/api/document/locks', { documentId, tabSessionId, elementIds }),
  render: (c: Client, documentId: string, extra: Record<string, unknown> = {}) =>
    c.request('POST', '/api/document/render', { documentId, ...extra }),
  publish: (c: Client, documentId: string, name: string, isPublic = false) =>
    c.request('POST', `/api/structured-documents/${documentId}/publications`, { name, isPublic }),
  byElement: (c: Client, elementId: string) =>
    c.request('POST', '/api/document/fetchDocumentInstanceDataByElementId', { elementId }),
};

/** The document state as `c` sees it (expects a 200). */
export async function stateOf(c: Client, documentId: string): Promise<DocumentState> {
  const reply = await sdoc.fetch(c, documentId);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return (await reply.json()) as DocumentState;
}

/** Saves the diff as `c` (expects a 200). */
export async function saved(c: Client, documentId: string, diff: DiffOp[]): Promise<SaveReply> {
  const reply = await sdoc.save(c, documentId, diff);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return (await reply.json()) as SaveReply;
}

/** The tree as `kind(children…)` text: what a test compares. */
export function outline(node: ElementState): string {
  const inner = node.children.map(outline).join(', ');
  return inner ? `${node.kind}(${inner})` : node.kind;
}

/** An insert of a new element; its id is the op's. */
export function insert(
  kind: string,
  container: string,
  after: string | null = null,
  fields: Partial<ElementFields> = {},
): Extract<DiffOp, { op: 'insert' }> {
  return { op: 'insert', id: randomUUID(), kind, container, after, fields };
}
