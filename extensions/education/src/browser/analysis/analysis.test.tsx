import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { StudentsAnalysis } from '../../common/analysis/api.ts';
import { id, json, openEduPage, setUpPageTests } from '../page-testing.tsx';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

setUpPageTests();

const REPLY: StudentsAnalysis = {
  flows: [{ id: id(1), name: 'Поток 2026', courseName: 'Основы онтологий' }],
  competences: ['Анализ', 'Моделирование', ''],
  students: [
    {
      id: id(2),
      name: 'Бобров Борис',
      flows: [id(1)],
      scores: { Анализ: { earned: 9, max: 14, units: 2 }, '': { earned: 1, max: 4, units: 1 } },
    },
    { id: id(3), name: 'Яковлева Анна', flows: [id(1)], scores: { Моделирование: { earned: 8, max: 10, units: 1 } } },
  ],
};

const open = async (answer: (url: string) => Response, path = '/analysis-students') =>
  (await openEduPage('education.analysisStudents', path, (call) => answer(call.url))).calls;

describe('/analysis-students (shell.md §2; issue 20 item 6)', () => {
  it('students in rows, competences in columns, each the share of points earned; the group’s row last', async () => {
    const asked = await open(() => json(REPLY));
    const table = await screen.findByTestId('analysis-table');
    expect(asked.map((c) => c.url)).toEqual(['/api/edu/analysis-students']);
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Студент', 'Анализ', 'Моделирование', 'Без компетенции']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Бобров Борис64 %нет оценённых работ25 %',
      'Яковлева Аннанет оценённых работ80 %нет оценённых работ',
      'В среднем по группе64 %80 %25 %',
    ]);
    expect(within(rows[0]!).getByText('64 %').parentElement?.title).toBe('Анализ: 9 из 14 баллов, оценённых единиц: 2');
    expect(screen.getByText('Студентов: 2, компетенций: 3')).toBeTruthy();
  });

  it('asks for the flow in the address; nothing marked shows the empty state, a failure the reason', async () => {
    const asked = await open(() => json({ ...REPLY, students: [] }), `/analysis-students?flow_id=${id(1)}`);
    expect(await screen.findByText('Оценённых работ пока нет')).toBeTruthy();
    expect(asked.map((c) => c.url)).toEqual([`/api/edu/analysis-students?flow_id=${id(1)}`]);
    cleanup();
    await open(() => json({ error: 'Поток не найден' }, 404));
    expect((await screen.findByTestId('analysis-failed')).textContent).toContain(
      'Не удалось загрузить профили студентов',
    );
  });

  it('has every text in English too', () => {
    expect(Object.keys(pagesEn).sort()).toEqual(Object.keys(pagesRu).sort());
  });
});
