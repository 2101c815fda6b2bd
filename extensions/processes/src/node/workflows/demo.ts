import { randomUUID } from 'node:crypto';
import { CLASS, splitContent } from '@ontobench/sdk/common';
import { unrestrictedReader, type SeedContext, updateOp } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { REVIEW_BPMN, REVIEW_DMN, REVIEW_DMN_XML } from './demo-xml.ts';
import { elementsOf } from './elements.ts';
import { runInstance } from './runner.ts';
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

/**
 * The demo review workflow (issue 19 item 8): a class «Документ на согласование» with one document, the
 * decision table of escalation, the workflow «Согласование документа» published from the review process's
 * XML, and one instance on the document run to its first user task, so the demo user has a task in progress.
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
  await write([
    { op: 'new', class: PROCESSES_CLASS.Workflow, name: 'Согласование документа', inst: workflow },
    updateOp(workflow, P.xml, splitContent(REVIEW_BPMN)),
    updateOp(workflow, P.processId, 'document-review'),
    updateOp(workflow, P.contextClass, cls),
    updateOp(workflow, P.diagramName, 'Согласование документа (демо)'),
    updateOp(workflow, P.diagramVersion, 1),
  ]);
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
    updateOp(instance, P.version, 1),
  ]);
  // Run here to the review task (no procedure is called before it); the server's jobs take it from there.
  const lookup = unrestrictedReader(ctx.data);
  await runInstance(REVIEW_BPMN, await elementsOf(REVIEW_BPMN), newRuntime(ctx.user, variables), {
    save: async (json, state, opened) => {
      await write((await saveWrites(lookup, instance, json, state, opened, ctx.user, { id: doc, name: DOC_NAME })).ops);
    },
    completion: async () => null,
    call: async () => {
      throw new Error('the demo seed calls no procedure');
    },
  });
  ctx.log.info('demo workflow: Согласование документа, one review task in progress');
}
