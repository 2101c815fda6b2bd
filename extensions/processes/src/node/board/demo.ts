import { CLASS, PROP, type SetDataOperation } from '@ontobench/sdk/common';
import type { DataRequest, SeedContext } from '@ontobench/sdk/node';
import { getRows, readStages } from './read.ts';

/** Stages made when the demo has none: name, Fluent icon name, colour. */
const DEMO_STAGES = [
  ['Черновик', 'Edit', '#8a8886'],
  ['На согласовании', 'Clock', '#bc4b09'],
  ['Утверждено', 'Checkmark', '#107c10'],
] as const;

/** The demo classes whose first objects get a stage (host/server/src/demo/sample-ontology.ts). */
const DEMO_CLASSES = ['Научный проект', 'Учебный курс', 'Статья'];
const PER_CLASS = 4;
/** The demo's tags put on some of them (not «Черновик», a stage's name too). */
const DEMO_TAGS = ['Важное', 'Для студентов'];

/**
 * The board's demo (issue 19 item 8): the demo's life-cycle stages (made here if it has none), and the first
 * few projects, courses and articles of the demo user put on them, some with a tag, so the board is not empty.
 */
export async function seedBoardDemo(ctx: SeedContext): Promise<void> {
  const read = (request: DataRequest) => ctx.data.run(ctx.user, request);
  const rows = (request: Parameters<typeof getRows>[1]) => getRows(read, request);

  const stages = (await readStages(read)).map((s) => s.id);
  if (stages.length === 0) {
    const data: SetDataOperation[] = DEMO_STAGES.flatMap(([name, icon, color], n) => {
      const inst = crypto.randomUUID();
      stages.push(inst);
      return [
        { op: 'new' as const, class: CLASS.LifeCycleStage, name, inst },
        { op: 'upd' as const, inst, prop: PROP.icon, val: icon },
        { op: 'upd' as const, inst, prop: PROP.color, val: color },
        { op: 'upd' as const, inst, prop: PROP.code, val: String(n + 1) },
      ];
    });
    await read({ act: 'set_data', data });
  }
  const tags = (await rows({ class: CLASS.Tag, limit: 100 }))
    .filter((t) => DEMO_TAGS.includes(t.name))
    .map((t) => t.id);
  const objects: string[] = [];
  for (const name of DEMO_CLASSES) {
    const [cls] = await rows({ class: CLASS.Class, fields: [{ prop: PROP.name, filter: name }], limit: 1 });
    if (cls) objects.push(...(await rows({ class: cls.id, limit: PER_CLASS })).map((o) => o.id));
  }
  const data: SetDataOperation[] = objects.flatMap((inst, n) => [
    { op: 'upd' as const, inst, prop: PROP.lifeCycleStage, val: stages[n % stages.length]! },
    ...(tags.length > 0 && n % 2 === 0
      ? [{ op: 'upd' as const, inst, prop: PROP.tags, val: [tags[(n / 2) % tags.length]!] }]
      : []),
  ]);
  if (data.length > 0) await read({ act: 'set_data', data });
  ctx.log.info(`demo life-cycle board: ${objects.length} objects on ${stages.length} stages`);
}
