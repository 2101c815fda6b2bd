import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import type { DocumentView } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS } from '../../extensions/documents/src/common/schema.ts';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { closeNodes, signIn, startNode, type Client, type Node } from './cluster-nodes.ts';
import { largeDocument } from './documents-large.ts';
import { PASSWORD } from './harness.ts';

/**
 * Lost updates across server processes (docs/documents.md "Server"): two saves of one document from the
 * same version, sent to two nodes at once, must not both succeed — the second would silently overwrite
 * the first. The in-process queue cannot see the other node; the save's own unit of work must.
 */
let cluster: TempStore;
let a: Node;
let b: Node;
let alice: Client;
const ALICE = 'alice@documents-cluster.test';
const ROUNDS = 8;

beforeAll(async () => {
  cluster = await openTempStore();
  a = await startNode(cluster.url, [documents]);
  b = await startNode(cluster.url, [documents]);
  await ensureUser(a.store, { email: ALICE, password: PASSWORD, fullName: 'Алисова Алиса', isAdmin: false });
  alice = await signIn(a, ALICE);
}, 120_000);

afterAll(async () => {
  await closeNodes([a, b]);
  await cluster?.dispose();
}, 60_000);

/** Content that takes the store a while to write (50 pages), so the two units of work overlap. */
const body = largeDocument(50);
const text = (t: string) => ({
  ...body,
  content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }, ...body.content!],
});

describe('saving on two server processes at once', () => {
  it('of two saves from the same version, one succeeds and the other answers 409, every time', async () => {
    const id = randomUUID();
    const made = await alice.data(a, {
      act: 'set_data',
      data: [{ op: 'new', class: DOC_CLASS.Document, name: 'Общий', inst: id }],
    });
    expect(made.status).toBe(200);
    const save = (node: Node, t: string, baseVersion: number) =>
      alice.request(node, 'PUT', `/api/documents/${id}/content`, { content: text(t), baseVersion });
    expect((await save(a, 'начало', 0)).status).toBe(200);
    for (let version = 1; version <= ROUNDS; version++) {
      const replies = await Promise.all([save(a, `A${version}`, version), save(b, `B${version}`, version)]);
      expect(replies.map((r) => r.status).sort(), `round ${version}`).toEqual([200, 409]);
      const view = (await (await alice.request(a, 'GET', `/api/documents/${id}`)).json()) as DocumentView;
      expect(view.version).toBe(version + 1);
    }
  }, 120_000);

  it('the first save too: two tabs saving a new document from version 0', async () => {
    for (let round = 0; round < 3; round++) {
      const id = randomUUID();
      const made = await alice.data(a, {
        act: 'set_data',
        data: [{ op: 'new', class: DOC_CLASS.Document, name: `Новый ${round}`, inst: id }],
      });
      expect(made.status).toBe(200);
      const replies = await Promise.all(
        [a, b].map((node, i) =>
          alice.request(node, 'PUT', `/api/documents/${id}/content`, { content: text(`${i}`), baseVersion: 0 }),
        ),
      );
      expect(replies.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
    }
  }, 60_000);
});
