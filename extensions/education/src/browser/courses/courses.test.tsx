import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordedHttpCall } from '@ontobench/sdk/testing';
import type { CourseDetail, CourseInput, CourseSummary } from '../../common/courses/api.ts';
import { COURSE_STATUS } from '../../common/courses/schema.ts';
import { id, json, openEduPage, setUpPageTests } from '../page-testing.tsx';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

setUpPageTests();

const SUMMARY: CourseSummary = {
  id: id(1),
  name: 'Основы онтологий',
  code: 'ONTO-101',
  status: { id: COURSE_STATUS.active, name: 'Активный' },
  notActive: false,
  author: { id: id(9), name: 'Алисова Алиса' },
  dateCreate: '2026-11-20T10:00:00.000Z',
};
const DETAIL: CourseDetail = {
  ...SUMMARY,
  description: 'Вводный курс',
  createStudentOntology: true,
  items: [
    { id: id(11), name: 'Введение', parent: null, order: 1, notActive: false, unit: null },
    {
      id: id(12),
      name: 'Что такое онтология',
      parent: id(11),
      order: 1,
      notActive: false,
      unit: { id: id(21), name: 'Что такое онтология' },
    },
    { id: id(13), name: 'Практикум', parent: null, order: 2, notActive: true, unit: null },
  ],
  flows: [{ id: id(31), name: 'Поток осень', code: 'F-1' }],
  canEdit: true,
};

type Call = RecordedHttpCall;

const open = async (path: string, answer: (call: Call) => Response = () => json([])) =>
  (await openEduPage('education.courses', path, answer)).calls;

const courseAnswer = (saved: (body: CourseInput) => Response) => (call: Call) => {
  if (call.url === `/api/edu/courses/${id(1)}` && call.method === 'PUT') return saved(call.body as CourseInput);
  if (call.url === `/api/edu/courses/${id(1)}`) return json(DETAIL);
  if (call.url === '/api/edu/units')
    return json([
      {
        id: id(21),
        name: 'Что такое онтология',
        code: '',
        author: null,
        dateCreate: null,
        questionCount: 5,
        courses: [],
      },
    ]);
  return json([]);
};

describe('/edu/courses (shell.md §2; issue 20 item 1)', () => {
  it('lists the courses with code, status and author, each a link to its page', async () => {
    const calls = await open('/edu/courses', () => json([SUMMARY]));
    const row = await screen.findByTestId('edu-course-row');
    expect(calls.map((c) => c.url)).toEqual(['/api/edu/courses']);
    expect(row.textContent).toContain('Основы онтологий');
    expect(row.textContent).toContain('ONTO-101');
    expect(row.textContent).toContain('Активный');
    expect(row.textContent).toContain('Алисова Алиса');
    expect(
      within(row)
        .getByRole('link', { name: /Основы онтологий/ })
        .getAttribute('href'),
    ).toBe(`/edu/courses?course_id=${id(1)}`);
  });

  it('opens a course: its fields, the tree in order with depth, and the flows as links to the flow page', async () => {
    await open(
      `/edu/courses?course_id=${id(1)}`,
      courseAnswer(() => json(DETAIL)),
    );
    const tree = await screen.findByRole('tree');
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((i) => [i.getAttribute('aria-label'), i.getAttribute('aria-level')])).toEqual([
      ['Введение', '1'],
      ['Что такое онтология', '2'],
      ['Практикум', '1'],
    ]);
    expect((screen.getByTestId('edu-course-code') as HTMLInputElement).value).toBe('ONTO-101');
    expect((screen.getByTestId('edu-course-status') as HTMLSelectElement).value).toBe(COURSE_STATUS.active);
    expect(screen.getByTestId('edu-course-meta').textContent).toContain('Алисова Алиса');
    const flow = within(screen.getByTestId('edu-course-flows')).getByRole('link');
    expect(flow.getAttribute('href')).toBe(`/edu/flow?flow_id=${id(31)}&course_id=${id(1)}`);
    expect(flow.textContent).toBe('F-1 — Поток осень');
  });

  it('adds, indents by keyboard and saves the whole tree in one PUT', async () => {
    let sent: CourseInput | null = null;
    const calls = await open(
      `/edu/courses?course_id=${id(1)}`,
      courseAnswer((body) => {
        sent = body;
        return json({ ...DETAIL, name: body.name });
      }),
    );
    await screen.findByRole('tree');
    fireEvent.click(screen.getByTestId('structure-add'));
    const added = screen.getAllByRole('treeitem').at(-1)!;
    expect(added.getAttribute('aria-label')).toBe('Новый раздел');
    fireEvent.keyDown(added, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(screen.getAllByRole('treeitem').at(-1)!.getAttribute('aria-level')).toBe('2'));
    fireEvent.click(screen.getByTestId('edu-course-save'));
    await waitFor(() => expect(sent).not.toBeNull());
    const items = sent!.items!;
    expect(items).toHaveLength(4);
    expect(items.at(-1)).toMatchObject({ name: 'Новый раздел', parent: id(13), order: 1, unit: null });
    expect(items.find((i) => i.id === id(12))).toMatchObject({ unit: id(21), parent: id(11) });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([`/api/edu/courses/${id(1)}`]);
  });

  it('a refused save shows the server’s reason', async () => {
    await open(
      `/edu/courses?course_id=${id(1)}`,
      courseAnswer(() => json({ error: 'Элемент «X» вложен сам в себя' }, 400)),
    );
    await screen.findByRole('tree');
    fireEvent.click(screen.getByTestId('edu-course-save'));
    expect((await screen.findByTestId('edu-course-error')).textContent).toContain('вложен сам в себя');
  });

  it('an unknown course shows «Курс не найден»', async () => {
    await open(`/edu/courses?course_id=${id(7)}`, () => json({ error: 'Курс не найден' }, 404));
    expect((await screen.findByTestId('edu-course-missing')).textContent).toContain('Курс не найден');
  });

  it('has every text in English too', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(pagesEn)).toEqual(keys(pagesRu));
    expect(keys(labelsEn)).toEqual(keys(labelsRu));
  });
});
