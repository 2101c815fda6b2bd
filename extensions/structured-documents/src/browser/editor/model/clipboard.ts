import type { DiffOp, ElementFields, ElementState } from '../../../common/api.ts';
import type { ContainerRules } from '../../../common/containers.ts';
import { stripMarkers } from '../../../common/content-detect.ts';
import { generatorModeOf } from '../../../common/defaults.ts';
import { EMPTY_FIELDS } from '../../../common/diff.ts';
import type { NodePlace } from '../../../common/tree.ts';
import { fieldsOf } from './history.ts';

/**
 * Cut, copy and paste of elements (issue 16 item 3). A copy is the element with everything it holds,
 * without ids (a paste makes new ones); on the system clipboard it is JSON text with a marker, so a copy
 * made in one document pastes in another tab. Plain text pasted into the tree becomes paragraphs, one
 * per non-empty line, the invisible markers around each stripped (§5).
 */

/** What marks the editor's own JSON on the system clipboard. */
export const CLIPBOARD_MARKER = 'ontobench/structured-document-elements@1';

/** A copied element: its kind and fields, and what it holds. */
export interface CopiedElement {
  kind: string;
  fields: ElementFields;
  children: CopiedElement[];
}

/** The element with what it holds, as a copy. */
export function copyOf(node: ElementState): CopiedElement {
  return { kind: node.kind, fields: fieldsOf(node), children: node.children.map(copyOf) };
}

/** The copies as the system clipboard's text. */
export function clipboardText(items: readonly CopiedElement[]): string {
  return JSON.stringify({ marker: CLIPBOARD_MARKER, elements: items });
}

/** Only the known fields of a pasted element, of the type an empty element has (the clipboard is anyone's text). */
function cleanFields(raw: unknown): ElementFields {
  const fields: Record<string, unknown> = { ...EMPTY_FIELDS };
  if (typeof raw !== 'object' || raw === null) return fields as unknown as ElementFields;
  for (const [key, empty] of Object.entries(EMPTY_FIELDS)) {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const sameType = Array.isArray(empty) ? Array.isArray(value) : typeof value === typeof empty;
    if (sameType || (empty === null && (value === null || ['string', 'number'].includes(typeof value))))
      fields[key] = value;
  }
  return fields as unknown as ElementFields;
}

function cleanElement(raw: unknown): CopiedElement | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { kind, fields, children } = raw as Record<string, unknown>;
  if (typeof kind !== 'string' || !Array.isArray(children)) return null;
  const inner = children.map(cleanElement);
  if (inner.some((c) => c === null)) return null;
  return { kind, fields: cleanFields(fields), children: inner as CopiedElement[] };
}

/** Paragraphs of plain text: one per non-empty line, the invisible markers around it stripped (§5). */
export function paragraphsOf(text: string): CopiedElement[] {
  return text
    .split(/\r?\n/)
    .map((line) => stripMarkers(line).trim())
    .filter((line) => line !== '')
    .map((content) => ({ kind: 'paragraph', fields: { ...EMPTY_FIELDS, content }, children: [] }));
}

/** What the clipboard's text holds: the editor's copied elements (marker JSON), else the text's paragraphs. */
export function readClipboard(text: string): CopiedElement[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && trimmed.includes(CLIPBOARD_MARKER)) {
    try {
      const data = JSON.parse(trimmed) as { marker?: unknown; elements?: unknown };
      if (data.marker === CLIPBOARD_MARKER && Array.isArray(data.elements)) {
        const elements = data.elements.map(cleanElement);
        if (elements.every((e) => e !== null)) return elements as CopiedElement[];
      }
    } catch {
      // Not the editor's JSON after all: pasted as text.
    }
  }
  return paragraphsOf(text);
}

/** Where a paste goes: a container and the element it comes after. */
export interface PastePlace {
  container: string;
  after: string | null;
}

/**
 * Where the copies go (§5 container table): into the selected element (at its end) when it may hold
 * every one of them, else after it in its container when that may; null when neither may.
 */
export function pastePlace(
  index: ReadonlyMap<string, NodePlace<ElementState>>,
  selectedId: string | null,
  rootId: string,
  items: readonly CopiedElement[],
  rules: ContainerRules,
): PastePlace | null {
  const fits = (parent: ElementState) =>
    items.every((item, i) =>
      rules.canContain(parent.kind, item.kind, {
        generatorMode: generatorModeOf({ settings: item.fields.settings }),
        parentIsEmpty: parent.children.length === 0 && i === 0,
      }),
    );
  const selected = selectedId ? index.get(selectedId) : index.get(rootId);
  if (!selected) return null;
  if (fits(selected.node)) {
    const last = selected.node.children[selected.node.children.length - 1];
    return { container: selected.node.id, after: last?.id ?? null };
  }
  if (selected.parent && fits(selected.parent)) return { container: selected.parent.id, after: selected.node.id };
  return null;
}

/** The copies as insert operations at the place, every element with a new id: one diff; the top elements' ids too. */
export function pasteOps(
  items: readonly CopiedElement[],
  place: PastePlace,
  newId: () => string = () => crypto.randomUUID(),
): { ops: DiffOp[]; tops: string[] } {
  const ops: DiffOp[] = [];
  // Document order: an element before what it holds, each after its previous sibling.
  const emit = (item: CopiedElement, container: string, after: string | null): string => {
    const id = newId();
    ops.push({ op: 'insert', id, kind: item.kind, container, after, fields: item.fields });
    let previous: string | null = null;
    for (const child of item.children) previous = emit(child, id, previous);
    return id;
  };
  const tops: string[] = [];
  let after = place.after;
  for (const item of items) tops.push((after = emit(item, place.container, after)));
  return { ops, tops };
}
