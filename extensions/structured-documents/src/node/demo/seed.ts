import type { DataRequest, SeedContext, UserContext } from '@ontobench/sdk/node';
import type { DiffOp, DocumentState, ElementState } from '../../common/api.ts';
import { rightsFrom } from '../../common/containers.ts';
import { applyDiff, EMPTY_FIELDS } from '../../common/diff.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { renderSources, renderState } from '../render/render.ts';
import { writeSnapshot } from '../publications/snapshots.ts';
import { writeRequests } from '../state/writes.ts';
import { DEMO_SDOC_TREE, type DemoElement } from './content.ts';

/** The demo document's fixed id (links in docs and tests). */
export const DEMO_SDOC_ID = '5d0cde00-0000-4000-8000-000000000001';
const demoId = (n: number) => `5d0cde00-0000-4000-8001-${n.toString(16).padStart(12, '0')}`;
const SET_ID = '5d0cde00-0000-4000-8002-000000000001';

/** The inserts that build the demo tree, each after its previous sibling; ids numbered in document order. */
function insertsOf(elements: readonly DemoElement[]): DiffOp[] {
  const ops: DiffOp[] = [];
  let n = 0;
  const add = (list: readonly DemoElement[], container: string) => {
    let after: string | null = null;
    for (const element of list) {
      const id = demoId(++n);
      ops.push({ op: 'insert', id, kind: element.kind, container, after, fields: element.fields ?? {} });
      add(element.children ?? [], id);
      after = id;
    }
  };
  add(elements, DEMO_SDOC_ID);
  return ops;
}

/**
 * The structured-documents area's demo data (issue 16 item 10): a level numbering set for sections, the
 * demo user's «Положение о курсовых работах» (about sixty elements of every kind, numbered sections, a
 * table of contents and generated lists) checked by the same rules as any save, and a public publication.
 */
export async function seedStructuredDemo(ctx: SeedContext): Promise<void> {
  const raised: UserContext = { ...ctx.user, isAdmin: true };
  const root: ElementState = { ...EMPTY_FIELDS, id: DEMO_SDOC_ID, kind: 'document', title: '', children: [] };
  const result = applyDiff(root, insertsOf(DEMO_SDOC_TREE), {
    rights: rightsFrom({ editContentAllowed: true, editStructureAllowed: true }),
  });
  if (!result.ok) throw new Error(`demo structured document: operation ${result.at}: ${result.reason}`);
  const name = 'Положение о курсовых работах';
  const sets = [
    {
      id: SET_ID,
      name: 'Разделы',
      alias: 'sections',
      levels: [
        { level: 1, format: 'decimal' as const, levelText: '%1.' },
        { level: 2, format: 'decimal' as const, levelText: '%1.%2.' },
      ],
    },
  ];
  const state: DocumentState = {
    documentId: DEMO_SDOC_ID,
    name,
    title: name,
    root: { ...result.tree, title: name },
    accessRights: rightsFrom({ readOnly: true }),
    version: 1,
    savedAt: null,
    numberingSets: sets,
    offeredKinds: null,
    orderWarning: null,
    locks: [],
  };
  // Rendered as the demo user before the writes (the searches feeding it read what is committed).
  const reader = (request: DataRequest) => ctx.data.run(ctx.user, request);
  const { html } = await renderState(state, {}, renderSources(ctx.services, reader));
  await ctx.data.unitOfWork(raised, async (uow) => {
    await uow.run({
      act: 'set_data',
      data: [
        { op: 'new', class: SDOC_CLASS.LevelNumberingSet, name: 'Разделы', inst: SET_ID },
        { op: 'upd', inst: SET_ID, prop: SDOC_PROP.setAlias, val: 'sections' },
        ...sets[0]!.levels.flatMap((level, i) => {
          const inst = `5d0cde00-0000-4000-8002-00000000010${i + 1}`;
          return [
            { op: 'new' as const, class: SDOC_CLASS.LevelNumbering, name: `Разделы: уровень ${level.level}`, inst },
            { op: 'upd' as const, inst, prop: SDOC_PROP.level, val: level.level },
            { op: 'upd' as const, inst, prop: SDOC_PROP.numberFormat, val: level.format },
            { op: 'upd' as const, inst, prop: SDOC_PROP.levelText, val: level.levelText },
            { op: 'upd' as const, inst, prop: SDOC_PROP.levelSet, val: SET_ID },
          ];
        }),
        { op: 'new', class: SDOC_CLASS.StructuredDocument, name, inst: DEMO_SDOC_ID },
        { op: 'upd', inst: DEMO_SDOC_ID, prop: SDOC_PROP.title, val: name },
        { op: 'upd', inst: DEMO_SDOC_ID, prop: SDOC_PROP.version, val: 1 },
        { op: 'upd', inst: DEMO_SDOC_ID, prop: SDOC_PROP.savedAt, val: new Date().toISOString() },
      ],
    });
    for (const request of writeRequests(DEMO_SDOC_ID, [], result)) await uow.run(request);
    await writeSnapshot(uow, { id: demoId(0xfff), name: 'Редакция 2026 года', isPublic: true, state, html });
  });
  ctx.log.info(`demo structured document: ${result.inserted.size} elements`);
}
