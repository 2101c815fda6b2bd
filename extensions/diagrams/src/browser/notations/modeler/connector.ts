import { codeOf } from '../../../common/diagram/moddle-extension.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { elementByCode } from '../../../common/notation/check.ts';
import type { CanvasElement, EventBus } from './canvas-types.ts';

/**
 * A connection drawn between two of the notation's nodes is its connector element (domain.md §3
 * "isConnector"): it carries that element's `ontobench:code`, as the nodes carry theirs. Set inside the
 * create command, so undo takes it away with the connection. A notation without a connector: nothing.
 */
export function connectorModule(notation: NotationDto) {
  const connector = notation.elements.find((e) => e.isConnector);

  class NotationConnector {
    static $inject = ['eventBus'];

    constructor(eventBus: EventBus) {
      if (!connector) return;
      eventBus.on('commandStack.connection.create.postExecute', 1500, (event) => {
        const context = (event.context ?? {}) as {
          connection?: CanvasElement;
          source?: CanvasElement;
          target?: CanvasElement;
        };
        const { connection, source, target } = context;
        if (!connection || !source || !target) return;
        const ours = (e: CanvasElement) => !!elementByCode(notation, codeOf(e.businessObject));
        if (ours(source) && ours(target) && !codeOf(connection.businessObject))
          connection.businessObject.set?.('ontobench:code', connector.elementCode);
      });
    }
  }

  return { __init__: ['notationConnector'], notationConnector: ['type', NotationConnector] };
}
