declare module 'bpmn-js-differ' {
  import type { ModdleElement } from 'bpmn-moddle';

  /** One changed element: the new model and each changed attribute's old and new value. */
  export interface ChangedEntry {
    model: ModdleElement;
    attrs: Record<string, { oldValue: unknown; newValue: unknown }>;
  }

  /** What `diff` answers: the elements added, removed, changed and moved, by id. */
  export interface DiffResult {
    _added: Record<string, ModdleElement>;
    _removed: Record<string, ModdleElement>;
    _changed: Record<string, ChangedEntry>;
    _layoutChanged: Record<string, ModdleElement>;
  }

  /** The semantic diff of two BPMN 2.0 definitions read with bpmn-moddle. */
  export function diff(oldDefinitions: ModdleElement, newDefinitions: ModdleElement): DiffResult;
}
