import { describe, expect, it } from 'vitest';
import { ClassViewsService, columnsInView, fieldsInView } from './class-views.ts';

/** Class views (domain.md §3 "class views per role"): what the core's forms and lists do with a view. */
const NAME = 'name';
const f = (prop: string, tab = 'main') => ({ prop, tab });

describe('fieldsInView', () => {
  it('no view: every field, unchanged', () => {
    expect(fieldsInView([f(NAME), f('a'), f('b', 'Доп')], undefined, NAME)).toEqual([f(NAME), f('a'), f('b', 'Доп')]);
  });

  it('a view: its fields in its order on its tabs, the others hidden, the name kept first', () => {
    const view = [{ prop: 'c' }, { prop: 'a', tab: 'Размеры' }];
    expect(fieldsInView([f(NAME), f('a'), f('b'), f('c', 'X')], view, NAME)).toEqual([
      f(NAME),
      f('c'),
      f('a', 'Размеры'),
    ]);
  });

  it('the name where the view places it; fields the form lacks are skipped', () => {
    expect(fieldsInView([f(NAME), f('a')], [{ prop: 'a' }, { prop: 'gone' }, { prop: NAME }], NAME)).toEqual([
      f('a'),
      f(NAME),
    ]);
  });
});

describe('columnsInView', () => {
  const col = (prop: string) => ({ prop, label: prop });
  it('the name column first, then the view’s columns in its order; the others hidden', () => {
    const cols = [col(NAME), col('author'), col('created'), col('stage')];
    expect(columnsInView(cols, [{ prop: 'stage' }, { prop: 'author' }], NAME).map((c) => c.prop)).toEqual([
      NAME,
      'stage',
      'author',
    ]);
    expect(columnsInView(cols, undefined, NAME)).toEqual(cols);
  });

  it('`list: true` adds a column the list lacks (made by `add`), `list: false` keeps one off the list', () => {
    const cols = [col(NAME), col('author'), col('stage')];
    const view = [{ prop: 'mass', list: true, label: 'Масса' }, { prop: 'stage', list: false }, { prop: 'author' }];
    const add = (v: { prop: string; label?: string }) => ({ prop: v.prop, label: v.label ?? '?' });
    expect(columnsInView(cols, view, NAME, add)).toEqual([col(NAME), { prop: 'mass', label: 'Масса' }, col('author')]);
    // Without `add` (or without `list: true`) nothing is added: a view saved before list columns stays as it was.
    expect(columnsInView(cols, view, NAME).map((c) => c.prop)).toEqual([NAME, 'author']);
  });
});

describe('fieldsInView and list-only fields', () => {
  it('a field with `form: false` is a list column only: not on the form', () => {
    const view = [{ prop: 'a' }, { prop: 'author', form: false, list: true }];
    expect(fieldsInView([f(NAME), f('a'), f('author')], view, NAME)).toEqual([f(NAME), f('a')]);
  });
});

describe('ClassViewsService', () => {
  it('tells its listeners of every change; undefined forgets the views', () => {
    const views = new ClassViewsService();
    let heard = 0;
    const stop = views.subscribe(() => heard++);
    views.set({ k: [{ prop: 'a' }] });
    expect(views.forClass('k')).toEqual([{ prop: 'a' }]);
    views.set(undefined);
    expect(views.forClass('k')).toBeUndefined();
    stop();
    views.set({});
    expect(heard).toBe(2);
  });
});
