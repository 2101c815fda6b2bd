import RuleProvider from 'diagram-js/lib/features/rules/RuleProvider';
import { codeOf } from '../../../common/diagram/moddle-extension.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { connectionAllowed, elementByCode } from '../../../common/notation/check.ts';
import type { CanvasElement, EventBus } from './canvas-types.ts';
import { refusalText, type NotationT } from './texts.ts';

const PRIORITY = 1500;
const isLabel = (element: CanvasElement | undefined) => !element || element.type === 'label' || !!element.labelTarget;

/**
 * The notation's connection rules as a bpmn-js rules module (domain.md §3: allowed elements to connect,
 * maximum outgoing and incoming connections, disableReflexiveEdges; issue 17 item 2): `connection.create`
 * and `connection.reconnect` are refused where `connectionAllowed` refuses, so the connection is not drawn
 * (bpmn-js shows the not-allowed cursor), and on the drop the reason goes to `onRefusal` in words. Where the
 * notation has nothing to say (plain BPMN elements) the BPMN rules decide as before.
 */
export function rulesModule(notation: NotationDto, onRefusal: (text: string) => void, t: NotationT) {
  /** The element the user started to connect from: a reverse connection (bpmn-js tries one) is not drawn. */
  let start: CanvasElement | null = null;
  let refused: string | null = null;

  const decide = (source?: CanvasElement, target?: CanvasElement, moved?: CanvasElement): false | undefined => {
    if (!source || !target || isLabel(source) || isLabel(target)) return undefined;
    const from = { id: source.id, code: codeOf(source.businessObject) };
    const to = { id: target.id, code: codeOf(target.businessObject) };
    if (!elementByCode(notation, from.code) && !elementByCode(notation, to.code)) return undefined;
    // bpmn-js tries target → source when source → target is refused: in a notation that is not what was drawn.
    if (start && source !== start && !moved) return false;
    const counts = {
      sourceOutgoing: (source.outgoing ?? []).filter((c) => c !== moved).length,
      targetIncoming: (target.incoming ?? []).filter((c) => c !== moved).length,
    };
    const decision = connectionAllowed(from, to, counts, notation);
    if (decision.ok) return undefined;
    refused = refusalText(decision.reason, t);
    return false;
  };

  class NotationRules extends RuleProvider {
    static override $inject = ['eventBus'];

    constructor(eventBus: EventBus) {
      super(eventBus as never);
      // The refusal is said once, when the user lets go, not on every move of the pointer.
      eventBus.on(['connect.hover', 'bendpoint.move.hover', 'connect.start'], PRIORITY, (event) => {
        refused = null;
        const context = event.context ?? {};
        if (context.start) start = context.start as CanvasElement;
      });
      eventBus.on(['connect.out', 'bendpoint.move.out'], PRIORITY, () => {
        refused = null;
      });
      eventBus.on(['connect.end', 'bendpoint.move.end'], PRIORITY, (event) => {
        const context = event.context ?? {};
        const allowed = 'canExecute' in context ? context.canExecute : context.allowed;
        if (!allowed && refused) onRefusal(refused);
        refused = null;
      });
      eventBus.on(['connect.cleanup', 'bendpoint.move.cleanup'], PRIORITY, () => {
        start = null;
        refused = null;
      });
    }

    override init() {
      this.addRule('connection.create', PRIORITY, (context: { source?: CanvasElement; target?: CanvasElement }) =>
        decide(context.source, context.target),
      );
      this.addRule(
        'connection.reconnect',
        PRIORITY,
        (context: { source?: CanvasElement; target?: CanvasElement; connection?: CanvasElement }) =>
          decide(context.source, context.target, context.connection),
      );
    }
  }

  return { __init__: ['notationRules'], notationRules: ['type', NotationRules] };
}
