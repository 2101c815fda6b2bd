import { randomUUID } from 'node:crypto';
import { CLASS, splitContent } from '@ontobench/sdk/common';
import { EXECUTABLE_BPMN, unrestrictedReader, type DataReader, type SeedContext, updateOp } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { REVIEW_DMN, REVIEW_DMN_XML } from './demo-xml.ts';
import { elementsOf } from './elements.ts';
import { runInstance } from './runner.ts';
import { publishWrites } from './publish.ts';
import { newRuntime } from './runtime.ts';
import { saveWrites } from './writes.ts';

/**
 * The decision tables' fixed ids (extensions/dmn/src/common/classes.ts, schema.ts; ids never change): the
 * demo writes its table through the data API like any client would. Absent that area, the demo has no table
 * and the review's escalation step fails when it is reached.
 */
const DOC_NAME = 'Регламент согласования договоров';

const DMN = {
  table: 'dec10000-0000-4000-8000-000000000001',
  xml: 'dec10000-0000-4000-8000-000000000100',
  hitPolicy: 'dec10000-0000-4000-8000-000000000101',
  systemName: 'dec10000-0000-4000-8000-000000000102',
  versionNumber: 'dec10000-0000-4000-8000-000000000104',
  rootVersion: 'dec10000-0000-4000-8000-000000000105',
};

/** domain.md §3 Diagram `code` of the diagrams area's demo review process (its review-process.ts). */
export const REVIEW_DIAGRAM_CODE = 'document-review';
const WORKFLOW_NAME = 'Согласование документа';

/**
 * The published review diagram: the diagrams area's demo process, found by its code and exported through
 * the SDK's EXECUTABLE_BPMN as the demo user (the diagrams area seeds before this one: it provides that
 * service). Null, with a warning, when that area is not running or has no such diagram: the rest of the
 * demo stands without it.
 */
async function reviewDiagram(ctx: SeedContext) {
  const diagrams = ctx.services.optional(EXECUTABLE_BPMN);
  const read: DataReader = (request) => ctx.data.run(ctx.user, request);
  const id = diagrams ? await diagrams.findByCode(read, REVIEW_DIAGRAM_CODE) : null;
  const diagram = id ? await diagrams!.executable(read, id) : null;
  if (!id || !diagram?.ok) {
    ctx.log.warn(`demo review: no executable diagram with the code ${REVIEW_DIAGRAM_CODE}; no demo workflow`);
    return null;
  }
  return { id, diagram };
}

/**
 * The demo review workflow (issue 19 item 8): a class «Документ на согласование» with one document, the
 * decision table of escalation, the workflow «Согласование документа» published from the diagrams area's
 * demo review process, and one instance on the document run to its first user task, so the demo user has a
 * task in progress.
 */
export async function seedReviewDemo(ctx: SeedContext): Promise<void> {
  const write = (data: unknown[]) => ctx.data.run(ctx.user, { act: 'set_data', data } as never);
  const [cls, doc, table, workflow, instance] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await write([
    { op: 'new', class: CLASS.Class, name: 'Документ на согласование', inst: cls },
    { op: 'new', class: cls, name: DOC_NAME, inst: doc },
  ]);
  await write([
    { op: 'new', class: DMN.table, name: REVIEW_DMN.name, inst: table },
    updateOp(table, DMN.xml, splitContent(REVIEW_DMN_XML)),
    updateOp(table, DMN.hitPolicy, 'UNIQUE'),
    updateOp(table, DMN.systemName, REVIEW_DMN.systemName),
    updateOp(table, DMN.versionNumber, 1),
    updateOp(table, DMN.rootVersion, table),
  ]).catch((error: Error) => ctx.log.warn(`demo review: no decision table (${error.message})`));
  const published = await reviewDiagram(ctx);
  if (!published) return;
  await write(await publishWrites(workflow, WORKFLOW_NAME, published.id, published.diagram, cls));
  const xml = published.diagram.ok ? published.diagram.xml : '';
  const now = new Date().toISOString();
  const inputVars = '{\n  "pages": 32\n}';
  const variables = {
    pages: 32,
    objectId: doc,
    objectName: DOC_NAME,
    initiator: ctx.user.id,
    instanceId: instance,
  };
  await write([
    {
      op: 'new',
      class: PROCESSES_CLASS.WorkflowInstance,
      name: `Согласование: ${DOC_NAME}`,
      inst: instance,
    },
    updateOp(instance, P.workflow, workflow),
    updateOp(instance, P.object, doc),
    updateOp(instance, P.inputVars, inputVars),
    updateOp(instance, P.state, 'running'),
    updateOp(instance, P.stateUpdated, now),
    updateOp(instance, P.startDate, now),
    updateOp(instance, P.version, published.diagram.ok ? published.diagram.version : 1),
  ]);
  // Run here to the review task (no procedure is called before it); the server's jobs take it from there.
  const lookup = unrestrictedReader(ctx.data);
  await runInstance(xml, await elementsOf(xml), newRuntime(ctx.user, variables), {
    save: async (json, state, opened) => {
      await write((await saveWrites(lookup, instance, json, state, opened, ctx.user, { id: doc, name: DOC_NAME })).ops);
    },
    completion: async () => null,
    call: async () => {
      throw new Error('the demo seed calls no procedure');
    },
  });
  ctx.log.info(`demo workflow: ${WORKFLOW_NAME}, one review task in progress`);
}
