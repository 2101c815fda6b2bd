import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROP } from '@ontobench/core/common';
import { DOCUMENTS_API, type ManualEntry } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { call, makeDocument, startWorld, write, type World } from './documents-discussions-fixture.ts';

/**
 * `GET documents/manuals` (domain.md §3 "User manual: document, notActive flag, description, exactLink,
 * url, routes (with route name)"): the active manuals whose document the user reads.
 */
let w: World;
let guide: string;
const [active, inactive, foreign] = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  w = await startWorld();
  guide = await makeDocument(w.alice, 'Как работать со списком документов', [[w.bob, 'reader']]);
  const hidden = await makeDocument(w.dave, 'Личное руководство');
  const manual = (inst: string, name: string, document: string, extra: unknown[] = []) => [
    { op: 'new', class: DOC_CLASS.UserManual, name, inst },
    { op: 'upd', inst, prop: DOC_PROP.manualDocument, val: document },
    ...extra,
  ];
  await write(w.admin, [
    ...manual(active, 'Документы', guide, [
      { op: 'upd', inst: active, prop: PROP.description, val: 'Список и фильтры' },
      { op: 'upd', inst: active, prop: DOC_PROP.manualUrl, val: '/docs' },
      { op: 'upd', inst: active, prop: DOC_PROP.manualExactLink, val: true },
      { op: 'upd', inst: active, prop: DOC_PROP.manualRoutes, val: ['documents.list', 'documents.view'] },
    ]),
    ...manual(inactive, 'Старое', guide, [{ op: 'upd', inst: inactive, prop: DOC_PROP.manualNotActive, val: true }]),
    ...manual(foreign, 'Чужое', hidden),
  ]);
}, 60_000);

afterAll(() => w?.t.close());

describe('GET documents/manuals', () => {
  it('lists the active manuals of readable documents with every field', async () => {
    const bobs = await call<ManualEntry[]>(w.bob, 'GET', DOCUMENTS_API.manuals);
    expect(bobs).toEqual({
      status: 200,
      body: [
        {
          id: active,
          name: 'Документы',
          description: 'Список и фильтры',
          document: { id: guide, name: 'Как работать со списком документов' },
          exactLink: true,
          url: '/docs',
          routes: ['documents.list', 'documents.view'],
        },
      ],
    });
    const admins = await call<ManualEntry[]>(w.admin, 'GET', DOCUMENTS_API.manuals);
    expect(admins.body.map((m) => m.id).sort()).toEqual([active, foreign].sort());
  });

  it('only an administrator creates a manual', async () => {
    const reply = await w.alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: DOC_CLASS.UserManual, name: 'Своё', inst: randomUUID() }],
    });
    expect(reply.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${w.t.url}/api/${DOCUMENTS_API.manuals}`)).status).toBe(401);
  });
});
