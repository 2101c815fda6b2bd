import { ONTOBENCH_MODDLE } from '../../../common/diagram/moddle-extension.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { notationModules } from '../../notations/modeler/notation-modules.ts';

/**
 * What bpmn-js is given beyond its own modules (issue 17 item 2): always the `ontobench:` moddle package
 * (elements keep their notation code), and for a diagram with a notation that notation's palette and
 * connection rules (the notations part's modules), which report a refused connection through `onRefusal`.
 * Only the lazy canvas chunk imports this.
 */
export function notationExtras(
  notation: NotationDto | null,
  onRefusal: (text: string) => void,
): { modules: unknown[]; moddleExtensions: Record<string, unknown> } {
  return {
    modules: notation ? notationModules(notation, onRefusal) : [],
    moddleExtensions: { ontobench: ONTOBENCH_MODDLE },
  };
}
