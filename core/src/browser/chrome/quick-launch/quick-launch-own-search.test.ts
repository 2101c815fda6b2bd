import { describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import type { QuickLaunchKindContribution, QuickLaunchQuery } from '../../kernel/contributions.ts';
import type { Registered } from '../../kernel/registry.ts';
import { fakeData } from '../test-support.tsx';
import { openPath, rowLabel, searchObjects, type QuickLaunchRow } from './quick-launch-search.ts';
import { recentName } from './quick-launch-service.ts';

/**
 * A kind's own search (issue 14 item 3): the generic search reached only instances of the kinds' classes
 * and opened everything on the kind's one template, so a class and an ontology both opened on home's
 * generic `/object/:class/:id` and an individual of a user class was never found.
 */
const generic: Registered<QuickLaunchKindContribution> = {
  id: 'object',
  labelKey: 'object.kind',
  icon: 'ontology',
  classIds: [CLASS.Class],
  open: '/object/:class/:id',
  owner: 'home',
};

describe('quick launch: a kind with a search of its own', () => {
  it('its hits open where they say, beat the generic kind, and keep their detail', async () => {
    const asked: QuickLaunchQuery[] = [];
    const area: Registered<QuickLaunchKindContribution> = {
      id: 'ontology',
      labelKey: 'map',
      icon: 'ontology',
      classIds: ['c-onto'],
      open: '/ontologies/:id',
      owner: 'ontology',
      search: async (_data, query) => {
        asked.push(query);
        return [
          {
            id: 'k-1',
            name: 'Пицца',
            inheritsId: CLASS.Class,
            open: '/class_list/k-1',
            labelKey: 'kind.class',
            detail: 'Б',
          },
          {
            id: 'k-2',
            name: 'Пицца',
            inheritsId: CLASS.Class,
            open: '/class_list/k-2',
            labelKey: 'kind.class',
            detail: 'А',
          },
          { id: 'i-1', name: 'Маргарита', inheritsId: 'k-1', open: '/examp_list/k-1?inst=i-1' },
        ];
      },
    };
    // The generic search finds the same class too (as an instance of the root class).
    const { client, calls } = fakeData(() => ({
      rows: [
        { row: 0, inst: 'k-1', prop: PROP.name, val: 'Пицца', cap: 'Пицца' },
        { row: 0, inst: 'k-1', prop: PROP.class, val: CLASS.Class, cap: 'Class' },
      ],
      count_rows: 1,
    }));
    const rows = await searchObjects(client, [generic, area], 'пиц', false);
    expect(asked).toEqual([expect.objectContaining({ text: 'пиц', onlyOwn: true })]);
    // Only the generic kind is searched with get_data: the area's search replaces its own classes'.
    expect(calls.map((c) => (c.body as { class: string }).class)).toEqual([CLASS.Class]);
    expect(rows.map((r) => [r.id, r.kind?.id, openPath(r.kind!, r), r.detail])).toEqual([
      ['i-1', 'ontology', '/examp_list/k-1?inst=i-1', undefined],
      ['k-2', 'ontology', '/class_list/k-2', 'А'],
      ['k-1', 'ontology', '/class_list/k-1', 'Б'],
    ]);
    expect(recentName(rows[1]!)).toBe('Пицца — А');
    expect(rowLabel(rows[1]!)).toEqual({ key: 'kind.class', ns: 'ontology' });
  });

  it('labels a row with a translated text, not the store’s English class name', () => {
    const row = (over: Partial<QuickLaunchRow>): QuickLaunchRow => ({
      id: 'x',
      name: 'x',
      inheritsId: CLASS.Class,
      className: 'Class',
      kind: generic,
      ...over,
    });
    // The kind names the object's very class: its own (translated) label.
    expect(rowLabel(row({}))).toEqual({ key: 'object.kind', ns: 'home' });
    // An instance of a user-made class: that class's name, which is the user's text.
    expect(rowLabel(row({ inheritsId: 'c-pizza', className: 'Пицца' }))).toEqual({ text: 'Пицца' });
    expect(rowLabel(row({ kind: undefined }))).toBeUndefined();
  });
});
