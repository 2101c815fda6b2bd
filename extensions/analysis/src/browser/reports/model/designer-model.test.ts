import { describe, expect, it } from 'vitest';
import { aliasFrom, ReportDesignerModel } from './designer-model.ts';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

describe('the report designer model (issue 18 item 3)', () => {
  it('§3 report: sources are semantic searches under aliases made from their names', () => {
    const model = new ReportDesignerModel();
    model.addSource({ id: S1, name: 'Учебные курсы и зачётные единицы' });
    model.addSource({ id: S2, name: 'Учебные планы' });
    expect(model.sources.map((s) => s.alias)).toEqual(['учебные', 'учебные2']);
    model.addSource();
    expect(model.problem).toEqual({ key: 'search', values: { alias: 'источник' } });
    model.setSearch(model.sources[2]!.key, { id: S1, name: '2024 Итоги' });
    expect(model.sources[2]!.alias).toBe('итоги');
    expect(aliasFrom('', [])).toBe('источник');
  });

  it('says the first problem: alias, duplicate, template at a line and column, name', () => {
    const model = new ReportDesignerModel();
    model.addSource({ id: S1, name: 'Курсы' });
    model.setAlias(model.sources[0]!.key, '1x');
    expect(model.problem?.key).toBe('alias');
    model.setAlias(model.sources[0]!.key, 'курсы');
    model.setTemplate('Итого\n{{#each планы}}x{{/each}}');
    expect(model.problem).toEqual({
      key: 'template',
      values: { line: 2, column: 1, reason: 'Нет источника «планы»; источники отчёта: курсы' },
    });
    model.setTemplate('{{#each курсы}}{{Курс}}{{/each}}');
    expect(model.problem).toEqual({ key: 'name', values: {} });
    model.setName('Сводка');
    expect(model.problem).toBeNull();
  });

  it('knows what is unsaved', () => {
    const model = new ReportDesignerModel({
      name: 'А',
      annotation: '',
      template: 'x',
      sources: [{ alias: 'a', search: S1 }],
    });
    expect(model.dirty).toBe(false);
    model.setTemplate('y');
    expect(model.dirty).toBe(true);
    expect(model.input).toEqual({ name: 'А', annotation: '', template: 'y', sources: [{ alias: 'a', search: S1 }] });
    model.markSaved();
    expect(model.dirty).toBe(false);
    model.removeSource(model.sources[0]!.key);
    expect(model.dirty).toBe(true);
    expect(model.previewSources).toEqual([]);
  });
});
