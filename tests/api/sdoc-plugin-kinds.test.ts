import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlugin } from '@ontobench/sdk/vite';
import type { PluginRecord } from '@ontobench/core/common';
import {
  insert,
  makeStructuredDocument,
  outline,
  saved,
  sdoc,
  stateOf,
  startSdocWorld,
  type SdocWorld,
} from './sdoc-fixtures.ts';

/**
 * A runtime plugin's component kind inside a real structured document (issue 16: "a plugin can add a kind
 * the same way (the callout-component example must work inside a real document)"): the callout example is
 * built as an integrator builds it and uploaded; its header declares `documentComponents: [{ id, allowedIn }]`,
 * and the server's container table (domain.md §5) holds the kinds of enabled plugins only.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let w: SdocWorld;
let code: string;

const registry = '/api/app/plugin-registry';
const setDisabled = (disabled: boolean) => w.admin.request('PATCH', `${registry}/callout-component`, { disabled });

beforeAll(async () => {
  [w, { code }] = await Promise.all([startSdocWorld(), buildPlugin(path.join(root, 'examples/callout-component'))]);
  const reply = await w.admin.request('POST', `${registry}/upload`, { code });
  expect([reply.status, reply.status === 201 ? '' : await reply.text()]).toEqual([201, '']);
}, 120_000);
afterAll(() => w?.close());

/** A document with a section and a table with a row: the places the tests put a callout in. */
async function documentWithPlaces(name: string) {
  const id = await makeStructuredDocument(w.alice, name);
  const section = insert('section', id, null, { title: 'Раздел' });
  const table = insert('table', id, section.id);
  const row = insert('tableRow', table.id);
  await saved(w.alice, id, [section, table, row]);
  return { id, section, table, row };
}

async function refused(reply: Response, status: number, message: RegExp) {
  expect(reply.status).toBe(status);
  expect(((await reply.json()) as { error: string }).error).toMatch(message);
}

describe('plugin component kinds on the server (§5 containers hold the kinds of enabled plugins)', () => {
  it('the uploaded callout declares its kind and places in its header, as the build wrote them', async () => {
    expect(code.split('\n', 1)[0]).toContain('"documentComponents":[{"id":"callout","allowedIn":["document"');
    const list = (await (await w.admin.request('GET', registry)).json()) as PluginRecord[];
    expect(list.find((p) => p.id === 'callout-component')).toMatchObject({ disabled: false, type: 'generic' });
  });

  it('§5: a callout goes in a section (its allowedIn) → 200, and reads back with its content and tone', async () => {
    const { id, section } = await documentWithPlaces('С врезкой');
    const callout = insert('callout', section.id, null, {
      content: 'Сдайте до пятницы',
      settings: { tone: 'warning' },
    });
    await saved(w.alice, id, [callout]);
    const state = await stateOf(w.alice, id);
    expect(outline(state.root)).toBe('document(section(callout), table(tableRow))');
    expect(state.root.children[0]!.children[0]).toMatchObject({
      id: callout.id,
      kind: 'callout',
      content: 'Сдайте до пятницы',
      settings: { tone: 'warning' },
    });
  });

  it('§5: a callout in a table row → 400 with the container-table message, nothing written', async () => {
    const { id, row } = await documentWithPlaces('Не сюда');
    const before = await stateOf(w.alice, id);
    await refused(await sdoc.save(w.alice, id, [insert('callout', row.id)]), 400, /таблица контейнеров/);
    const after = await stateOf(w.alice, id);
    expect([after.version, outline(after.root)]).toEqual([before.version, outline(before.root)]);
  });

  it('§7 render: a document holding a callout renders it with data-kind and its settings, escaped', async () => {
    const { id, section } = await documentWithPlaces('Отрисовка');
    await saved(w.alice, id, [
      insert('callout', section.id, null, { content: '<b>Важно</b>', settings: { tone: 'error' } }),
    ]);
    const reply = await sdoc.render(w.alice, id);
    expect(reply.status).toBe(200);
    const { html } = (await reply.json()) as { html: string };
    expect(html).toContain('data-kind="callout"');
    expect(html).toContain('data-settings="{&#34;tone&#34;:&#34;error&#34;}"');
    expect(html).toContain('&#60;b&#62;Важно&#60;/b&#62;');
    expect(html).not.toContain('<b>');
  });

  it('a disabled plugin’s kind is refused again (400), while documents holding it still load; enabled, it is back', async () => {
    const { id, section } = await documentWithPlaces('Отключение');
    await saved(w.alice, id, [insert('callout', section.id, null, { content: 'Была' })]);
    expect((await setDisabled(true)).status).toBe(200);
    try {
      await refused(await sdoc.save(w.alice, id, [insert('callout', section.id)]), 400, /таблица контейнеров/);
      const state = await stateOf(w.alice, id);
      expect(outline(state.root)).toBe('document(section(callout), table(tableRow))');
      // Other edits of the document go on.
      await saved(w.alice, id, [{ op: 'update', id: section.id, fields: { title: 'Раздел 1' } }]);
    } finally {
      expect((await setDisabled(false)).status).toBe(200);
    }
    await saved(w.alice, id, [insert('callout', section.id)]);
  });

  it('a kind no plugin declares is refused (400), and a plugin cannot change a built-in row', async () => {
    const { id, row } = await documentWithPlaces('Неизвестные');
    await refused(await sdoc.save(w.alice, id, [insert('banner', id)]), 400, /таблица контейнеров/);
    const header = {
      id: 'row-sections',
      version: '1.0.0',
      name: 'Разделы в строках',
      sdk: '^2.0.0',
      type: 'generic',
      documentComponents: [{ id: 'section', allowedIn: ['tableRow'] }],
    };
    const bundle = `/*! @ontobench/plugin ${JSON.stringify(header)} */\nexport default { id: "row-sections", version: "1.0.0", contributes: {} };\n`;
    expect((await w.admin.request('POST', `${registry}/upload`, { code: bundle })).status).toBe(201);
    await refused(await sdoc.save(w.alice, id, [insert('section', row.id)]), 400, /таблица контейнеров/);
  });

  it('a header with a malformed kind is refused at upload (400), nothing installed', async () => {
    const header = {
      id: 'bad-kinds',
      version: '1.0.0',
      name: 'Плохие виды',
      sdk: '^2.0.0',
      type: 'generic',
      documentComponents: [{ id: 'Bad Kind', allowedIn: ['section'] }],
    };
    const bundle = `/*! @ontobench/plugin ${JSON.stringify(header)} */\nexport default {};\n`;
    await refused(await w.admin.request('POST', `${registry}/upload`, { code: bundle }), 400, /documentComponents/);
    const list = (await (await w.admin.request('GET', registry)).json()) as PluginRecord[];
    expect(list.map((p) => p.id)).not.toContain('bad-kinds');
  });
});
