import { describe, expect, it, vi } from 'vitest';
import type { NumberingSet } from '../../common/api.ts';
import type { NumberingApi } from './numbering-api.ts';
import { NumberingModel } from './numbering-model.ts';

const sections: NumberingSet = {
  id: 's1',
  name: 'Разделы',
  alias: 'sections',
  levels: [
    { level: 1, format: 'decimal', levelText: '%1.' },
    { level: 2, format: 'decimal', levelText: '%1.%2.' },
  ],
};

function setup(sets: NumberingSet[] = [sections]) {
  const api: NumberingApi = {
    list: vi.fn(async () => sets),
    save: vi.fn(async (id, set) => ({ id, ...set })),
    remove: vi.fn(async () => undefined),
  };
  const notices = { saved: vi.fn(), failed: vi.fn() };
  const model = new NumberingModel(api, notices, () => 'new-id');
  return { api, notices, model };
}

describe('the numbering sets editor (domain.md §3 "Level numbering"; §8 "Нумерация компонентов сохранена")', () => {
  it('loads the sets and edits the first; previews each level’s label', async () => {
    const { model } = setup();
    await model.load();
    expect(model.editingId).toBe('s1');
    expect(model.previews).toEqual(['1.', '1.1.']);
    model.setFormat(1, 'russianLetters');
    model.setLevelText(1, '%1.%2)');
    expect(model.previews).toEqual(['1.', '1.а)']);
  });

  it('a new set starts with one level; added levels take the last format and a %1.%2. text, at most nine', async () => {
    const { model } = setup();
    await model.load();
    model.create();
    model.setFormat(0, 'roman');
    model.addLevel();
    expect(model.draft!.levels[1]).toEqual({ level: 2, format: 'roman', levelText: '%1.%2.' });
    for (let i = 0; i < 20; i++) model.addLevel();
    expect(model.draft!.levels).toHaveLength(9);
    for (let i = 0; i < 20; i++) model.removeLevel();
    expect(model.draft!.levels).toHaveLength(1);
  });

  it('a draft that would be refused is not sent; the problem is shown', async () => {
    const { model, api } = setup();
    await model.load();
    model.create();
    model.setName('Приложения');
    model.setAlias('sections');
    expect(await model.save()).toBe(false);
    expect(model.shownProblem).toEqual({ key: 'aliasTaken' });
    expect(api.save).not.toHaveBeenCalled();
  });

  it('saves, tells the user the numbering is saved, and lists the set', async () => {
    const { model, api, notices } = setup();
    await model.load();
    model.create();
    model.setName('Приложения');
    model.setAlias('appendix');
    expect(await model.save()).toBe(true);
    expect(api.save).toHaveBeenCalledWith('new-id', {
      name: 'Приложения',
      alias: 'appendix',
      levels: [{ level: 1, format: 'decimal', levelText: '%1.' }],
    });
    expect(notices.saved).toHaveBeenCalledTimes(1);
    expect(model.sets.map((s) => s.name)).toEqual(['Приложения', 'Разделы']);
    expect(model.isNew).toBe(false);
  });

  it('a failed save keeps the draft and reports the error', async () => {
    const { model, api, notices } = setup();
    await model.load();
    vi.mocked(api.save).mockRejectedValueOnce(new Error('Наборы нумерации меняет администратор'));
    model.setName('Разделы документа');
    expect(await model.save()).toBe(false);
    expect(notices.failed).toHaveBeenCalledWith(new Error('Наборы нумерации меняет администратор'));
    expect(model.draft!.name).toBe('Разделы документа');
    expect(model.sets[0]!.name).toBe('Разделы');
  });

  it('deletes a saved set on the server; a new one is only dropped', async () => {
    const { model, api } = setup();
    await model.load();
    model.create();
    await model.remove();
    expect(api.remove).not.toHaveBeenCalled();
    model.edit('s1');
    await model.remove();
    expect(api.remove).toHaveBeenCalledWith('s1');
    expect(model.sets).toEqual([]);
    expect(model.draft).toBeNull();
  });
});
