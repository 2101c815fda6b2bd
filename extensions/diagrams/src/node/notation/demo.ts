import { filterLiteral, instanceRows, PROP, splitContent, type GetDataReply } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import { checkNotationInput } from '../../common/notation/validate.ts';
import { ORG_DIAGRAM_NAME, ORG_NOTATION, ORG_NOTATION_NAME, orgChartXml } from './org-chart.ts';
import { notationWrites } from './store.ts';

/**
 * The notations' demo (issue 17 item 8, "a diagram in the second notation"): the demo user's org-chart
 * notation (Руководитель, Подразделение, Должность, Сотрудник with their connection rules) and the
 * university's org chart drawn in it. Needs nothing of the sample ontology. Written once: a notation of
 * that name already there means the demo was seeded.
 */
export async function seedNotationDemo(ctx: SeedContext): Promise<void> {
  const run = (request: Parameters<SeedContext['data']['run']>[1]) => ctx.data.run(ctx.user, request);
  const existing = instanceRows(
    (await run({
      act: 'get_data',
      class: DIAGRAMS_CLASS.Notation,
      filter: `[name] = ${filterLiteral(ORG_NOTATION_NAME)}`,
      limit: 1,
    })) as GetDataReply,
  );
  if (existing.length > 0) return;
  const notation = crypto.randomUUID();
  const diagram = crypto.randomUUID();
  const upd = (prop: string, val: unknown) => ({ op: 'upd', inst: diagram, prop, val });
  await ctx.data.unitOfWork(ctx.user, async (uow) => {
    await uow.run({
      act: 'set_data',
      data: notationWrites(notation, true, checkNotationInput(ORG_NOTATION), []) as never,
    });
    await uow.run({
      act: 'set_data',
      data: [
        { op: 'new', class: DIAGRAMS_CLASS.Diagram, name: ORG_DIAGRAM_NAME, inst: diagram },
        upd(PROP.code, 'org-chart'),
        upd(DIAGRAM_PROP.xml, splitContent(orgChartXml())),
        upd(DIAGRAM_PROP.versionNumber, 1),
        upd(DIAGRAM_PROP.rootVersion, diagram),
        upd(DIAGRAM_PROP.notation, notation),
      ] as never,
    });
  });
  ctx.log.info(`demo notation: ${ORG_NOTATION_NAME}, diagram: ${ORG_DIAGRAM_NAME}`);
}
