import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULES } from '../../../common/containers.ts';
import { indexTree } from '../../../common/tree.ts';
import { clipboardText, copyOf, pasteOps, pastePlace, readClipboard } from './clipboard.ts';
import { DOC_ID, testState } from './test-document.ts';

const root = testState().root;
const index = indexTree(root);
let n = 0;
const ids = () => `n${++n}`;

describe('the clipboard: copies as marked JSON, plain text as paragraphs', () => {
  it('a copy holds the subtree without ids and reads back from the system clipboard’s text', () => {
    const copied = copyOf(index.get('l1')!.node);
    expect(copied.children.map((c) => c.fields.title)).toEqual(['Пункт один', 'Пункт два']);
    expect(JSON.stringify(copied)).not.toContain('"id"');
    expect(readClipboard(clipboardText([copied]))).toEqual([copied]);
  });

  it('§5 marker stripping: plain text becomes one paragraph per non-empty line, markers around stripped', () => {
    const items = readClipboard('\u200BПервая строка\uFEFF\r\n\n  \nВторая\n');
    expect(items.map((i) => [i.kind, i.fields.content])).toEqual([
      ['paragraph', 'Первая строка'],
      ['paragraph', 'Вторая'],
    ]);
  });

  it('keeps only known fields of the right type from pasted JSON', () => {
    const text = JSON.stringify({
      marker: 'ontobench/structured-document-elements@1',
      elements: [
        { kind: 'paragraph', fields: { title: 'T', children: ['x'], highlight: 'yes', id: 'z' }, children: [] },
      ],
    });
    const [item] = readClipboard(text);
    expect(item!.fields.title).toBe('T');
    expect(item!.fields.highlight).toBe(false);
    expect(Object.keys(item!.fields)).not.toContain('id');
  });
});

describe('§5 where a paste goes', () => {
  const list = [copyOf(index.get('l1')!.node)];
  const item = [copyOf(index.get('i1')!.node)];
  it('into the selected element when it may hold the copies, at its end', () => {
    expect(pastePlace(index, 's1', DOC_ID, list, BUILT_IN_RULES)).toEqual({ container: 's1', after: 'l1' });
  });
  it('after the selected element in its container when the element may not hold them', () => {
    expect(pastePlace(index, 'p1', DOC_ID, list, BUILT_IN_RULES)).toEqual({ container: 's1', after: 'p1' });
  });
  it('nowhere when neither may (a section in a list item)', () => {
    const section = [copyOf(index.get('s1')!.node)];
    expect(pastePlace(index, 'i1', DOC_ID, section, BUILT_IN_RULES)).toBeNull();
    expect(pastePlace(index, 'i1', DOC_ID, item, BUILT_IN_RULES)).toEqual({ container: 'l1', after: 'i1' });
  });
  it('one insert per element, new ids, each after its previous sibling in its new container', () => {
    const { ops, tops } = pasteOps(list, { container: 's1', after: 'l1' }, ids);
    expect(tops).toHaveLength(1);
    expect(ops.map((op) => op.op === 'insert' && [op.id, op.container, op.after])).toEqual([
      [tops[0], 's1', 'l1'],
      [expect.any(String), tops[0], null],
      [expect.any(String), tops[0], (ops[1] as { id: string }).id],
    ]);
  });
});
