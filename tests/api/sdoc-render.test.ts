import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import documents from '@ontobench/ext-documents/node';
import type { RenderReply, SnapshotEntry } from '../../extensions/structured-documents/src/common/api.ts';
import { assign } from './documents-fixtures.ts';
import { insert, makeStructuredDocument, saved, sdoc, startSdocWorld, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * document/render (§7: "documentId, session, optional elementId, markup, markupClassFilter; replies html,
 * documentMetadata"), publications (§3 "Snapshot or publication: name, contentJSON, contentHTML, isPublic,
 * author") and the public page `/public/structuredDoc/{documentId}/{publicationId?}`, on a real server
 * with the documents area beside it (its term resolution expands references, §5).
 */
let w: SdocWorld;
let id: string;
let section: string;
let className: string;
let classId: string;

beforeAll(async () => {
  w = await startSdocWorld([documents]);
  classId = randomUUID();
  className = 'Планета';
  expect(
    (await w.alice.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: className, inst: classId }] }))
      .status,
  ).toBe(200);
  id = await makeStructuredDocument(w.alice, 'Руководство');
  const meta = insert('documentMetadata', id);
  const s = insert('section', id, meta.id, { title: 'Введение', extraClasses: ['intro'] });
  section = s.id;
  const p = insert('paragraph', s.id, null, {
    content: `О классе :class-${classId}(планеты).\n\n<script>alert(1)</script>`,
  });
  const bad = insert('illustration', s.id, p.id, { title: 'Опасная', content: 'javascript:alert(1)' });
  const good = insert('illustration', s.id, bad.id, { title: 'Схема', content: 'https://example.org/scheme.png' });
  const off = insert('paragraph', id, s.id, { content: 'Выключенный абзац', disabled: true });
  const table = insert('table', id, off.id, { title: 'Сроки' });
  const row = insert('tableRow', table.id);
  const cell = insert('tableCell', row.id, null, { content: '1 неделя' });
  await saved(w.alice, id, [meta, s, p, bad, good, off, table, row, cell]);
}, 60_000);
afterAll(() => w?.close());

async function rendered(extra: Record<string, unknown> = {}): Promise<RenderReply> {
  const reply = await sdoc.render(w.alice, id, extra);
  expect(reply.status).toBe(200);
  return (await reply.json()) as RenderReply;
}

describe('document/render', () => {
  it('renders every kind as escaped HTML with a table of contents, and leaves out disabled elements', async () => {
    const { html, documentMetadata } = await rendered();
    expect(documentMetadata).toMatchObject({ name: 'Руководство', version: 1 });
    expect(html).toContain('<section class="sdoc-section intro"');
    expect(html).toMatch(/<nav class="sdoc-toc"><ul><li data-level="1"><a href="#s-[0-9a-f-]+">Введение<\/a>/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script|(?:src|href)="\s*javascript:/i);
    expect(html).toContain('<img src="https://example.org/scheme.png"');
    expect(html).toContain('<td>');
    expect(html).toContain('1 неделя');
    expect(html).not.toContain('Выключенный абзац');
  });

  it('§5 references are expanded through the term resolution: the class by its own name, linked', async () => {
    const { html } = await rendered();
    expect(html).toContain(`href="/termin/${classId}">планеты</a>`);
  });

  it('one element, or the elements of a markup class only', async () => {
    const one = await rendered({ elementId: section });
    expect(one.html.startsWith('<section')).toBe(true);
    expect(one.html).not.toContain('Сроки');
    const byClass = await rendered({ markupClassFilter: ['intro'] });
    expect(byClass.html).toContain('Введение');
    expect(byClass.html).not.toContain('Сроки');
  });

  it('a stranger gets 404; an unknown element 404', async () => {
    expect((await sdoc.render(w.carol, id)).status).toBe(404);
    expect((await sdoc.render(w.alice, id, { elementId: randomUUID() })).status).toBe(404);
  });
});

describe('publications and the public page', () => {
  it('a reader may not publish; the author publishes, and readers list and open it', async () => {
    await assign(w.alice, id, w.bob, 'reader');
    expect((await sdoc.publish(w.bob, id, 'Выпуск Боба')).status).toBe(403);
    const reply = await sdoc.publish(w.alice, id, 'Выпуск 1');
    expect(reply.status).toBe(200);
    const entry = (await reply.json()) as SnapshotEntry;
    expect(entry).toMatchObject({ name: 'Выпуск 1', isPublic: false, author: { id: w.alice.userId } });
    const list = (await (
      await w.bob.request('GET', `/api/structured-documents/${id}/publications`)
    ).json()) as SnapshotEntry[];
    expect(list.map((e) => e.id)).toEqual([entry.id]);
    const one = await w.bob.request('GET', `/api/structured-publications/${entry.id}`);
    const body = (await one.json()) as { state: { root: { children: unknown[] } }; html: string };
    expect(body.state.root.children).toHaveLength(4);
    expect(body.html).toContain('Введение');
    expect((await w.carol.request('GET', `/api/structured-publications/${entry.id}`)).status).toBe(404);
    // Not public: the public page knows nothing of it.
    expect((await fetch(`${w.t.url}/api/public/structuredDoc/${id}`)).status).toBe(404);
  });

  it('a public publication is read signed out; a later edit does not change it', async () => {
    const reply = await sdoc.publish(w.alice, id, 'Открытый выпуск', true);
    const entry = (await reply.json()) as SnapshotEntry;
    await saved(w.alice, id, [insert('paragraph', id, null, { content: 'Позднее дополнение' })]);
    for (const path of [`/api/public/structuredDoc/${id}`, `/api/public/structuredDoc/${id}/${entry.id}`]) {
      const page = await fetch(`${w.t.url}${path}`);
      expect(page.status).toBe(200);
      const body = (await page.json()) as { html: string; publication: { id: string } };
      expect(body.publication.id).toBe(entry.id);
      expect(body.html).toContain('Введение');
      expect(body.html).not.toContain('Позднее дополнение');
    }
    expect((await fetch(`${w.t.url}/api/public/structuredDoc/${id}/${randomUUID()}`)).status).toBe(404);
  });
});
