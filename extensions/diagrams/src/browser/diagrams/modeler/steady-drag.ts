/**
 * Dragging on a big diagram (issue 17 quality bar; bpmn-js issue #1405 "jams past 800 elements"):
 * diagram-js's `Dragging` and `AutoScroll` read the canvas container's `getBoundingClientRect()` on every
 * mouse move, right after the previous move changed the SVG, so each move forced a synchronous layout of
 * the whole drawing (tests/bench/diagram-open.bench.ts: most of a drag's main-thread time). The container
 * does not move while an element is dragged: its box is read once when the drag starts and served from
 * that until the drag is cleaned up.
 */
type Bus = { on(event: string, priority: number, callback: () => void): void };

function SteadyDrag(eventBus: Bus, canvas: { getContainer(): HTMLElement }) {
  const container = canvas.getContainer() as HTMLElement & { getBoundingClientRect: () => DOMRect };
  eventBus.on('drag.start', 10_000, () => {
    const box = Element.prototype.getBoundingClientRect.call(container);
    container.getBoundingClientRect = () => box;
  });
  // `delete` brings back the prototype's method (the own property shadowed it).
  eventBus.on('drag.cleanup', 10_000, () => void delete (container as Partial<typeof container>).getBoundingClientRect);
}
SteadyDrag.$inject = ['eventBus', 'canvas'];

/** The diagram-js module (an `additionalModules` entry). */
export const steadyDragModule = { __init__: ['steadyDrag'], steadyDrag: ['type', SteadyDrag] };
