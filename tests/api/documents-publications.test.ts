import { randomUUID } from 'node:crypto';
import { storeIndex } from '../../core/src/node/extensions/store-index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import {
  DOCUMENTS_API,
  type CommentView,
  type ManualEntry,
  type PublicationEntry,
  type PublicationTree,
} from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { seedDiscussionsDemo } from '../../extensions/documents/src/node/demo/seed-discussions.ts';
import { tableCounts, type Client } from './harness.ts';
import { call, makeDocument, startWorld, write, type World } from './documents-discussions-fixture.ts';

/**
 * The publications calls against a real server (domain.md §3 "Publication: code, name, annotation,
 * author, date_create, assignments, isPublicDoc, settings … A publication link entity: document, parent,
 * publication, order, icon, author, name"; shell.md §2 /public/doctree/{id}).
 */
let w: World;
let intro: string;
let annex: string;
let secret: string;
let publication: string;
const content = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Saves content the way the content part stores it: JSON in ordered pieces, and a version. */
async function saveContent(client: Client, id: string, text: string, version: number) {
  const json = JSON.stringify(content(text));
  const half = Math.ceil(json.length / 2);
  await write(client, [
    { op: 'upd', inst: id, prop: DOC_PROP.content, val: [json.slice(0, half), json.slice(half)] },
    { op: 'upd', inst: id, prop: DOC_PROP.contentVersion, val: version },
  ]);
}

async function makePublication(client: Client, name: string, isPublic: boolean, roles: [Client, string][] = []) {
  const id = randomUUID();
  await write(client, [
    { op: 'new', class: DOC_CLASS.Publication, name, inst: id },
    { op: 'upd', inst: id, prop: PROP.isPublic, val: isPublic },
    { op: 'upd', inst: id, prop: DOC_PROP.annotation, val: 'Строка 1\nСтрока 2' },
  ]);
  if (roles.length) {
    for (const [user, code] of roles) {
      const a = randomUUID();
      await write(client, [
        { op: 'new', class: CLASS.Assignment, name: code, inst: a },
        { op: 'upd', inst: a, prop: PROP.obj, val: id },
        { op: 'upd', inst: a, prop: PROP.user, val: user.userId },
        { op: 'upd', inst: a, prop: PROP.roleCode, val: code },
      ]);
    }
  }
  return id;
}

beforeAll(async () => {
  w = await startWorld();
  intro = await makeDocument(w.alice, 'Введение', [[w.bob, 'reader']]);
  annex = await makeDocument(w.alice, 'Приложение');
  secret = await makeDocument(w.dave, 'Секрет Дениса');
  await saveContent(w.alice, intro, 'Первая версия', 1);
  await saveContent(w.alice, annex, 'Текст приложения', 3);
  publication = await makePublication(w.alice, 'Сборник', true, [[w.bob, 'reader']]);
}, 60_000);

afterAll(() => w?.t.close());

const publish = (client: Client, pub: string, body: unknown) =>
  call<{ linkId: string; order: number; version: number }>(client, 'POST', DOCUMENTS_API.publish(pub), body);

describe('publishing', () => {
  it('copies the current content and version; a child goes under its parent; order counts on', async () => {
    const root = await publish(w.alice, publication, { documentId: intro });
    expect(root).toMatchObject({ status: 200, body: { order: 0, version: 1 } });
    // The document changes after publishing: the publication keeps the version it took.
    await saveContent(w.alice, intro, 'Вторая версия', 2);
    const child = await publish(w.alice, publication, { documentId: annex, parentId: root.body.linkId });
    const second = await publish(w.alice, publication, { documentId: intro });
    expect([child.body.order, second.body.order, second.body.version]).toEqual([0, 1, 2]);
    const tree = await call<PublicationTree>(w.alice, 'GET', DOCUMENTS_API.tree(publication));
    expect(tree.status).toBe(200);
    expect(tree.body.publication).toMatchObject({
      id: publication,
      name: 'Сборник',
      isPublic: true,
      annotation: 'Строка 1\nСтрока 2',
      settings: null,
    });
    const [first, next] = tree.body.roots;
    expect(first).toMatchObject({
      linkId: root.body.linkId,
      name: 'Введение',
      version: 1,
      content: content('Первая версия'),
    });
    expect(first!.children).toEqual([
      expect.objectContaining({
        document: { id: annex, name: 'Приложение' },
        version: 3,
        content: content('Текст приложения'),
      }),
    ]);
    expect(next).toMatchObject({ version: 2, content: content('Вторая версия') });
  });

  it('refuses a reader of the publication, a document the user cannot read, a foreign parent and bad input, writing nothing', async () => {
    const before = await tableCounts(w.t.temp);
    expect((await publish(w.bob, publication, { documentId: intro })).status).toBe(403);
    expect((await publish(w.alice, publication, { documentId: secret })).status).toBe(404);
    expect((await publish(w.dave, publication, { documentId: secret })).status).toBe(404);
    expect((await publish(w.alice, publication, { documentId: intro, parentId: randomUUID() })).status).toBe(400);
    expect((await publish(w.alice, publication, { documentId: intro, order: -1 })).status).toBe(400);
    expect((await publish(w.alice, publication, { documentId: 'x' })).status).toBe(400);
    expect(await tableCounts(w.t.temp)).toEqual(before);
  });

  it('the history of a document lists its publications the user reads', async () => {
    const history = await call<PublicationEntry[]>(w.bob, 'GET', DOCUMENTS_API.history(intro));
    expect(history.status).toBe(200);
    expect(history.body.map((e) => e.version).sort()).toEqual([1, 2]);
    expect(history.body[0]).toMatchObject({
      publication: { id: publication, name: 'Сборник' },
      isPublic: true,
      author: { id: w.alice.userId },
    });
    expect((await call(w.dave, 'GET', DOCUMENTS_API.history(intro))).status).toBe(404);
  });

  it('a stranger does not see the tree of a publication they cannot read', async () => {
    expect((await call(w.dave, 'GET', DOCUMENTS_API.tree(publication))).status).toBe(404);
    expect((await call(w.bob, 'GET', DOCUMENTS_API.tree(publication))).status).toBe(200);
  });
});

describe('GET public/doctree/:id — no sign-in, public publications only', () => {
  const anonymous = (id: string) => fetch(`${w.t.url}/api/${DOCUMENTS_API.publicTree(id)}`);

  it('answers the tree with the published content of a public publication', async () => {
    const reply = await anonymous(publication);
    expect(reply.status).toBe(200);
    const tree = (await reply.json()) as PublicationTree;
    expect(tree.roots[0]).toMatchObject({ name: 'Введение', content: content('Первая версия') });
  });

  it('answers one 404 for a private publication and a missing one', async () => {
    const hidden = await makePublication(w.alice, 'Черновой сборник', false);
    await publish(w.alice, hidden, { documentId: intro });
    const [priv, missing] = await Promise.all([anonymous(hidden), anonymous(randomUUID())]);
    expect([priv.status, missing.status]).toEqual([404, 404]);
    expect(await priv.text()).toBe(await missing.text());
  });
});

describe('the demo discussions (seedDiscussionsDemo)', () => {
  it('writes a thread on the first document, a public publication of two (one nested) and a manual for /docs', async () => {
    const [main, second] = [
      await makeDocument(w.alice, 'Демо: главный', [[w.bob, 'reader']]),
      await makeDocument(w.alice, 'Демо: второй'),
    ];
    await saveContent(w.alice, main, 'Онтология университета описывает кафедры', 1);
    const user = {
      id: w.alice.userId,
      name: 'Алисова Алиса Петровна',
      email: '',
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
    };
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
    const services = {
      get: (): never => {
        throw new Error('the discussions seed asks for no service');
      },
      optional: () => undefined,
    };
    const index = storeIndex(w.t.temp.store);
    await seedDiscussionsDemo({ user, data: w.t.server.data, index, log, services }, [main, second]);

    const comments = await call<CommentView[]>(w.bob, 'GET', DOCUMENTS_API.comments(main));
    expect(comments.body).toHaveLength(3);
    const ranged = comments.body.find((c) => c.documentRange);
    expect(ranged?.documentRange).toEqual({
      from: 1,
      to: 1 + 'Онтология университета описывает'.length,
      quote: 'Онтология университета описывает',
    });
    expect(comments.body.find((c) => c.parentId === ranged?.id)).toBeDefined();
    expect(comments.body.filter((c) => c.completed)).toHaveLength(1);

    const history = await call<PublicationEntry[]>(w.alice, 'GET', DOCUMENTS_API.history(main));
    const tree = await fetch(`${w.t.url}/api/${DOCUMENTS_API.publicTree(history.body[0]!.publication.id)}`);
    const { roots } = (await tree.json()) as PublicationTree;
    expect(roots.map((r) => [r.document.id, r.children.map((c) => c.document.id)])).toEqual([[main, [second]]]);

    const manuals = await call<ManualEntry[]>(w.bob, 'GET', DOCUMENTS_API.manuals);
    expect(manuals.body).toEqual([
      expect.objectContaining({ url: '/docs', exactLink: false, document: { id: main, name: 'Демо: главный' } }),
    ]);
  });
});
