import { CLASS } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';
import { storeDemoSearch } from './store-search.ts';

/** Finds a demo model's class or property by name (find-by-name.ts). */
type IdOf = (classId: string, name: string) => Promise<string | null>;

/**
 * The demo's second and third semantic searches (issue 18 item 8), over the sample ontology:
 * - «Студенты по факультетам»: students with their year and scholarship, the faculty they study at, and
 *   a nested column (the faculty's name through «Учится на»), counted and counted unique;
 * - «Ставки сотрудников»: staff with their rate, the unit they work in (nested), a calculated column
 *   (the rate in per cent) and aggregates (average rate to 2 decimals, §9; the count; the highest per cent).
 * Nothing is written when the sample ontology lacks a class or property they need.
 */
export async function seedMoreSearches(run: DataReader, idOf: IdOf): Promise<void> {
  const [student, year, scholarship, studiesAt, employee, rate, worksIn] = await Promise.all([
    idOf(CLASS.Class, 'Студент'),
    idOf(CLASS.DataProperty, 'Курс обучения'),
    idOf(CLASS.DataProperty, 'Получает стипендию'),
    idOf(CLASS.ObjectProperty, 'Учится на'),
    idOf(CLASS.Class, 'Сотрудник'),
    idOf(CLASS.DataProperty, 'Ставка'),
    idOf(CLASS.ObjectProperty, 'Работает в'),
  ]);
  if (student && year && scholarship && studiesAt)
    await storeDemoSearch(run, {
      name: 'Студенты по факультетам',
      code: 'students-faculties',
      description: 'Студенты демонстрационного университета: курс обучения, стипендия и факультет.',
      rootClass: student,
      config: {
        get_data: { class: student },
        filters: [],
        columns: [
          { prop_id: 'name', old_name: 'Название', new_name: 'Студент', code: 'name', ord: 10, agg: 'count' },
          {
            prop_id: year,
            old_name: 'Курс обучения',
            new_name: 'Курс',
            code: 'year',
            ord: 20,
            sort: 1,
            sort_mode: 'asc',
          },
          { prop_id: scholarship, old_name: 'Получает стипендию', new_name: 'Стипендия', code: 'grant', ord: 30 },
          {
            prop_id: studiesAt,
            old_name: 'Учится на',
            new_name: 'Факультет',
            code: 'faculty',
            ord: 40,
            do_not_filter: true,
          },
          {
            prop_id: 'name',
            path: [studiesAt],
            new_name: 'Название факультета',
            code: 'facultyName',
            ord: 50,
            hidden: true,
            agg: 'countUnique',
          },
        ],
        calcColumns: [],
      },
    });
  if (employee && rate && worksIn)
    await storeDemoSearch(run, {
      name: 'Ставки сотрудников',
      code: 'staff-rates',
      description: 'Сотрудники, их ставки и подразделения; ставка в процентах и итоги.',
      rootClass: employee,
      config: {
        get_data: { class: employee },
        filters: [],
        columns: [
          { prop_id: 'name', old_name: 'Название', new_name: 'Сотрудник', code: 'name', ord: 10, agg: 'count' },
          {
            prop_id: rate,
            old_name: 'Ставка',
            new_name: 'Ставка',
            code: 'rate',
            ord: 20,
            agg: 'avg',
            sort: 1,
            sort_mode: 'desc',
          },
          { prop_id: 'name', path: [worksIn], new_name: 'Подразделение', code: 'unit', ord: 30, agg: 'listUnique' },
        ],
        calcColumns: [
          { code: 'percent', name: 'Ставка, %', formula: 'round([Ставка] * 100)', type: 'number', ord: 40, agg: 'max' },
        ],
      },
    });
}
