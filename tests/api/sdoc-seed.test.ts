import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserContext } from '@ontobench/core/node';
import type { DocumentState, ElementState } from '../../extensions/structured-documents/src/common/api.ts';
import { BUILT_IN_KINDS } from '../../extensions/structured-documents/src/common/kinds.ts';
import { misplacedElements } from '../../extensions/structured-documents/src/common/moves.ts';
import { walk } from '../../extensions/structured-documents/src/common/tree.ts';
import { DEMO_SDOC_ID } from '../../extensions/structured-documents/src/node/demo/seed.ts';
import { ALICE } from './harness.ts';
import { sdoc, startSdocWorld, stateOf, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * Issue 16 item 10: "a structured document of about 40 elements using every kind, with numbering, a
 * generated table of contents and a published version", seeded as the reference server seeds its demo.
 */
let w: SdocWorld;
let state: DocumentState;

beforeAll(async () => {
  w = await startSdocWorld();
  const user: UserContext = {
    id: w.alice.userId,
    name: 'Алисова Алиса',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  expect(await w.t.server.seedExtensions(user)).toEqual(['structured-documents']);
  state = await stateOf(w.alice, DEMO_SDOC_ID);
}, 60_000);
afterAll(() => w?.close());

const nodes = (root: ElementState) => [...walk(root)].map((p) => p.node).filter((n) => n !== root);

describe('the demo structured document', () => {
  it('uses every kind, about 40 elements or more, each where §5 allows it, its chains unbroken', () => {
    const kinds = new Set(nodes(state.root).map((n) => n.kind));
    expect(BUILT_IN_KINDS.filter((k) => k !== 'document' && !kinds.has(k))).toEqual([]);
    expect(nodes(state.root).length).toBeGreaterThanOrEqual(40);
    expect(misplacedElements(state.root)).toEqual([]);
    expect(state.orderWarning).toBeNull();
    expect(state.accessRights.editStructureAllowed).toBe(true);
  });

  it('numbers its sections (1., 2., 2.1.) and renders a table of contents', async () => {
    const reply = await sdoc.render(w.alice, DEMO_SDOC_ID);
    const { html } = (await reply.json()) as { html: string };
    expect(html).toContain('1. Общие положения');
    expect(html).toContain('2.1. Структура работы');
    expect(html).toMatch(/<nav class="sdoc-toc">.*Порядок защиты/);
  });

  it('has a public publication that a visitor reads signed out', async () => {
    const page = await fetch(`${w.t.url}/api/public/structuredDoc/${DEMO_SDOC_ID}`);
    expect(page.status).toBe(200);
    const body = (await page.json()) as { html: string; publication: { name: string } };
    expect(body.publication.name).toBe('Редакция 2026 года');
    expect(body.html).toContain('Сроки выполнения');
  });
});
