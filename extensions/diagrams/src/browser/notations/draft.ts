import {
  notationElement,
  type NotationDto,
  type NotationElementInput,
  type NotationInput,
} from '../../common/notation/api.ts';

/** One element as the editor holds it: the input, and a key that stays while its code is edited. */
export type ElementDraft = NotationElementInput & { key: string };

export interface NotationDraft {
  name: string;
  elements: ElementDraft[];
}

let keys = 0;
const nextKey = () => `element-${++keys}`;

/** The notation as the editor starts from it. */
export function draftOf(notation: NotationDto): NotationDraft {
  return { name: notation.name, elements: notation.elements.map((e) => ({ ...e, key: nextKey() })) };
}

/** What PUT sends: the draft without the editor's keys (the server checks the rest, in Russian). */
export function inputOf(draft: NotationDraft): NotationInput {
  return {
    name: draft.name,
    elements: draft.elements.map(({ key, ...element }) => (void key, element)),
  };
}

/** A new node element: a task drawn as a rounded box, code `element-N` not yet taken in the notation. */
export function newElement(draft: NotationDraft, name: string): ElementDraft {
  const codes = new Set(draft.elements.map((e) => e.elementCode));
  let n = draft.elements.length + 1;
  while (codes.has(`element-${n}`)) n += 1;
  return { key: nextKey(), ...notationElement({ name, elementCode: `element-${n}` }) };
}

/** A count field's text as the value sent: empty is none (null); a fraction goes as typed (the server refuses it). */
export function countOf(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}
