import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserContext } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import ontology from '@ontobench/ext-ontology/node';
import type { DocumentView, PublicDocument } from '../../extensions/documents/src/common/api.ts';
import { validateDocNode } from '../../extensions/documents/src/common/doc-schema.ts';
import { DEMO_DOCUMENTS } from '../../extensions/documents/src/node/demo/seed.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The documents area's demo data (issue 15 item 7: "a handful of documents with references into the demo
 * ontology, one public"), seeded after the ontology area's as the reference server does.
 */
let t: TestServer;
let alice: Client;

beforeAll(async () => {
  t = await startTestServer([ontology, documents]);
  alice = await t.signIn(ALICE);
  const user: UserContext = {
    id: alice.userId,
    name: 'Алисова Алиса Петровна',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  expect(await t.server.seedExtensions(user)).toEqual(['ontology', 'documents']);
}, 60_000);

afterAll(() => t?.close());

const view = async (id: string) => (await (await alice.request('GET', `/api/documents/${id}`)).json()) as DocumentView;

describe('demo documents', () => {
  it('seeds five documents of the demo user with valid rich content, at version 1', async () => {
    for (const id of Object.values(DEMO_DOCUMENTS)) {
      const d = await view(id);
      expect(d).toMatchObject({ id, role: 'author', version: 1 });
      expect(validateDocNode(d.content)).toBeNull();
    }
    const guide = await view(DEMO_DOCUMENTS.universityGuide);
    const types = new Set(JSON.stringify(guide.content).match(/"type":"\w+"/g));
    for (const type of ['heading', 'bulletList', 'table', 'codeBlock', 'link'])
      expect(types, type).toContain(`"type":"${type}"`);
  });

  it('one is public: an anonymous visitor reads it; the others answer 404', async () => {
    const reply = await fetch(`${t.url}/api/public/doc/${DEMO_DOCUMENTS.universityGuide}`);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as PublicDocument).name).toBe('Руководство по модели университета');
    expect((await fetch(`${t.url}/api/public/doc/${DEMO_DOCUMENTS.pizzaMenu}`)).status).toBe(404);
  });

  it('the menu refers into «Пиццерия»: the .docx shows the price of Маргарита and the glossary expanded', async () => {
    const reply = await alice.request('GET', `/api/documents/${DEMO_DOCUMENTS.pizzaMenu}/docx`);
    expect(reply.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await reply.arrayBuffer()))['word/document.xml']!);
    expect(xml).toContain('<w:t xml:space="preserve">450</w:t>');
    expect(xml).toContain('Маргарита');
    expect(xml).toContain('тесто, на котором выпекается пицца');
    expect(JSON.stringify((await view(DEMO_DOCUMENTS.pizzaMenu)).content)).toMatch(/:class-[0-9a-f-]{36}\(Пицца\)/);
  });
});
