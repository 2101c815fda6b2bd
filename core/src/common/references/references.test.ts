import { describe, expect, it, vi } from 'vitest';
import {
  expandReferences,
  MAX_EXPANSION_DEPTH,
  MISSING_VALUE,
  referenceKey,
  resolvedKey,
  type Expanded,
  type ResolvedTerm,
} from './expand.ts';
import { formatReference, parseReferences, REFERENCE_KINDS, type Reference } from './parse.ts';
import { renderExpanded, TARGET_FORMAT_NOT_DEFINED } from './render.ts';

const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const B = '0a1b2c3d-0000-4000-8000-00000000000b';
const C = '0a1b2c3d-0000-4000-8000-00000000000c';
const quiet = () => undefined;
const refs = (text: string) => parseReferences(text, quiet).filter((s) => s.type === 'ref') as Reference[];
const resolverOf = (terms: ResolvedTerm[]) => {
  const byKey = new Map(terms.map((t) => [resolvedKey(t), t]));
  return vi.fn(
    async (list: readonly Reference[]) =>
      new Map(
        list.flatMap((r) => (byKey.has(referenceKey(r)) ? [[referenceKey(r), byKey.get(referenceKey(r))!]] : [])),
      ),
  );
};

describe('reference syntax (spec domain.md §5)', () => {
  it('reads every kind, the optional second UUID and display name, and one or two exclamation marks', () => {
    expect(REFERENCE_KINDS).toEqual(['bibliography', 'ontology', 'document', 'scalar', 'property', 'class', 'cross']);
    for (const kind of REFERENCE_KINDS)
      expect(refs(`см. :${kind}-${A} далее`)).toMatchObject([{ kind, id: A, expand: 0 }]);
    expect(refs(`:class-${A}:${B}:(Пицца «Маргарита» #1 @ru)`)).toMatchObject([
      { kind: 'class', id: A, second: B, name: 'Пицца «Маргарита» #1 @ru', expand: 0 },
    ]);
    expect(refs(`!:document-${A}`)).toMatchObject([{ kind: 'document', expand: 1 }]);
    expect(refs(`!!:document-${A}(Раздел_2!)`)).toMatchObject([{ kind: 'document', expand: 2, name: 'Раздел_2!' }]);
  });

  it('splits text into runs and references that join back into the text; a reference writes back as itself', () => {
    const text = `Цена :scalar-${A}, класс !:class-${A.toUpperCase()}:${B}:(Pizza) и конец.`;
    const segments = parseReferences(text, quiet);
    expect(segments.map((s) => (s.type === 'text' ? s.text : s.raw)).join('')).toBe(text);
    const [, second] = refs(text);
    expect(second!.id).toBe(A);
    expect(parseReferences(formatReference(second!), quiet)).toMatchObject([
      { type: 'ref', kind: 'class', id: A, second: B, name: 'Pizza', expand: 1 },
    ]);
  });

  it('an invalid pattern is logged and skipped: it stays text', () => {
    const report = vi.fn();
    const text = `плохо :class-12345 и :ontology-${A.slice(0, 30)} хорошо :class-${A}`;
    const segments = parseReferences(text, report);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^:class-12345/),
      expect.stringMatching(/^:ontology-/),
    ]);
    expect(segments.filter((s) => s.type === 'ref')).toHaveLength(1);
    // Not a kind, so not a reference at all: nothing to report.
    parseReferences(`:chapter-${A}`, report);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('a display name with a character outside the allowed set is no display name', () => {
    const text = `:class-${A}(a<b>)`;
    expect(refs(text)[0]).not.toHaveProperty('name');
    expect(parseReferences(text, quiet).at(-1)).toEqual({ type: 'text', text: '(a<b>)' });
  });
});

describe('expansion (spec domain.md §5)', () => {
  it('a reference shows its display name or its target’s name; a scalar its value; a missing one a dash', async () => {
    const resolve = resolverOf([{ id: A, name: 'Пицца', value: '7,5' }]);
    const text = `:class-${A} / :class-${A}(пицца) / :scalar-${A} / :class-${B} / :property-${B}`;
    const out = await expandReferences(text, resolve, quiet);
    expect(renderExpanded(out, 'text')).toBe(`Пицца / пицца / 7,5 / ${MISSING_VALUE} / ${MISSING_VALUE}`);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('two value references to one property of different objects show each object’s value (the second UUID)', async () => {
    const resolve = resolverOf([
      { id: A, secondId: B, name: 'цена', value: '450' },
      { id: A, secondId: C, name: 'цена', value: '520' },
    ]);
    const text = `:scalar-${A}:${B}: и :scalar-${A.toUpperCase()}:${C}:`;
    expect(renderExpanded(await expandReferences(text, resolve, quiet), 'text')).toBe('450 и 520');
  });

  it('! expands the content, !! with its caption, recursively to depth 5', async () => {
    // A chain of eight terms, each one's content expanding the next.
    const ids = Array.from({ length: 8 }, (_, i) => `0a1b2c3d-0000-4000-8000-00000000010${i}`);
    const terms = ids.map((id, i) => ({
      id,
      name: `T${i}`,
      caption: `Заголовок ${i}`,
      content: i < 7 ? `[${i}] !:document-${ids[i + 1]}` : '[7]',
    }));
    const out = await expandReferences(`!!:document-${ids[0]}`, resolverOf(terms), quiet);
    let depth = 0;
    let node: Expanded | undefined = out[0];
    while (node?.type === 'block') {
      depth++;
      node = node.children.find((c) => c.type !== 'text');
    }
    expect(depth).toBe(MAX_EXPANSION_DEPTH);
    expect(node).toMatchObject({ type: 'ref', label: `T${MAX_EXPANSION_DEPTH}` });
    expect(renderExpanded(out, 'text')).toBe('Заголовок 0\n[0] [1] [2] [3] [4] T5');
  });

  it("an unknown target format gives 'Target format is not defined'", async () => {
    const out = await expandReferences(`:class-${A}`, resolverOf([{ id: A, name: 'x' }]), quiet);
    expect(renderExpanded(out, 'docbook')).toBe(TARGET_FORMAT_NOT_DEFINED);
    expect(TARGET_FORMAT_NOT_DEFINED).toBe('Target format is not defined');
  });

  it('html escapes names and contents (stored XSS never runs) and links found targets only', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const resolve = resolverOf([{ id: A, name: payload, caption: payload, content: `${payload} :class-${B}` }]);
    const out = await expandReferences(`:class-${A} !!:document-${A}`, resolve, quiet);
    const html = renderExpanded(out, 'html', (kind, id) => `/termin/${id}?k=${kind}`);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain(`<a class="ob-ref" data-kind="class" href="/termin/${A}?k=class">`);
    expect(html).toContain(`<span class="ob-ref" data-kind="class">${MISSING_VALUE}</span>`);
  });
});
