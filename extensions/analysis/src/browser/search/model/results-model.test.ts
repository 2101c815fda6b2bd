import { describe, expect, it } from 'vitest';
import type { RunReply, RunRequest } from '../../../common/api.ts';
import { ResultsModel } from './results-model.ts';

const reply = (rows: (string | number)[][], total = rows.length): RunReply => ({
  name: 'Поиск',
  columns: [
    { code: 'name', title: 'Название', type: 'string' },
    { code: 'n', title: 'Число', type: 'number' },
  ],
  rows,
  ids: rows.map((_, i) => `id${i}`),
  total,
  aggregates: { n: 42 },
});

function fake() {
  const asked: RunRequest[] = [];
  const model = new ResultsModel(async (request) => {
    asked.push(request);
    return reply(
      [
        ['а', 1],
        ['б', 1],
        ['в', 2],
      ],
      120,
    );
  }, 30);
  return { model, asked };
}

describe('the results of a search (issue 18 item 2)', () => {
  it('runs the design from its first page with the aggregates; paging asks for pages without them', async () => {
    const { model, asked } = fake();
    const config = { get_data: { class: 'c' }, filters: [], columns: [], calcColumns: [] };
    await model.run({ config });
    await model.goTo(30);
    await model.setLimit(50);
    expect(asked).toEqual([
      { config, offset: 0, limit: 30, aggregates: true },
      { config, offset: 30, limit: 30, aggregates: false },
      { config, offset: 0, limit: 50, aggregates: false },
    ]);
    expect(model.aggregates).toEqual({ n: 42 });
    expect(model.reply?.total).toBe(120);
  });

  it('a header click sorts on the server: ascending, then descending, from the first page', async () => {
    const { model, asked } = fake();
    await model.run({ searchId: 's' });
    await model.goTo(60);
    await model.toggleSort('n');
    await model.toggleSort('n');
    await model.toggleSort('name');
    expect(asked.slice(2).map((r) => [r.offset, r.sort])).toEqual([
      [0, [{ code: 'n', mode: 'asc' }]],
      [0, [{ code: 'n', mode: 'desc' }]],
      [0, [{ code: 'name', mode: 'asc' }]],
    ]);
  });

  it('groups the page’s rows by a column, each group under its heading', async () => {
    const { model } = fake();
    await model.run({ searchId: 's' });
    model.setGroupBy('n');
    expect(model.lines()).toEqual([
      { kind: 'group', value: 1, count: 2 },
      { kind: 'row', index: 0 },
      { kind: 'row', index: 1 },
      { kind: 'group', value: 2, count: 1 },
      { kind: 'row', index: 2 },
    ]);
  });

  it('keeps the failure for the page to word, and clears it on success', async () => {
    let fail = true;
    const model = new ResultsModel(async () => {
      if (fail) throw new Error('нет доступа');
      return reply([]);
    }, 30);
    await model.run({ searchId: 's' });
    expect((model.error as Error).message).toBe('нет доступа');
    fail = false;
    await model.run({ searchId: 's' });
    expect(model.error).toBeNull();
  });
});
