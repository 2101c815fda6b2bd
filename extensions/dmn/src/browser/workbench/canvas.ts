import DmnModeler, { type DmnView } from 'dmn-js/lib/Modeler';
import DmnViewer from 'dmn-js/lib/Viewer';
import 'dmn-js/dist/assets/diagram-js.css';
import 'dmn-js/dist/assets/dmn-js-shared.css';
import 'dmn-js/dist/assets/dmn-js-drd.css';
import 'dmn-js/dist/assets/dmn-js-decision-table.css';
import 'dmn-js/dist/assets/dmn-js-decision-table-controls.css';
import 'dmn-js/dist/assets/dmn-js-literal-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression-controls.css';
import 'dmn-js/dist/assets/dmn-font/css/dmn.css';
import { COLUMN_TYPES } from '../../common/table.ts';
import { translateModule } from './translate.ts';

/** A view of the open DMN: the DRD or one decision's table (or literal expression). */
export interface CanvasView {
  id: string;
  type: string;
  name: string;
  active: boolean;
}

/**
 * dmn-js on a container (issue 17 item 6): the Modeler, or the Viewer for a reader, opened on the first
 * decision table. The XML is read back with `saveXml`; `onChange` hears every edit, `onViews` every change
 * of the views (a decision added in the DRD, another view opened). `highlight` marks rules by id (the test
 * panel's matches) with a style sheet, so dmn-js's own re-rendering keeps the marks.
 */
export interface DmnCanvas {
  views(): CanvasView[];
  open(id: string): Promise<void>;
  saveXml(): Promise<string>;
  onChange(listener: () => void): void;
  onViews(listener: () => void): void;
  highlight(ruleIds: readonly string[]): void;
  destroy(): void;
}

const VIEW_TYPES = ['drd', 'decisionTable', 'literalExpression', 'boxedExpression'];

export async function openDmnCanvas(
  container: HTMLElement,
  xml: string,
  options: { readOnly: boolean; language: string },
): Promise<DmnCanvas> {
  const translate = translateModule(options.language);
  const perView = Object.fromEntries(VIEW_TYPES.map((type) => [type, { additionalModules: [translate] }]));
  const Type = options.readOnly ? DmnViewer : DmnModeler;
  // §3's column types are the only ones the type menus offer (the server refuses others).
  const dmn = new Type({ container, common: { dataTypes: [...COLUMN_TYPES] }, ...perView });
  const changes = new Set<() => void>();
  const viewListeners = new Set<() => void>();
  dmn.on('viewer.created', (event: { viewer: { on(e: string, l: () => void): void } }) =>
    event.viewer.on('elements.changed', () => changes.forEach((l) => l())),
  );
  dmn.on('views.changed', () => viewListeners.forEach((l) => l()));
  await dmn.importXML(xml);
  const first = dmn.getViews().find((v) => v.type === 'decisionTable');
  if (first && dmn.getActiveView()?.id !== first.id) await dmn.open(first);

  const style = document.createElement('style');
  container.appendChild(style);
  const find = (id: string): DmnView | undefined => dmn.getViews().find((v) => v.id === id);
  return {
    views: () => {
      const active = dmn.getActiveView();
      return dmn.getViews().map((v) => ({
        id: v.id,
        type: v.type,
        name: v.element.name ?? v.name ?? v.id,
        active: active?.id === v.id,
      }));
    },
    open: async (id) => {
      const view = find(id);
      if (view) await dmn.open(view);
    },
    saveXml: async () => (await dmn.saveXML({ format: true })).xml,
    onChange: (listener) => void changes.add(listener),
    onViews: (listener) => void viewListeners.add(listener),
    highlight: (ruleIds) => {
      const rows = ruleIds.map((id) => `.tjs-table td[data-row-id="${CSS.escape(id)}"]`);
      style.textContent = rows.length > 0 ? `${rows.join(',\n')} { background-color: #dff6dd !important; }` : '';
    },
    destroy: () => {
      changes.clear();
      viewListeners.clear();
      dmn.destroy();
    },
  };
}
