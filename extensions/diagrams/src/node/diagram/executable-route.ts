import { PROP, filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, notExecutable, type ExecutableBpmn, type ServerExtensionContext } from '@ontobench/sdk/node';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { DIAGRAM_API, type ExecutableReply } from '../../common/diagram/api.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import { BpmnParseError } from '../../common/diagram/bpmn.ts';
import { executableOf } from './executable.ts';
import type { OpenDiagram } from './register.ts';
import { diagramDto, readDiagramRow, versionOf } from './store.ts';

/** `GET diagrams/{id}/executable` (issue 17 item 5): the executable BPMN of the saved diagram, or its problems. */
export function registerExecutable(ctx: ServerExtensionContext, opened: OpenDiagram): void {
  ctx.route('GET', DIAGRAM_API.executable(':id'), async (request): Promise<ExecutableReply> => {
    const { row } = await opened(request);
    let outcome;
    try {
      outcome = await executableOf(diagramDto(row).xml);
    } catch (error) {
      // XML stored before it was checked (written around the diagrams' calls) is the diagram's problem.
      if (error instanceof BpmnParseError) throw notExecutable([{ elementId: null, message: error.message }]);
      throw error;
    }
    if (!outcome.ok) throw notExecutable(outcome.problems);
    return { processId: outcome.processId, xml: outcome.xml };
  });
}

/** The executable export as the SDK's service (EXECUTABLE_BPMN): the processes area publishes workflows from it. */
export const executableBpmn: ExecutableBpmn = {
  async executable(read, diagramId) {
    let row;
    try {
      row = await readDiagramRow(read, diagramId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
    try {
      const outcome = await executableOf(diagramDto(row).xml);
      if (!outcome.ok) return outcome;
      return { ok: true, name: row.name, version: versionOf(row), processId: outcome.processId, xml: outcome.xml };
    } catch (error) {
      if (error instanceof BpmnParseError)
        return { ok: false, problems: [{ elementId: null, message: error.message }] };
      throw error;
    }
  },
  async findByCode(read, code) {
    const reply = (await read({
      act: 'get_data',
      class: DIAGRAMS_CLASS.Diagram,
      filter: `[${PROP.code}] = ${filterLiteral(code)}`,
      fields: [{ prop: DIAGRAM_PROP.versionNumber }],
      limit: 1000,
    })) as GetDataReply;
    const rows = instanceRows(reply).sort((a, b) => versionOf(b) - versionOf(a));
    return rows[0]?.id ?? null;
  },
};
