import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import minimapModule from 'diagram-js-minimap';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'diagram-js-minimap/assets/diagram-js-minimap.css';
import './canvas.css';
import type { ElementBinding, Transition } from '../../../common/diagram/api.ts';
import { BpmnParseError, parseBpmn } from '../../../common/diagram/bpmn.ts';
import type { SelectedElement } from '../model/editor-model.ts';
import type { CanvasHandle, CanvasOptions, DrawOptions, EarlyDrawing } from './canvas-types.ts';
import { notationExtras } from './notation-extras.ts';
import { steadyDragModule } from './steady-drag.ts';
import { translateModule } from './translate.ts';

/**
 * The bpmn-js glue of the diagram page (issue 17 items 1, 3, 4): a Modeler (a reader: a NavigatedViewer)
 * with the minimap, Russian strings and the notation's modules; events go to the page's model, and the
 * page drives it through {@link CanvasHandle}. A lazy chunk: only the diagram page imports it, with
 * `import()`. Kept thin on purpose — the page's logic is in the model and tested without a canvas.
 */

interface Shape {
  id: string;
  type: string;
  labelTarget?: Shape;
  businessObject: { id?: string; name?: string; documentation?: { text?: string }[] };
}
interface Services {
  eventBus: { on(event: string, callback: (event: Record<string, unknown>) => void): void };
  elementRegistry: { get(id: string): Shape | undefined; getAll(): Shape[] };
  canvas: {
    zoom(level: string, center: string): void;
    resized(): void;
    addMarker(id: string, marker: string): void;
    removeMarker(id: string, marker: string): void;
  };
  overlays: {
    add(id: string, type: string, overlay: { position: Record<string, number>; html: HTMLElement }): void;
    remove(filter: { type: string }): void;
  };
  commandStack: { canUndo(): boolean; canRedo(): boolean; undo(): void; redo(): void };
  modeling: {
    updateLabel(element: Shape, name: string): void;
    updateProperties(element: Shape, properties: Record<string, unknown>): void;
  };
  moddle: { create(type: string, attrs: Record<string, unknown>): unknown };
  minimap: { toggle(open?: boolean): void; isOpen(): boolean };
  editorActions: { trigger(action: string): void; isRegistered(action: string): boolean };
}

type ViewerOptions = NonNullable<ConstructorParameters<typeof Modeler>[0]>;
type Modules = NonNullable<ViewerOptions['additionalModules']>;

const BOUND = 'ob-bound';
const BINDING_OVERLAY = 'ob-binding';
const TRANSITION_OVERLAY = 'ob-transition';

/** The element as the properties panel shows it (a label stands for its element). */
function describe(shape: Shape): SelectedElement {
  const element = shape.labelTarget ?? shape;
  const bo = element.businessObject;
  return {
    id: element.id,
    type: element.type,
    name: bo.name ?? '',
    documentation: bo.documentation?.[0]?.text ?? '',
  };
}

/**
 * bpmn-js's `importXML` parses the XML, then draws (`importDefinitions`), in one task of the main thread;
 * a macrotask between the two splits it in two, so the page answers input (and paints) between them: the
 * longest task of a big diagram's open is the longer half (docs/benchmarks.md).
 */
function yieldAfterParse(viewer: Modeler | NavigatedViewer): void {
  const draw = viewer.importDefinitions.bind(viewer);
  viewer.importDefinitions = async (...args: Parameters<typeof draw>) => {
    await new Promise((next) => setTimeout(next, 0));
    return draw(...args);
  };
}

interface Drawing extends EarlyDrawing {
  viewer: Modeler | NavigatedViewer;
  stage: HTMLDivElement;
}

/**
 * Draws the diagram into a box not yet in the page, so no style, layout or page-wide observer (Fluent's
 * focus manager walks every added node) runs while the elements go in; `openCanvas` puts the box in the
 * page once drawn: about a quarter less main-thread time at 1,999 elements (docs/benchmarks.md).
 */
export async function drawCanvas(options: DrawOptions): Promise<EarlyDrawing> {
  const extras = notationExtras(options.notation, options.onRefusal);
  const stage = document.createElement('div');
  stage.style.cssText = 'width: 100%; height: 100%';
  const config: ViewerOptions = {
    container: stage,
    additionalModules: [
      minimapModule,
      steadyDragModule,
      translateModule(options.language),
      ...extras.modules,
    ] as Modules,
    moddleExtensions: extras.moddleExtensions as ViewerOptions['moddleExtensions'],
  };
  const viewer = options.readOnly ? new NavigatedViewer(config) : new Modeler(config);
  yieldAfterParse(viewer);
  try {
    await viewer.importXML(options.xml);
  } catch (error) {
    viewer.destroy();
    throw error;
  }
  const drawing: Drawing = {
    options,
    viewer,
    stage,
    destroy: () => {
      viewer.destroy();
      stage.remove();
    },
  };
  return drawing;
}

/**
 * The early drawing when it was made from what the page now shows (the same XML text, mode and
 * language, and no notation, whose rules report to the page); else it is destroyed and none is used.
 */
async function adopt(early: Promise<EarlyDrawing | null> | undefined, options: CanvasOptions): Promise<Drawing | null> {
  const drawing = (await early?.catch(() => null)) as Drawing | null | undefined;
  if (!drawing) return null;
  const made = drawing.options;
  const same =
    made.xml === options.xml &&
    made.readOnly === options.readOnly &&
    made.language === options.language &&
    made.notation === null &&
    options.notation === null;
  if (same) return drawing;
  drawing.destroy();
  return null;
}

/** Puts the diagram in `options.container` (the early drawing when it fits, else a new one) and wires the page to it. */
export async function openCanvas(options: CanvasOptions, early?: Promise<EarlyDrawing | null>): Promise<CanvasHandle> {
  const { viewer, stage } = (await adopt(early, options)) ?? ((await drawCanvas(options)) as Drawing);
  const get = <K extends keyof Services>(name: K): Services[K] => viewer.get<Services[K]>(name);
  options.container.append(stage);
  // Its size was read as 0 × 0 while out of the page: forget it before fitting.
  get('canvas').resized();
  get('canvas').zoom('fit-viewport', 'auto');

  let selectedId: string | null = null;
  let links: { bindings: readonly ElementBinding[]; transitions: readonly Transition[] } = {
    bindings: [],
    transitions: [],
  };
  const marked = new Set<string>();
  const shape = (id: string) => get('elementRegistry').get(id);

  const drawLinks = () => {
    const canvas = get('canvas');
    const overlays = get('overlays');
    for (const id of marked) if (shape(id)) canvas.removeMarker(id, BOUND);
    marked.clear();
    overlays.remove({ type: BINDING_OVERLAY });
    overlays.remove({ type: TRANSITION_OVERLAY });
    for (const binding of links.bindings) {
      if (!shape(binding.elementId)) continue;
      canvas.addMarker(binding.elementId, BOUND);
      marked.add(binding.elementId);
      const badge = document.createElement('span');
      badge.className = 'ob-badge';
      badge.title = options.texts.marker(binding.objectName);
      badge.setAttribute('data-ob-bound', binding.elementId);
      overlays.add(binding.elementId, BINDING_OVERLAY, { position: { top: -7, left: -7 }, html: badge });
    }
    for (const transition of links.transitions) {
      if (!shape(transition.elementId)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'ob-open-child';
      button.textContent = '↗';
      button.title = options.texts.openChild;
      button.setAttribute('aria-label', options.texts.openChild);
      button.setAttribute('data-ob-open-child', transition.elementId);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        options.onOpenChild(transition.elementId);
      });
      overlays.add(transition.elementId, TRANSITION_OVERLAY, { position: { bottom: 8, right: 8 }, html: button });
    }
  };

  const bus = get('eventBus');
  bus.on('selection.changed', (event) => {
    const first = (event.newSelection as Shape[] | undefined)?.[0];
    const element = first ? describe(first) : null;
    selectedId = element?.id ?? null;
    options.onSelect(element);
  });
  bus.on('element.changed', (event) => {
    const changed = event.element as Shape | undefined;
    if (!changed || selectedId === null) return;
    const element = describe(changed);
    if (element.id === selectedId) options.onSelect(element);
  });
  bus.on('commandStack.changed', (event) => {
    drawLinks();
    if (event.trigger !== 'clear') options.onChanged();
  });
  bus.on('element.dblclick', (event) => {
    if (!options.readOnly) return;
    const target = event.element as Shape | undefined;
    const id = target ? describe(target).id : null;
    if (id && links.transitions.some((t) => t.elementId === id)) options.onOpenChild(id);
  });

  const stack = () => get('commandStack');
  return {
    readOnly: options.readOnly,
    saveXml: async () => (await viewer.saveXML({ format: true })).xml ?? '',
    saveSvg: async () => (await viewer.saveSVG()).svg,
    async importXml(xml) {
      // The server's own check first: its refusal names what and where, in Russian (BpmnParseError).
      try {
        await parseBpmn(xml);
      } catch (error) {
        throw error instanceof BpmnParseError ? error : new Error(options.texts.unreadable);
      }
      const before = (await viewer.saveXML({ format: true })).xml ?? '';
      try {
        await viewer.importXML(xml);
      } catch (error) {
        await viewer.importXML(before);
        drawLinks();
        throw error instanceof BpmnParseError ? error : new Error(options.texts.unreadable);
      }
      get('canvas').zoom('fit-viewport', 'auto');
      selectedId = null;
      options.onSelect(null);
      drawLinks();
      options.onChanged();
    },
    elementIds: () =>
      new Set(
        get('elementRegistry')
          .getAll()
          .map((s) => s.id),
      ),
    canUndo: () => !options.readOnly && stack().canUndo(),
    canRedo: () => !options.readOnly && stack().canRedo(),
    undo: () => !options.readOnly && stack().undo(),
    redo: () => !options.readOnly && stack().redo(),
    zoomFit: () => get('canvas').zoom('fit-viewport', 'auto'),
    toggleMinimap() {
      const minimap = get('minimap');
      minimap.toggle();
      return minimap.isOpen();
    },
    openSearch() {
      if (options.readOnly) return;
      const actions = get('editorActions');
      if (actions.isRegistered('find')) actions.trigger('find');
    },
    setName(elementId, name) {
      const element = shape(elementId);
      if (element && !options.readOnly) get('modeling').updateLabel(element, name);
    },
    setDocumentation(elementId, text) {
      const element = shape(elementId);
      if (!element || options.readOnly) return;
      const documentation = text ? [get('moddle').create('bpmn:Documentation', { text })] : [];
      get('modeling').updateProperties(element, { documentation });
    },
    showLinks(bindings, transitions) {
      links = { bindings, transitions };
      drawLinks();
    },
    destroy() {
      viewer.destroy();
      stage.remove();
    },
  };
}
