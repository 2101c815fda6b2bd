import { describe, expect, it } from 'vitest';
import { executableOf } from '../diagram/executable.ts';
import { writeDemoBpmn } from './bpmn-writer.ts';
import { REVIEW_TABLE, reviewProcess } from './review-process.ts';

/**
 * Issue 19 item 8: the demo review process is a diagram of this area that runs as it is — its executable
 * export has no problems and keeps what the processes' engine reads (assignees, the decision table call,
 * the gateways' conditions and defaults).
 */
describe('the demo review process', () => {
  it('exports as executable BPMN with its reviewer, its decision-table call and its conditions', async () => {
    const outcome = await executableOf(writeDemoBpmn(reviewProcess('user@demo.test')));
    expect(outcome.ok && outcome.processId).toBe('document-review');
    if (!outcome.ok) return;
    expect(outcome.xml).toContain('isExecutable="true"');
    expect(outcome.xml).toMatch(/id="review"[^>]*camunda:assignee="user@demo.test"/);
    expect(outcome.xml).toMatch(/id="correct"[^>]*camunda:assignee="\$\{initiator\}"/);
    expect(outcome.xml).toContain('implementation="dmn.evaluate"');
    expect(outcome.xml).toContain(`&#34;table&#34;:&#34;${REVIEW_TABLE}&#34;`);
    expect(outcome.xml).toMatch(/<bpmn:exclusiveGateway id="decision"[^>]*default="f5"/);
    expect(outcome.xml).toContain('${result = "approve"}');
  });
});
