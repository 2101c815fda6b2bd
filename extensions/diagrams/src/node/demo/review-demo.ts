import { PROP } from '@ontobench/sdk/common';
import type { DataReader, SeedContext } from '@ontobench/sdk/node';
import { executableBpmn } from '../diagram/executable-route.ts';
import { newDiagramWrites, patchWrites } from '../diagram/writes.ts';
import { writeDemoBpmn } from './bpmn-writer.ts';
import { REVIEW_PROCESS_CODE, REVIEW_PROCESS_NAME, reviewProcess } from './review-process.ts';

/**
 * The demo review process as a diagram of the demo user (issue 19 item 8): the processes area's demo finds
 * it by its code and publishes it. The demo user reviews (and, for a long document, approves as the head).
 * Needs no sample ontology; written once (a diagram with its code already there means it was seeded).
 */
export async function seedReviewDiagram(ctx: SeedContext): Promise<void> {
  const read: DataReader = (request) => ctx.data.run(ctx.user, request);
  if (await executableBpmn.findByCode(read, REVIEW_PROCESS_CODE)) return;
  const process = reviewProcess(ctx.user.email || ctx.user.id);
  const inst = crypto.randomUUID();
  await read({
    act: 'set_data',
    data: [
      ...newDiagramWrites(inst, { name: REVIEW_PROCESS_NAME, xml: writeDemoBpmn(process) }),
      ...patchWrites(inst, { code: REVIEW_PROCESS_CODE, stage: 'согласовано', color: '#2e7d32' }),
      { op: 'upd', inst, prop: PROP.description, val: process.documentation },
    ],
  });
  ctx.log.info(`demo BPMN diagram: ${REVIEW_PROCESS_NAME} (code ${REVIEW_PROCESS_CODE})`);
}
