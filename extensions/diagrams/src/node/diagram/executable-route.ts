import type { ServerExtensionContext } from '@ontobench/sdk/node';
import { DIAGRAM_API, type ExecutableProblem, type ExecutableReply } from '../../common/diagram/api.ts';
import { BpmnParseError } from '../../common/diagram/bpmn.ts';
import { executableOf } from './executable.ts';
import type { OpenDiagram } from './register.ts';
import { diagramDto } from './store.ts';

/**
 * A 400 whose body also lists the problems (`{ error, message, problems }`): the error handler sends
 * `error` and spreads a refusal object beside it, so the problems ride there. The SDK has no other way to
 * give a 4xx answer a body of its own (noted in docs/diagrams.md).
 */
class NotExecutable extends Error {
  readonly statusCode = 400;
  readonly expose = true;
  readonly refusal: { code: string; message: string; problems: ExecutableProblem[] };
  constructor(problems: ExecutableProblem[]) {
    const message = `Диаграмму нельзя выполнить: ${problems.length === 1 ? 'найдена 1 ошибка' : `найдено ошибок: ${problems.length}`}`;
    super(message);
    this.refusal = { code: 'diagram.notExecutable', message, problems };
  }
}

/** `GET diagrams/{id}/executable` (issue 17 item 5): the executable BPMN of the saved diagram, or its problems. */
export function registerExecutable(ctx: ServerExtensionContext, opened: OpenDiagram): void {
  ctx.route('GET', DIAGRAM_API.executable(':id'), async (request): Promise<ExecutableReply> => {
    const { row } = await opened(request);
    let outcome;
    try {
      outcome = await executableOf(diagramDto(row).xml);
    } catch (error) {
      // XML stored before it was checked (written around the diagrams' calls) is the diagram's problem.
      if (error instanceof BpmnParseError) throw new NotExecutable([{ elementId: null, message: error.message }]);
      throw error;
    }
    if (!outcome.ok) throw new NotExecutable(outcome.problems);
    return { processId: outcome.processId, xml: outcome.xml };
  });
}
