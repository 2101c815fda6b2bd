import type { EditorModel } from './editor-model.ts';

/**
 * The toolbar's cut, copy and paste with the system clipboard (the keys use the browser's clipboard
 * events instead, which need no permission). Without access to it (no permission, no secure context)
 * the editor's own clipboard still works within the tab.
 */

/** Copies (or cuts) the selected element: the editor's clipboard, and the system one as marked JSON text. */
export function copySelected(model: EditorModel, cut: boolean): void {
  const id = model.selectedId;
  if (!id) return;
  const text = cut ? model.cut(id) : model.copy(id);
  if (text) navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** Pastes the system clipboard's text, or the editor's own clipboard when the system one cannot be read. */
export async function pasteFromSystem(model: EditorModel): Promise<void> {
  let text: string | undefined;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    text = undefined;
  }
  model.paste(text === undefined || text === '' ? undefined : text);
}
