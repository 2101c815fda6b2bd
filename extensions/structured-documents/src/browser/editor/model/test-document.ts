import type { DocumentState, ElementState } from '../../../common/api.ts';
import { EMPTY_FIELDS } from '../../../common/diff.ts';

/** An element of a test tree. */
export const el = (id: string, kind: string, children: ElementState[] = [], title = ''): ElementState => ({
  ...EMPTY_FIELDS,
  id,
  kind,
  title,
  children,
});

export const DOC_ID = '5d0c0000-0000-4000-8000-00000000d0c1';

/**
 * A small document: a section «Введение» (a paragraph and an ordered list with two items) and a
 * paragraph «Заключение»; full rights unless told.
 */
export function testState(over: Partial<DocumentState> = {}): DocumentState {
  return {
    documentId: DOC_ID,
    name: 'Регламент',
    title: 'Регламент',
    root: el(DOC_ID, 'document', [
      el(
        's1',
        'section',
        [
          el('p1', 'paragraph', [], 'Первый абзац'),
          el('l1', 'orderedList', [
            el('i1', 'contentHolder', [], 'Пункт один'),
            el('i2', 'contentHolder', [], 'Пункт два'),
          ]),
        ],
        'Введение',
      ),
      el('p2', 'paragraph', [], 'Заключение'),
    ]),
    accessRights: { readOnly: false, editContentAllowed: true, editStructureAllowed: true },
    version: 3,
    savedAt: null,
    numberingSets: [],
    offeredKinds: null,
    orderWarning: null,
    locks: [],
    ...over,
  };
}
