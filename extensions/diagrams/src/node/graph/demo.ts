import { filterLiteral, splitContent, type GetDataReply } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import { ontologyGraph } from '../../common/graph/from-ontology.ts';
import { GRAPH_PROP } from '../../common/graph/schema.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';

/** The demo graph's name (issue 17 item 8). */
export const DEMO_GRAPH_NAME = 'Модель университета: классы и связи';
/** The label of a subclass edge in graphs made from the ontology (the browser's create dialog says the same). */
export const SUBCLASS_LABEL_RU = 'подкласс';

/**
 * The demo graph (issue 17 item 8): the demo user's classes with their subclass links and object
 * properties, laid out in levels (common/graph/from-ontology.ts), as a graph «Модель университета:
 * классы и связи». Written once: a demo user who already has it, or who has no classes, gets nothing.
 */
export async function seedGraphDemo(ctx: SeedContext): Promise<void> {
  const existing = (await ctx.data.run(ctx.user, {
    act: 'get_data',
    class: DIAGRAMS_CLASS.Graph,
    filter: `[author] = #user# and [name] = ${filterLiteral(DEMO_GRAPH_NAME)}`,
    limit: 1,
  })) as GetDataReply;
  if (existing.count_rows > 0) return;
  const json = await ontologyGraph(
    async (query) => (await ctx.data.run(ctx.user, { act: 'get_data', ...query })) as GetDataReply,
    SUBCLASS_LABEL_RU,
  );
  if (json.nodes.length === 0) return;
  await ctx.data.unitOfWork(ctx.user, async (uow) => {
    const created = (await uow.run({
      act: 'set_data',
      data: [{ op: 'new', class: DIAGRAMS_CLASS.Graph, name: DEMO_GRAPH_NAME }],
    })) as { results: { inst: string }[] };
    const inst = created.results[0]!.inst;
    await uow.run({
      act: 'set_data',
      data: [{ op: 'upd', inst, prop: GRAPH_PROP.json, val: splitContent(JSON.stringify(json)) }],
    });
  });
  ctx.log.info(`demo graph ${DEMO_GRAPH_NAME}: ${json.nodes.length} nodes, ${json.edges.length} edges`);
}
