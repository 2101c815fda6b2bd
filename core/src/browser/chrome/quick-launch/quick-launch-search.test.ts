import { describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import type { QuickLaunchKindContribution } from '../../kernel/contributions.ts';
import type { Registered } from '../../kernel/registry.ts';
import { fakeData } from '../test-support.tsx';
import { filterLiteral } from '../../../common/filter-literal.ts';
import { kindFor, openPath, quickLaunchFilter, searchObjects } from './quick-launch-search.ts';
import { quickLaunchShortcut } from './use-quick-launch-shortcut.ts';

const kind = (id: string, classIds: string[], open = `/${id}/:id`): Registered<QuickLaunchKindContribution> => ({
  id,
  labelKey: id,
  icon: id,
  classIds,
  open,
  owner: 'test',
});

describe('quick launch search (shell §2, §5)', () => {
  it('searches by name; a non-administrator only among their own objects', () => {
    expect(quickLaunchFilter('Курс', true)).toBe("[name] ~ 'Курс'");
    expect(quickLaunchFilter('Курс', false)).toBe("[name] ~ 'Курс' and [author] = #user#");
    expect(filterLiteral("it's")).toBe("'it''s'");
  });

  it('asks every kind’s classes, merges by name, and keeps the class of each object', async () => {
    const kinds = [kind('map', ['c-map']), kind('rule', ['c-rule'])];
    const { client, calls } = fakeData((q) => {
      const query = q as { class: string };
      const name = query.class === 'c-map' ? 'Бета' : 'Альфа';
      return {
        rows: [
          { row: 0, inst: `${query.class}-1`, prop: PROP.name, val: name, cap: name },
          { row: 0, inst: `${query.class}-1`, prop: PROP.class, val: query.class, cap: 'Класс' },
          { row: 1, inst: 'orphan', prop: PROP.name, val: 'Без класса', cap: 'Без класса' },
        ],
        count_rows: 2,
      };
    });
    const rows = await searchObjects(client, kinds, 'а', false);
    expect(calls.map((c) => (c.body as { class: string }).class)).toEqual(['c-map', 'c-rule']);
    expect(calls[0]!.body).toMatchObject({
      fields: [{ prop: PROP.class }],
      filter: "[name] ~ 'а' and [author] = #user#",
    });
    expect(rows.map((r) => [r.name, r.inheritsId, r.kind?.id])).toEqual([
      ['Альфа', 'c-rule', 'rule'],
      ['Без класса', null, undefined],
      ['Бета', 'c-map', 'map'],
    ]);
  });

  it('a kind with explicit class ids beats the generic kind of the root class, whatever the order', async () => {
    const generic = kind('object', [CLASS.Class], '/object/:class/:id');
    const ontology = kind('ontology', ['c-onto'], '/ontologies/:id');
    // An object of a subclass of c-onto: both searches find it; neither kind names its very class.
    const { client } = fakeData(() => ({
      rows: [
        { row: 0, inst: 'o-1', prop: PROP.name, val: 'Онтология', cap: 'Онтология' },
        { row: 0, inst: 'o-1', prop: PROP.class, val: 'c-sub-onto', cap: 'Подкласс' },
      ],
      count_rows: 1,
    }));
    for (const kinds of [
      [generic, ontology],
      [ontology, generic],
    ]) {
      const rows = await searchObjects(client, kinds, 'Онто', true);
      expect(rows.map((r) => [r.id, r.kind?.id])).toEqual([['o-1', 'ontology']]);
    }
  });

  it('a kind is found by the object’s class, else by the search that found it (a subclass)', () => {
    const map = kind('map', ['c-map']);
    const any = kind('any', ['c-root']);
    expect(kindFor([any, map], 'c-map', any)).toBe(map);
    expect(kindFor([any, map], 'c-sub', any)).toBe(any);
    expect(kindFor([any, map], null, any)).toBeUndefined();
  });

  it('opens the kind’s path template with id and class filled in', () => {
    expect(openPath(kind('obj', [], '/object/:id'), { id: 'a b', inheritsId: 'c' })).toBe('/object/a%20b');
    expect(openPath(kind('obj', [], '/x/:class/:id'), { id: 'i', inheritsId: 'c' })).toBe('/x/c/i');
  });

  it('Ctrl+O opens it, Ctrl+Shift+O in a new tab; other keys do not', () => {
    const key = (o: Partial<KeyboardEvent>) =>
      quickLaunchShortcut({
        key: 'o',
        code: 'KeyO',
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...o,
      });
    expect(key({ ctrlKey: true })).toEqual({ newTab: false });
    expect(key({ ctrlKey: true, shiftKey: true, key: 'O' })).toEqual({ newTab: true });
    expect(key({ metaKey: true })).toEqual({ newTab: false });
    expect(key({})).toBeUndefined();
    expect(key({ ctrlKey: true, altKey: true })).toBeUndefined();
    expect(key({ ctrlKey: true, key: 'p', code: 'KeyP' })).toBeUndefined();
  });
});
