import { splitContent } from '@ontobench/sdk/common';
import { notExecutable, updateOp, type ExecutableDiagram } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { ElementProblem, elementsOf } from './elements.ts';

type Executable = Extract<ExecutableDiagram, { ok: true }>;

/**
 * A publication (docs/processes.md "Publish"): the diagram's executable export, checked for what the engine
 * needs (its elements), as the set_data operations of a new workflow `inst`. A diagram that cannot run is
 * the 400 of `notExecutable`, the same body as the diagrams' export.
 */
export async function publishWrites(
  inst: string,
  name: string,
  diagramId: string,
  diagram: ExecutableDiagram,
  contextClass: string,
): Promise<unknown[]> {
  if (!diagram.ok) throw notExecutable(diagram.problems);
  try {
    await elementsOf(diagram.xml);
  } catch (error) {
    if (error instanceof ElementProblem) throw notExecutable([{ elementId: null, message: error.message }]);
    throw error;
  }
  const d: Executable = diagram;
  return [
    { op: 'new', class: PROCESSES_CLASS.Workflow, name, inst },
    updateOp(inst, P.xml, splitContent(d.xml)),
    updateOp(inst, P.processId, d.processId),
    updateOp(inst, P.contextClass, contextClass),
    updateOp(inst, P.diagramId, diagramId),
    updateOp(inst, P.diagramName, d.name),
    updateOp(inst, P.diagramVersion, d.version),
  ];
}
