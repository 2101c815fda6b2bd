import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NumberingSet, RenderReply } from '../../extensions/structured-documents/src/common/api.ts';
import {
  insert,
  makeStructuredDocument,
  saved,
  sdoc,
  startSdocWorld,
  stateOf,
  type SdocWorld,
} from './sdoc-fixtures.ts';

/**
 * Issue 16 item 4: "level numbering sets (decimal, roman, letters, Russian letters, bullet, none; level
 * text) … the success message 'Нумерация компонентов сохранена'" — the sets' calls on a real server: an
 * administrator defines them, everyone numbers with them; a bad set is refused and nothing is written.
 */
let w: SdocWorld;
const setId = randomUUID();
const path = (id = setId) => `/api/structured-documents/numbering-sets/${id}`;
const appendix = {
  name: 'Приложения',
  alias: 'appendix',
  levels: [
    { level: 1, format: 'russianLetters', levelText: 'Приложение %1' },
    { level: 2, format: 'roman', levelText: '%1.%2)' },
  ],
};

beforeAll(async () => {
  w = await startSdocWorld();
}, 60_000);
afterAll(() => w?.close());

const list = async () =>
  (await (await w.alice.request('GET', '/api/structured-documents/numbering-sets')).json()) as NumberingSet[];

describe('level numbering sets', () => {
  it('an administrator saves a set with its levels; every user reads it', async () => {
    const reply = await w.admin.request('PUT', path(), appendix);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ id: setId, ...appendix });
    expect(await list()).toContainEqual({ id: setId, ...appendix });
  });

  it('a document numbers its sections with the set its elements name (§3 Russian letters, roman, level text)', async () => {
    const doc = await makeStructuredDocument(w.alice, 'Приложения к положению');
    const a = insert('section', doc, null, {
      title: 'Формы',
      numberingSetAlias: 'appendix',
      numberingStrategy: 'start',
    });
    const a1 = insert('section', a.id, null, {
      title: 'Заявление',
      numberingSetAlias: 'appendix',
      numberingStrategy: 'start',
    });
    const b = insert('section', doc, a.id, {
      title: 'Образцы',
      numberingSetAlias: 'appendix',
      numberingStrategy: 'continue',
    });
    await saved(w.alice, doc, [a, a1, b]);
    expect((await stateOf(w.alice, doc)).numberingSets.map((s) => s.alias)).toContain('appendix');
    const { html } = (await (await sdoc.render(w.alice, doc)).json()) as RenderReply;
    expect(html).toContain('Приложение а Формы');
    expect(html).toContain('а.I) Заявление');
    expect(html).toContain('Приложение б Образцы');
  });

  it('a save replaces the levels: one level fewer is one level fewer', async () => {
    const one = { ...appendix, name: 'Приложения (кратко)', levels: appendix.levels.slice(0, 1) };
    expect((await w.admin.request('PUT', path(), one)).status).toBe(200);
    expect((await list()).find((s) => s.id === setId)).toEqual({ id: setId, ...one });
  });

  it('a user may not define or delete sets (403), and nothing changes', async () => {
    const before = await list();
    const put = await w.alice.request('PUT', path(randomUUID()), { ...appendix, alias: 'mine' });
    expect(put.status).toBe(403);
    expect((await w.alice.request('DELETE', path())).status).toBe(403);
    expect(await list()).toEqual(before);
  });

  it('a bad set is refused with what is wrong, and nothing is written', async () => {
    const before = await list();
    const cases: [object, string][] = [
      [{ ...appendix, alias: 'appendix' }, 'Набор с таким псевдонимом уже есть'],
      [
        { ...appendix, alias: 'other', levels: [{ level: 2, format: 'decimal', levelText: '%2' }] },
        'уровень 1: уровни идут по порядку с первого',
      ],
      [
        { ...appendix, alias: 'other', levels: [{ level: 1, format: 'greek', levelText: '%1' }] },
        'уровень 1: неизвестный формат номера',
      ],
      [{ name: '', alias: 'other', levels: appendix.levels }, 'Нужно название набора (до 200 символов)'],
    ];
    for (const [body, error] of cases) {
      const reply = await w.admin.request('PUT', path(randomUUID()), body);
      expect([reply.status, ((await reply.json()) as { error: string }).error]).toEqual([400, error]);
    }
    expect((await w.admin.request('PUT', '/api/structured-documents/numbering-sets/not-a-uuid', appendix)).status).toBe(
      400,
    );
    expect(await list()).toEqual(before);
  });

  it('an administrator deletes a set with its levels; a second delete is 404', async () => {
    expect((await w.admin.request('DELETE', path())).status).toBe(200);
    expect((await list()).some((s) => s.id === setId)).toBe(false);
    expect((await w.admin.request('DELETE', path())).status).toBe(404);
  });
});
