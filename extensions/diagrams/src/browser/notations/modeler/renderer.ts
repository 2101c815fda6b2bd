import BaseRenderer from 'diagram-js/lib/draw/BaseRenderer';
import { codeOf } from '../../../common/diagram/moddle-extension.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { elementByCode } from '../../../common/notation/check.ts';
import type { CanvasElement, EventBus } from './canvas-types.ts';
import { DEFAULT_FILL, shapePath, STROKE } from './shapes.ts';

interface TextRenderer {
  createText(text: string, options: Record<string, unknown>): SVGElement;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Draws the notation's node elements as their shape (rectangle, rounded, ellipse, diamond, hexagon,
 * document) in their colour — a colour the user gave the element in the editor wins — with the name
 * inside (domain.md §3 "shape", "colour", "style"). Above bpmn-js's renderer, for those elements only;
 * the rest of the diagram is drawn as BPMN. Works in the modeler and in the viewer alike.
 */
export function rendererModule(notation: NotationDto) {
  const kindOf = (element: CanvasElement) =>
    element.waypoints || element.type === 'label' ? undefined : elementByCode(notation, codeOf(element.businessObject));

  class NotationRenderer extends BaseRenderer {
    static $inject = ['eventBus', 'textRenderer'];

    constructor(
      eventBus: EventBus,
      private readonly textRenderer: TextRenderer,
    ) {
      super(eventBus as never, 1500);
    }

    override canRender(element: never): boolean {
      return !!kindOf(element as CanvasElement);
    }

    override drawShape(parent: SVGElement, shape: never): SVGElement {
      const element = shape as CanvasElement;
      const kind = kindOf(element)!;
      const di = (element as { di?: { get?(name: string): unknown } }).di;
      const own = (di?.get?.('color:background-color') ?? di?.get?.('bioc:fill')) as string | undefined;
      const path = document.createElementNS(SVG_NS, 'path');
      path.setAttribute('d', shapePath(kind.shape, 0, 0, element.width ?? 100, element.height ?? 80));
      path.setAttribute('fill', own ?? kind.colour ?? DEFAULT_FILL);
      path.setAttribute('stroke', STROKE);
      path.setAttribute('stroke-width', '2');
      if (kind.style) path.setAttribute('style', kind.style);
      parent.appendChild(path);
      if (!element.label) {
        const text = this.textRenderer.createText(element.businessObject.name ?? '', {
          box: { width: element.width, height: element.height },
          align: 'center-middle',
          padding: 6,
          style: { fill: STROKE },
        });
        text.classList.add('djs-label');
        parent.appendChild(text);
      }
      return path;
    }

    override getShapePath(shape: never): string {
      const element = shape as CanvasElement;
      const kind = kindOf(element)!;
      return shapePath(kind.shape, element.x ?? 0, element.y ?? 0, element.width ?? 100, element.height ?? 80);
    }
  }

  return { __init__: ['notationRenderer'], notationRenderer: ['type', NotationRenderer] };
}
