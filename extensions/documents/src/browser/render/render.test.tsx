import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { getSchema } from '@tiptap/core';
import { Node as PmNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import type { DocNode } from '../../common/api.ts';
import { DocContent, SHOW_ALL_EVENT } from './DocContent.tsx';
import { expandTexts, documentTexts, resolveLevels } from './references.ts';
import { selectionRange, showRange } from './selection.ts';
import { REF_A, REF_B, SAMPLE_DOC } from './sample-doc.test-data.ts';

afterEach(cleanup);

const schema = getSchema([StarterKit, TableKit, Image]);
const terms = [
  { id: REF_A, name: 'Пицца (класс)' },
  { id: REF_B, name: 'Документ', caption: 'Раздел', content: 'Текст раздела' },
];
const found = new Map(terms.map((t) => [t.id, t]));
const hrefOf = (kind: string, id: string) => (kind === 'class' ? `/class_list/${id}` : `/docs/view/${id}`);

async function draw(doc: DocNode, withReferences = true) {
  // Without references: no expansion at all, every text one run (as ProseMirror has it).
  const expansions = withReferences ? await expandTexts(documentTexts(doc), found) : new Map();
  return render(<DocContent doc={doc} expansions={expansions} hrefOf={hrefOf} eager />).container;
}

/** The top-level runs the renderer marked (not those inside an expanded reference). */
const runs = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('[data-pos]')].map((el) => ({
    pos: Number(el.dataset.pos),
    end: el.dataset.end === undefined ? undefined : Number(el.dataset.end),
    text: el.textContent ?? '',
  }));

describe('DocContent: positions as ProseMirror counts them', () => {
  it('every text run starts where ProseMirror puts its text (the schema of the editor: starter kit, table, image)', async () => {
    const pm = PmNode.fromJSON(schema, SAMPLE_DOC);
    const expected: { pos: number; text: string }[] = [];
    pm.descendants((node, pos) => {
      if (node.isText) expected.push({ pos, text: node.text! });
    });
    const root = await draw(SAMPLE_DOC, false);
    expect(runs(root)).toEqual(expected.map((e) => ({ ...e, end: undefined })));
  });

  it('a reference spans the text it stands for; the runs around it keep their places', async () => {
    const pm = PmNode.fromJSON(schema, SAMPLE_DOC);
    const root = await draw(SAMPLE_DOC);
    const ref = root.querySelector<HTMLElement>('a.doc-ref')!;
    expect(ref.textContent).toBe('Пицца');
    expect(ref.getAttribute('href')).toBe(`/class_list/${REF_A}`);
    expect(pm.textBetween(Number(ref.dataset.pos), Number(ref.dataset.end))).toBe(`:class-${REF_A}(Пицца)`);
    const block = root.querySelector<HTMLElement>('.doc-ref-block')!;
    expect(block.textContent).toBe('РазделТекст раздела');
    expect(pm.textBetween(Number(block.dataset.pos), Number(block.dataset.end))).toBe(`!!:document-${REF_B}`);
    for (const run of runs(root).filter((r) => r.end === undefined))
      expect(pm.textBetween(run.pos, run.pos + run.text.length)).toBe(run.text);
  });

  it('selectionRange turns the DOM selection into positions and the quote', async () => {
    const pm = PmNode.fromJSON(schema, SAMPLE_DOC);
    const root = await draw(SAMPLE_DOC);
    const bold = root.querySelector('strong [data-pos]')!.firstChild!;
    const tail = [...root.querySelectorAll<HTMLElement>('[data-pos]')].find(
      (el) => el.textContent === 'после 😀 эмодзи',
    )!;
    const selection = document.getSelection()!;
    const range = document.createRange();
    range.setStart(bold, 2);
    range.setEnd(tail.firstChild!, 5);
    selection.removeAllRanges();
    selection.addRange(range);
    const picked = selectionRange(root.firstElementChild!)!;
    expect(pm.textBetween(picked.from, picked.to, '\n', '\n')).toBe(`рный и курсив\nСсылка\nпосле`);
    expect(picked.quote).toContain('рный');

    // Inside a reference: the whole reference.
    const ref = root.querySelector('a.doc-ref')!.firstChild!;
    range.setStart(ref, 1);
    range.setEnd(ref, 3);
    selection.removeAllRanges();
    selection.addRange(range);
    const whole = selectionRange(root.firstElementChild!)!;
    expect(pm.textBetween(whole.from, whole.to)).toBe(`:class-${REF_A}(Пицца)`);

    selection.removeAllRanges();
    expect(selectionRange(root.firstElementChild!)).toBeNull();
  });

  it('showRange selects a comment’s range again (what selectionRange gave), and says when the text is gone', async () => {
    const root = await draw(SAMPLE_DOC);
    const container = root.firstElementChild!;
    const bold = root.querySelector('strong [data-pos]')!.firstChild!;
    const selection = document.getSelection()!;
    const range = document.createRange();
    range.setStart(bold, 1);
    range.setEnd(bold, 4);
    selection.removeAllRanges();
    selection.addRange(range);
    const picked = selectionRange(container)!;
    selection.removeAllRanges();
    expect(showRange(container, picked)).toBe(true);
    expect(document.getSelection()!.toString()).toBe(picked.quote);
    expect(showRange(container, { from: 1_000_000, to: 1_000_005 })).toBe(false);
  });
});

describe('DocContent: what is drawn', () => {
  it('draws every node and mark of the editor, headings with ids, code as typed', async () => {
    const root = await draw(SAMPLE_DOC);
    expect([...root.querySelectorAll('h1, h2, h3, h4')].map((h) => [h.tagName, h.id])).toEqual([
      ['H1', 'doc-heading-1'],
      ['H2', 'doc-heading-2'],
      ['H3', 'doc-heading-3'],
      ['H4', 'doc-heading-4'],
    ]);
    for (const selector of [
      'strong',
      'em',
      's',
      'u',
      'code',
      'ul',
      'ol[start="3"]',
      'blockquote',
      'pre',
      'hr',
      'br',
      'th',
      'td',
      'img',
    ])
      expect(root.querySelector(selector), selector).not.toBeNull();
    expect(root.querySelector('a[href="https://example.org/a"]')?.getAttribute('rel')).toContain('noopener');
    expect(root.querySelector('pre')!.textContent).toBe(`const x = ':class-${REF_A}';`);
    expect(root.querySelector('p code')!.textContent).toBe('код');
  });

  it('drops unknown nodes and marks, keeping their text', async () => {
    const doc: DocNode = {
      type: 'doc',
      content: [
        { type: 'mystery', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'внутри' }] }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'метка', marks: [{ type: 'highlight', attrs: { color: 'red' } }] }],
        },
        { type: 'widget' },
      ],
    };
    const root = await draw(doc);
    expect(root.textContent).toBe('внутриметка');
    expect(root.querySelector('mystery, highlight, mark, widget')).toBeNull();
    // The unknown node still counts as ProseMirror would count a node of its shape.
    expect(runs(root).map((r) => r.pos)).toEqual([2, 11]);
  });

  it('a document without references makes no call; one with them makes one call per depth level', async () => {
    const fetchTerms = vi.fn(async () => []);
    await resolveLevels(
      documentTexts({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a: b' }] }] }),
      fetchTerms,
    );
    expect(fetchTerms).not.toHaveBeenCalled();
    const C = '0a1b2c3d-0000-4000-8000-00000000000c';
    const byId = new Map([
      [REF_A, { id: REF_A, name: 'A', content: `!:document-${C} и :class-${REF_B}` }],
      [REF_B, { id: REF_B, name: 'B', content: `:class-${C}` }],
      [C, { id: C, name: 'C' }],
    ]);
    const deep = vi.fn(async (keys: { id: string }[]) =>
      keys.flatMap((k) => (byId.has(k.id) ? [byId.get(k.id)!] : [])),
    );
    const texts = [`!:document-${REF_A}`, `!:document-${REF_B} и :class-${REF_A}`];
    const terms = await resolveLevels(texts, deep);
    expect(deep.mock.calls.map((c) => c[0].map((k) => k.id))).toEqual([[REF_A, REF_B], [C]]);
    expect([...terms.keys()].sort()).toEqual([REF_A, REF_B, C].sort());
  });
});

describe('DocContent: a long document', () => {
  const long: DocNode = {
    type: 'doc',
    content: Array.from({ length: 1200 }, (_, i) =>
      i % 100 === 0
        ? { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Раздел ${i / 100 + 1}` }] }
        : { type: 'paragraph', content: [{ type: 'text', text: `Абзац ${i}: ${'слово '.repeat(20)}` }] },
    ),
  };

  it('draws the first screens at once and the rest in small steps, keeping positions and heading ids', async () => {
    const { container } = render(<DocContent doc={long} expansions={new Map()} />);
    const content = container.querySelector<HTMLElement>('[data-testid="doc-content"]')!;
    const first = content.querySelectorAll('h2, p').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(1200);
    expect(content.dataset.complete).toBe('false');
    await waitFor(() => expect(content.dataset.complete).toBe('true'), { timeout: 5000 });
    expect(content.querySelectorAll('h2, p')).toHaveLength(1200);
    expect([...content.querySelectorAll('h2')].at(-1)?.id).toBe('doc-heading-12');
    const pm = PmNode.fromJSON(schema, long);
    const last = [...content.querySelectorAll<HTMLElement>('[data-pos]')].at(-1)!;
    expect(pm.textBetween(Number(last.dataset.pos), Number(last.dataset.pos) + last.textContent!.length)).toBe(
      last.textContent,
    );
  });

  it('a heading asked for before it is drawn (the table of contents) draws the rest at once', () => {
    render(<DocContent doc={long} expansions={new Map()} />);
    expect(document.getElementById('doc-heading-12')).toBeNull();
    window.dispatchEvent(new Event(SHOW_ALL_EVENT));
    expect(document.getElementById('doc-heading-12')).not.toBeNull();
  });
});
