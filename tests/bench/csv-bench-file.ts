import type { CsvTarget } from '../../extensions/imports/src/common/csv/api.ts';

/**
 * The benchmarks' CSV of `rows` employees (name, integer, decimal-comma number, DD.MM.YYYY date, да/нет)
 * and its target, a new model: what csv-import.bench.ts imports and value-insert-profile.bench.ts profiles.
 */
export function csvBenchFile(rows: number): { text: string; target: CsvTarget } {
  const lines = ['Имя;Возраст;Оклад;Принят;Работает'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `Сотрудник ${i + 1};${20 + (i % 40)};${1000 + i},5;${String(1 + (i % 28)).padStart(2, '0')}.03.2020;${i % 2 ? 'да' : 'нет'}`,
    );
  const target: CsvTarget = {
    kind: 'new',
    modelName: 'Бенчмарк',
    className: 'Сотрудник',
    nameColumn: 0,
    columns: [
      { column: 1, name: 'Возраст', type: 'integer' },
      { column: 2, name: 'Оклад', type: 'real' },
      { column: 3, name: 'Принят', type: 'date' },
      { column: 4, name: 'Работает', type: 'boolean' },
    ],
  };
  return { text: lines.join('\n'), target };
}
