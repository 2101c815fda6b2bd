import { codeOf } from '../../../common/diagram/moddle-extension.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { notationProblems, type NotationProblem } from '../../../common/notation/check.ts';
import type { ElementRegistry } from './canvas-types.ts';

/**
 * The diagram's breaches of its notation's minimum and maximum connections, read from a bpmn-js element
 * registry (`modeler.get('elementRegistry')`): what the editor lists beside the canvas (issue 17 item 2).
 * `problemText` (texts.ts) says each in words.
 */
export function diagramProblems(registry: ElementRegistry, notation: NotationDto): NotationProblem[] {
  const all = registry.getAll();
  const nodes = all
    .filter((e) => !e.waypoints && e.type !== 'label' && !e.labelTarget && e.businessObject)
    .map((e) => ({ id: e.id, code: codeOf(e.businessObject) }));
  const connections = all.flatMap((e) =>
    e.waypoints && e.source && e.target ? [{ source: e.source.id, target: e.target.id }] : [],
  );
  return notationProblems(notation, nodes, connections);
}
