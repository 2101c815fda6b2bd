import { ONTOLOGY_MODEL } from '@ontobench/sdk/common';
import { writeAsUser, type UnitOfWork } from '@ontobench/sdk/node';
import type { CsvPlan } from './check.ts';
import type { ResolvedTarget } from './target.ts';

/** Operations per set_data (the data API takes 10,000 at most); all of them in one transaction. */
const BATCH_OPS = 9_000;
const WORDS = {
  forbidden: 'Недостаточно прав: запись в эту модель запрещена',
  missing: 'Модель или класс удалены во время импорта',
};

/**
 * Writes the checked rows all or nothing (issue 21 item 4): the new model's schema, then every row as an
 * object of the class that belongs to the model, in batches of set_data inside ONE unit of work — a refusal
 * of any batch rolls back everything before it. `progress` hears the rows written so far.
 */
export async function writePlan(
  uow: UnitOfWork,
  target: ResolvedTarget,
  plan: CsvPlan,
  progress: (done: number) => void,
): Promise<void> {
  const run = (ops: unknown[]) => writeAsUser((request) => uow.run(request), ops, WORDS);
  if (target.schemaOps.length > 0) await run(target.schemaOps);
  let batch: unknown[] = [];
  let done = 0;
  let pending = 0;
  for (const row of plan.rows) {
    const inst = crypto.randomUUID();
    batch.push({ op: 'new', class: target.classId, name: row.name, inst });
    for (const [prop, val] of row.values) batch.push({ op: 'upd', inst, prop, val });
    batch.push({ op: 'upd', inst, prop: ONTOLOGY_MODEL.memberOf, val: [target.modelId] });
    pending++;
    if (batch.length >= BATCH_OPS) {
      await run(batch);
      done += pending;
      progress(done);
      batch = [];
      pending = 0;
    }
  }
  if (batch.length > 0) await run(batch);
  progress(done + pending);
}
