import { describe, expect, it } from 'vitest';
import type { ElementState } from './api.ts';
import { comparePublications } from './compare.ts';
import { EMPTY_FIELDS } from './diff.ts';

const n = (id: string, kind: string, content = '', children: ElementState[] = []): ElementState => ({
  ...EMPTY_FIELDS,
  id,
  kind,
  content,
  children,
});

describe('comparePublications (issue 16 item 7: additions, removals and changes marked per element)', () => {
  it('marks each element added, removed, changed (with its fields), moved or the same, in the newer order', () => {
    const older = n('D', 'document', '', [
      n('S', 'section', '', [n('P', 'paragraph', 'старый'), n('X', 'paragraph', 'уйдёт')]),
      n('Q', 'paragraph'),
    ]);
    const newer = n('D', 'document', '', [
      n('Q', 'paragraph'),
      n('S', 'section', '', [n('P', 'paragraph', 'новый'), n('N', 'paragraph', 'пришёл')]),
    ]);
    const rows = comparePublications(older, newer).map((r) => [r.id, r.change, r.fields.join(',')]);
    expect(rows).toEqual([
      ['Q', 'moved', ''],
      ['S', 'moved', ''],
      ['P', 'changed', 'content'],
      ['X', 'removed', ''],
      ['N', 'added', ''],
    ]);
  });

  it('two equal publications are the same everywhere', () => {
    const doc = n('D', 'document', '', [n('A', 'paragraph', 'текст')]);
    expect(comparePublications(doc, doc).map((r) => r.change)).toEqual(['same']);
  });
});
