import type { ElementBinding, Transition } from '../../../common/diagram/api.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import type { SelectedElement } from '../model/editor-model.ts';

/**
 * What the diagram page asks of the canvas: the thin face of bpmn-js (`canvas.ts`, a lazy chunk). The
 * page, its panels and its tests see only this, so bpmn-js loads with the diagram page alone (issue 17).
 */
export interface CanvasOptions {
  container: HTMLElement;
  xml: string;
  /** A reader gets bpmn-js's NavigatedViewer: no palette, no editing (issue 17 item 4). */
  readOnly: boolean;
  /** The interface's language (`ru`: bpmn-js's strings in Russian). */
  language: string;
  /** The diagram's notation; null: plain BPMN 2.0. */
  notation: NotationDto | null;
  /** The canvas's texts: its markers' titles, and why an imported file was refused. */
  texts: { marker: (name: string) => string; openChild: string; unreadable: string };
  /** The canvas changed (bpmn-js `commandStack.changed`). */
  onChanged(): void;
  /** The selection changed, or the selected element's name or documentation did. */
  onSelect(element: SelectedElement | null): void;
  /** A transition's marker was clicked (or, in the viewer, its element double-clicked). */
  onOpenChild(elementId: string): void;
  /** The notation refused an action, with its reason. */
  onRefusal(text: string): void;
}

/** What drawing a diagram needs; the page's texts and callbacks come when the drawing is put in the page. */
export type DrawOptions = Pick<CanvasOptions, 'xml' | 'readOnly' | 'language' | 'notation' | 'onRefusal'>;

/**
 * A diagram drawn by bpmn-js into a box not yet in the page (`drawCanvas`): made as the route is entered,
 * while the page's own chunk still loads, and put in the page by `openCanvas` when it was drawn from the
 * same XML, mode and language; otherwise destroyed.
 */
export interface EarlyDrawing {
  readonly options: DrawOptions;
  destroy(): void;
}

export interface CanvasHandle {
  readonly readOnly: boolean;
  /** The diagram as BPMN 2.0 XML (formatted). */
  saveXml(): Promise<string>;
  saveSvg(): Promise<string>;
  /** Replaces the content; rejects (content unchanged) when the text is not BPMN 2.0. */
  importXml(xml: string): Promise<void>;
  /** The ids of the elements now on the canvas. */
  elementIds(): Set<string>;
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
  zoomFit(): void;
  /** Opens or closes the minimap; answers whether it is open. */
  toggleMinimap(): boolean;
  /** Opens bpmn-js's element search (Ctrl+F). */
  openSearch(): void;
  /** Renames the element (bpmn-js `updateLabel`, so undo works). */
  setName(elementId: string, name: string): void;
  /** Sets the element's documentation (`updateProperties`, so undo works). */
  setDocumentation(elementId: string, text: string): void;
  /** Shows which elements are bound to the ontology and which open a child diagram. */
  showLinks(bindings: readonly ElementBinding[], transitions: readonly Transition[]): void;
  destroy(): void;
}
