import { describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/sdk';
import type { SearchResult } from '../../common/explore.ts';
import { ONTO_CLASS } from '../../common/schema.ts';
import { explore } from '../contributions/explore.ts';
import { quickLaunchHits } from './quick-launch.ts';

/**
 * Issue 14 item 3: the quick launch opened a class and an ontology on the generic `/object/{class}/{id}`
 * page and never found individuals. Each term now opens its real editor, with its ontology beside it.
 */
describe('the ontology area’s quick-launch hits', () => {
  const result: SearchResult = {
    text: 'пиц',
    groups: [
      { kind: 'ontology', count: 1, items: [{ id: 'o-1', name: 'Пиццерия', classId: ONTO_CLASS.Ontology }] },
      {
        kind: 'class',
        count: 2,
        items: [
          { id: 'k-1', name: 'Пицца', classId: CLASS.Class, ontologies: ['Пиццерия'] },
          { id: 'k-2', name: 'Пицца', classId: CLASS.Class, ontologies: ['Кухня'] },
        ],
      },
      { kind: 'objectProperty', count: 1, items: [{ id: 'p-1', name: 'пицца из', classId: CLASS.ObjectProperty }] },
      { kind: 'dataProperty', count: 1, items: [{ id: 'd-1', name: 'пицца размер', classId: CLASS.DataProperty }] },
      {
        kind: 'individual',
        count: 1,
        items: [{ id: 'i-1', name: 'Пицца дня', classId: 'k-1', className: 'Пицца', ontologies: ['Пиццерия'] }],
      },
    ],
  };

  it('an ontology opens its map, a class its card, a property its page, an individual its page', () => {
    expect(quickLaunchHits(result).map((h) => [h.name, h.open, h.inheritsId, h.labelKey, h.detail])).toEqual([
      ['Пиццерия', '/ontologies/o-1', ONTO_CLASS.Ontology, 'explore.kind.ontology', undefined],
      ['Пицца', '/class_list/k-1', CLASS.Class, 'explore.kind.class', 'Пиццерия'],
      ['Пицца', '/class_list/k-2', CLASS.Class, 'explore.kind.class', 'Кухня'],
      ['пицца из', '/props_list/p-1', CLASS.ObjectProperty, 'explore.kind.objectProperty', undefined],
      ['пицца размер', '/scalar_list/d-1', CLASS.DataProperty, 'explore.kind.dataProperty', undefined],
      ['Пицца дня', '/examp_list/k-1?inst=i-1', 'k-1', 'explore.kind.individual', 'Пицца · Пиццерия'],
    ]);
  });

  it('the contributed kind searches through the area’s own search', () => {
    const kind = explore.quickLaunchKinds?.find((k) => k.id === 'ontology');
    expect(kind?.search).toBeTypeOf('function');
  });
});
