import { readFileSync } from 'node:fs';
import { CLASS, PROP, type GetDataReply, instanceRows } from '@ontobench/sdk/common';
import type { DataRequest, SeedContext } from '@ontobench/sdk/node';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import { importOntology } from '../exchange/importer.ts';

const PAGE = 1_000;
const UNIVERSITY = 'Университет';
const UNIVERSITY_DESCRIPTION = 'Демонстрационная модель университета: люди, подразделения, учёба и наука.';

/**
 * The ontology area's demo data (the `seed` hook, API v2): the demo user's model gathered into the
 * ontology «Университет» (every class, property and individual they wrote that belongs to no ontology
 * yet), so it is listed under /ontologies and drawn on a map; and the example ontology `pizza.ttl`
 * imported through the area's own OWL importer, the same path as a user's import. A demo user who
 * already has ontologies (a database seeded before this hook) gets nothing more.
 */
export async function seedOntologyDemo(ctx: SeedContext): Promise<void> {
  const run = (request: DataRequest) => ctx.data.run(ctx.user, request);
  const own = (await run({
    act: 'get_data',
    class: ONTO_CLASS.Ontology,
    filter: '[author] = #user#',
    limit: 1,
  })) as GetDataReply;
  if (own.count_rows > 0) return;

  const terms = await ownTerms(run);
  if (terms.length > 0) {
    // One unit of work: the ontology and its members land together or not at all.
    await ctx.data.unitOfWork(ctx.user, async (uow) => {
      const created = (await uow.run({
        act: 'set_data',
        data: [{ op: 'new', class: ONTO_CLASS.Ontology, name: UNIVERSITY }],
      })) as { results: { inst: string }[] };
      const ontology = created.results[0]!.inst;
      await uow.run({
        act: 'set_data',
        data: [
          { op: 'upd', inst: ontology, prop: PROP.description, val: UNIVERSITY_DESCRIPTION },
          ...terms.map((term) => ({ op: 'add' as const, inst: term, prop: ONTO_PROP.ontology, val: ontology })),
        ],
      });
    });
    ctx.log.info(`demo ontology ${UNIVERSITY}: ${terms.length} terms`);
  }

  const text = readFileSync(new URL('./pizza.ttl', import.meta.url), 'utf8');
  await importOntology(run, { text, fileName: 'pizza.ttl', format: 'turtle' }, () => {});
  ctx.log.info('demo ontology imported: pizza.ttl');
}

/** The classes and properties the user wrote, then the individuals of those classes they wrote. */
async function ownTerms(run: (request: DataRequest) => Promise<unknown>): Promise<string[]> {
  const ids = async (classId: string): Promise<string[]> => {
    const out: string[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const reply = (await run({
        act: 'get_data',
        class: classId,
        filter: '[author] = #user#',
        limit: PAGE,
        offset,
      })) as GetDataReply;
      const page = instanceRows(reply).map((row) => row.id);
      out.push(...page);
      if (page.length < PAGE) return out;
    }
  };
  const classes = await ids(CLASS.Class);
  const properties = [...(await ids(CLASS.ObjectProperty)), ...(await ids(CLASS.DataProperty))];
  const individuals: string[] = [];
  for (const classId of classes) individuals.push(...(await ids(classId)));
  // A subclass's individuals are also its parents': each term once.
  return [...new Set([...classes, ...properties, ...individuals])];
}
