import { describe, expect, it } from 'vitest';
import type { DocumentClassEntry } from '../../common/api.ts';
import { OFFERABLE_KINDS } from '../../common/offered-kinds.ts';
import type { BuilderApi } from './builder-api.ts';
import { BuilderModel } from './builder-model.ts';

const entry = (id: string, name: string, offeredKinds: string[] = [], documentCount = 0): DocumentClassEntry => ({
  id,
  name,
  offeredKinds,
  documentCount,
});

/** An API over a list in memory, completing kinds as the server does, recording the calls. */
function fakeApi(initial: DocumentClassEntry[]) {
  let classes = [...initial];
  const calls: string[] = [];
  const api: BuilderApi = {
    list: async () => classes,
    create: async (name, offeredKinds) => {
      calls.push(`create ${name}`);
      const made = entry(`id-${name}`, name, [...offeredKinds]);
      classes = [...classes, made];
      return made;
    },
    change: async (id, fields) => {
      calls.push(`change ${id} ${fields.name} ${fields.offeredKinds?.join(',')}`);
      const changed = {
        ...classes.find((c) => c.id === id)!,
        ...fields,
        offeredKinds: [...(fields.offeredKinds ?? [])],
      };
      classes = classes.map((c) => (c.id === id ? changed : c));
      return changed;
    },
    remove: async (id) => {
      if (classes.find((c) => c.id === id)!.documentCount > 0) throw new Error('Класс нельзя удалить');
      calls.push(`remove ${id}`);
      classes = classes.filter((c) => c.id !== id);
    },
  };
  return { api, calls };
}

describe('the builder page model (issue 16 item 8)', () => {
  it('loads the classes and chooses the first; the draft is the chosen class', async () => {
    const { api } = fakeApi([entry('a', 'Акт', ['paragraph']), entry('b', 'Бланк')]);
    const model = new BuilderModel(api, OFFERABLE_KINDS);
    await model.load();
    expect(model.selected?.name).toBe('Акт');
    expect(model.draftKinds).toEqual(['paragraph']);
    model.select('b');
    expect([model.draftName, model.draftKinds, model.dirty]).toEqual(['Бланк', [], false]);
  });

  it('checking a table checks its parts; a part a checked table needs stays checked', async () => {
    const { api } = fakeApi([entry('a', 'Акт')]);
    const model = new BuilderModel(api, OFFERABLE_KINDS);
    await model.load();
    model.toggle('table');
    expect(model.draftKinds).toEqual(['table', 'tableColumns', 'tableColumn', 'tableRows', 'tableRow', 'tableCell']);
    expect(model.isRequired('tableCell')).toBe(true);
    model.toggle('tableCell');
    expect(model.isChecked('tableCell')).toBe(true);
    model.toggle('table');
    expect(model.isChecked('table')).toBe(false);
    // A row still needs its cells: the rows go first.
    model.toggle('tableCell');
    expect(model.isChecked('tableCell')).toBe(true);
    model.toggle('tableRows');
    model.toggle('tableRow');
    model.toggle('tableCell');
    expect(model.draftKinds).toEqual(['tableColumns', 'tableColumn']);
    expect(model.dirty).toBe(true);
  });

  it('all and none; save sends the name and kinds and is no longer dirty', async () => {
    const { api, calls } = fakeApi([entry('a', 'Акт')]);
    const model = new BuilderModel(api, OFFERABLE_KINDS);
    await model.load();
    model.setAll();
    expect(model.draftKinds).toEqual(OFFERABLE_KINDS);
    model.setNone();
    model.toggle('paragraph');
    model.setName('  Протокол ');
    await model.save();
    expect(calls).toEqual(['change a Протокол paragraph']);
    expect(model.selected).toMatchObject({ name: 'Протокол', offeredKinds: ['paragraph'] });
    expect(model.dirty).toBe(false);
  });

  it('create chooses the new class; delete removes it; a refused delete changes nothing', async () => {
    const { api, calls } = fakeApi([entry('a', 'Акт', [], 2)]);
    const model = new BuilderModel(api, OFFERABLE_KINDS);
    await model.load();
    await model.create(' Бланк ');
    expect(model.classes.map((c) => c.name)).toEqual(['Акт', 'Бланк']);
    expect(model.selected?.name).toBe('Бланк');
    await model.remove();
    expect(model.classes.map((c) => c.name)).toEqual(['Акт']);
    await expect(model.remove()).rejects.toThrow('Класс нельзя удалить');
    expect(model.classes).toHaveLength(1);
    expect(model.busy).toBe(false);
    expect(calls).toEqual(['create Бланк', 'remove id-Бланк']);
  });
});
