import { describe, expect, it } from 'vitest';
import type { ElementState } from '../api.ts';
import { EMPTY_FIELDS } from '../diff.ts';
import { citationHref, citationNumbers, citing } from './citations.ts';
import { outlineOf } from './generated.ts';
import { renderHtml } from './html.ts';
import {
  alphabetIndexGroups,
  bibliographyEntries,
  compareTerms,
  glossaryEntries,
  referencedTerms,
} from './reference-lists.ts';

const el = (
  id: string,
  kind: string,
  fields: Partial<ElementState> = {},
  children: ElementState[] = [],
): ElementState => ({
  ...EMPTY_FIELDS,
  ...fields,
  id,
  kind,
  children,
});
const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const B2 = 'bbbbbbbb-0000-4000-8000-000000000002';

const doc = el('D', 'document', {}, [
  el('S1', 'section', { title: 'Термины' }, [
    el('P1', 'paragraph', { content: `Про :class-${U1}(Онтология) и :class-${U2}(API), см. :bibliography-${B2}.` }),
  ]),
  el('S2', 'section', { title: 'Применение' }, [el('P2', 'paragraph', { content: 'Онтология нужна всем.' })]),
  el('B', 'bibliography', { title: 'Литература' }, [
    el('B1', 'bibliographyItem', { title: 'Яковлев А. Системы' }),
    el(B2, 'bibliographyItem', { title: 'Антонов Б. Онтологии' }),
    el('B3', 'bibliographyItem', { title: 'Иванов В.', disabled: true }),
  ]),
  el('G', 'glossary', {}, [el('G1', 'glossaryItem', { title: 'Тезаурус', content: 'Словарь' })]),
  el('X', 'alphabetIndex'),
]);
const labels = new Map([
  ['S1', '1.'],
  ['S2', '2.'],
]);

describe('§3 generated lists built from the document (issue 16 item 5)', () => {
  it('orders terms Russian alphabet first, then Latin (localeCompare ru)', () => {
    expect(['Zeta', 'яблоко', 'Alpha', 'ёж', 'Енот'].sort(compareTerms)).toEqual([
      'ёж',
      'Енот',
      'яблоко',
      'Alpha',
      'Zeta',
    ]);
  });

  it('§3 bibliography: enabled items sorted by author/title and numbered', () => {
    expect(bibliographyEntries(doc.children[2]!).map((e) => [e.number, e.title])).toEqual([
      [1, 'Антонов Б. Онтологии'],
      [2, 'Яковлев А. Системы'],
    ]);
    expect(citationNumbers(doc).get(B2)).toBe(1);
  });

  it('§3 glossary: its items sorted, then the referenced terms with no item yet', () => {
    const terms = referencedTerms(doc, labels);
    expect([...terms.values()].map((t) => t.term)).toEqual(['Онтология', 'API']);
    expect(glossaryEntries(doc.children[3]!, terms).map((e) => [e.term, e.id])).toEqual([
      ['Тезаурус', 'G1'],
      ['Онтология', null],
      ['API', null],
    ]);
  });

  it('§3 alphabet index: the document’s terms by first letter, with the sections where each appears', () => {
    const groups = alphabetIndexGroups(doc.children[4]!, doc, labels);
    expect(groups.map((g) => [g.letter, g.terms.map((t) => [t.term, t.places.map((p) => p.label)])])).toEqual([
      ['О', [['Онтология', ['1.', '2.']]]],
      ['Т', [['Тезаурус', []]]],
      ['A', [['API', ['1.']]]],
    ]);
  });

  it('renders the three lists with links: items numbered with anchors, missing definitions said, sections linked', () => {
    const html = renderHtml(doc, { labels, outline: outlineOf(doc, labels) });
    expect(html).toContain(`<li id="b-${B2}" value="1"><strong>Антонов Б. Онтологии</strong> </li>`);
    expect(html).not.toContain('Иванов');
    expect(html).toContain('<dt class="sdoc-missing">API</dt><dd class="sdoc-missing">Определение не задано</dd>');
    expect(html).toContain('<li>Онтология — <a href="#s-S1">1. Термины</a>, <a href="#s-S2">2. Применение</a></li>');
    const empty = el('E', 'document', {}, [el('B', 'bibliography'), el('G', 'glossary'), el('X', 'alphabetIndex')]);
    const blank = renderHtml(empty, { labels: new Map(), outline: outlineOf(empty, new Map()) });
    expect(blank).toContain('Источников нет');
    expect(blank).toContain('Терминов нет');
    expect(blank).toContain('Указатель пуст');
  });

  it('a citation of the document’s own bibliography item is its number, linked to the item', async () => {
    const numbers = citationNumbers(doc);
    const asked: string[] = [];
    const resolve = citing(async (refs) => {
      asked.push(...refs.map((r) => r.id));
      return new Map();
    }, numbers);
    const found = await resolve([{ kind: 'bibliography', id: B2, expand: 0, raw: '', start: 0, end: 0 }]);
    expect(found.get(B2)?.name).toBe('[1]');
    expect(asked).toEqual([]);
    expect(citationHref(numbers, () => null)('bibliography', B2)).toBe(`#b-${B2}`);
  });
});
