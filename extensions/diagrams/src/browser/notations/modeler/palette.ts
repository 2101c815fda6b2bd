import type { NotationDto, NotationElementDto } from '../../../common/notation/api.ts';
import type { BusinessObject, Injector } from './canvas-types.ts';
import { paletteIcon } from './shapes.ts';

interface PaletteEntry {
  group?: string;
  className?: string;
  imageUrl?: string;
  title?: string;
  action?: unknown;
}
interface Palette {
  registerProvider(priority: number, provider: { getPaletteEntries(): unknown }): void;
}
interface Services {
  create: { start(event: unknown, shape: unknown): void };
  elementFactory: { createShape(attrs: Record<string, unknown>): unknown };
  bpmnFactory: { create(type: string, attrs?: Record<string, unknown>): BusinessObject };
}

/** The BPMN palette's entries that make elements: a notation's palette offers its own instead. */
const BPMN_CREATE = /^create\./;

/** The shape of one notation element, with its code and colour, ready to be placed (domain.md §3). */
export function notationShape(services: Pick<Services, 'elementFactory' | 'bpmnFactory'>, element: NotationElementDto) {
  const businessObject = services.bpmnFactory.create(element.elementClass, { name: element.name });
  businessObject.set?.('ontobench:code', element.elementCode);
  const di = element.colour ? { 'bioc:fill': element.colour, 'color:background-color': element.colour } : undefined;
  return services.elementFactory.createShape({ type: element.elementClass, businessObject, ...(di ? { di } : {}) });
}

/**
 * The notation's palette (issue 17 item 2): its node elements in palette order, each titled with its name,
 * drawn as its shape in its colour, and placed as its element class with `ontobench:code` set. The BPMN
 * create entries go; the tools (hand, lasso, space, connect) stay. A viewer has no palette: nothing then.
 */
export function paletteModule(notation: NotationDto) {
  class NotationPalette {
    static $inject = ['injector'];
    private readonly services: Services | null;

    constructor(injector: Injector) {
      const palette = injector.get<Palette>('palette', false);
      this.services = palette
        ? {
            create: injector.get('create')!,
            elementFactory: injector.get('elementFactory')!,
            bpmnFactory: injector.get('bpmnFactory')!,
          }
        : null;
      // After the BPMN provider (priority 1000), so its entries are there to replace.
      palette?.registerProvider(500, this);
    }

    getPaletteEntries() {
      const services = this.services;
      return (entries: Record<string, PaletteEntry>) => {
        if (!services) return entries;
        const kept = Object.fromEntries(Object.entries(entries).filter(([id]) => !BPMN_CREATE.test(id)));
        for (const element of notation.elements) {
          if (element.isConnector) continue;
          const start = (event: unknown) => services.create.start(event, notationShape(services, element));
          kept[`create.notation.${element.elementCode}`] = {
            group: 'notation',
            className: 'ob-notation-entry',
            imageUrl: paletteIcon(element.shape, element.colour),
            title: element.name,
            action: { dragstart: start, click: start },
          };
        }
        return kept;
      };
    }
  }

  return { __init__: ['notationPalette'], notationPalette: ['type', NotationPalette] };
}
