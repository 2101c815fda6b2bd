import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineExtension } from '@ontobench/sdk';
import type { PortfolioProject, PortfolioProjects } from '../../common/portfolio/api.ts';
import { id, json, openEduPage, setUpPageTests } from '../page-testing.tsx';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';

setUpPageTests();

const DOC_CLASS = id(900);

/** An area that opens documents, as the documents area declares its quick-launch kind. */
const documents = defineExtension({
  id: 'docs-kind',
  version: '1.0.0',
  contributes: {
    quickLaunchKinds: [
      { id: 'document', labelKey: 'x', icon: 'document', classIds: [DOC_CLASS], open: '/docs/view/:id' },
    ],
  },
});

const LISTS: PortfolioProjects = {
  mine: [
    {
      id: id(1),
      name: 'Онтология кафедры',
      description: '',
      author: { id: id(5), name: 'Студентова Мария' },
      created: '2026-11-01',
      links: 2,
    },
  ],
  students: [
    {
      id: id(2),
      name: 'Процессы склада',
      description: 'Курсовая',
      author: { id: id(6), name: 'Бобров Борис' },
      created: '2026-10-12',
      links: 0,
    },
  ],
};

const PROJECT = (editable: boolean): PortfolioProject => ({
  id: id(1),
  name: 'Онтология кафедры',
  description: 'Курсовая работа',
  author: { id: id(5), name: 'Студентова Мария' },
  created: '2026-11-01',
  links: [
    { id: id(10), name: 'Отчёт', classId: DOC_CLASS },
    { id: id(11), name: 'Непонятный объект', classId: id(999) },
  ],
  editable,
});

const open = async (route: string, answer: (url: string, method: string) => Response, params = {}) =>
  (
    await openEduPage(route, '/portfolio-projects', (call) => answer(call.url, call.method), {
      params,
      setup: (kernel) => kernel.host.install(documents),
    })
  ).calls;

describe('/portfolio-projects (shell.md §2; issue 20 item 6)', () => {
  it('my projects and, for a teacher, the students’ projects with their authors, each a link to its page', async () => {
    const asked = await open('education.portfolioProjects', () => json(LISTS));
    const mine = await screen.findByTestId('portfolio-mine');
    expect(asked.map((a) => a.url)).toEqual(['/api/edu/portfolio-projects']);
    expect(within(mine).getByRole('link', { name: 'Онтология кафедры' }).getAttribute('href')).toBe(
      `/portfolio-project/${id(1)}`,
    );
    const students = screen.getByTestId('portfolio-students');
    expect(
      within(students)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['НазваниеАвторСсылокСоздан', 'Процессы складаБобров Борис02026-10-12']);
  });

  it('a student without projects sees the empty state and no students’ section', async () => {
    await open('education.portfolioProjects', () => json({ mine: [], students: [] }));
    expect(await screen.findByText('Проектов пока нет')).toBeTruthy();
    expect(screen.queryByTestId('portfolio-students')).toBeNull();
  });

  it('a new project is created by its name', async () => {
    const asked = await open('education.portfolioProjects', (_url, method) =>
      method === 'POST' ? json(PROJECT(true)) : json({ mine: [], students: [] }),
    );
    fireEvent.change(await screen.findByTestId('portfolio-new-name'), { target: { value: 'Новый' } });
    fireEvent.click(screen.getByRole('button', { name: 'Новый проект' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Новый' } }));
  });
});

describe('/portfolio-project/{id}', () => {
  it('the author edits: name, description, links opened by their kind, removable', async () => {
    const asked = await open('education.portfolioProject', () => json(PROJECT(true)), { id: id(1) });
    expect(((await screen.findByTestId('portfolio-name')) as HTMLInputElement).value).toBe('Онтология кафедры');
    const links = screen.getByTestId('portfolio-links');
    // A linked document opens where its kind says; a class no kind declares is shown, not linked.
    expect(within(links).getByRole('link', { name: 'Отчёт' }).getAttribute('href')).toBe(`/docs/view/${id(10)}`);
    expect(within(links).queryByRole('link', { name: 'Непонятный объект' })).toBeNull();
    fireEvent.click(within(links).getByRole('button', { name: 'Убрать ссылку «Отчёт»' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ method: 'PATCH', body: { links: [id(11)] } }));
    // The picker offers the linked kinds' classes (here the documents'), beside "add link".
    expect(await screen.findByRole('combobox', { name: 'Документ, онтология или диаграмма' })).toBeTruthy();
  });

  it('a teacher reads it: no fields, no delete, no picker; says whose it is', async () => {
    await open('education.portfolioProject', () => json(PROJECT(false)), { id: id(1) });
    expect((await screen.findByTestId('portfolio-read-only')).textContent).toBe(
      'Проект студента Студентова Мария: только просмотр',
    );
    expect(screen.getByText('Курсовая работа')).toBeTruthy();
    expect(screen.queryByTestId('portfolio-name')).toBeNull();
    expect(screen.queryByTestId('portfolio-remove')).toBeNull();
    expect(screen.queryByRole('button', { name: /Убрать ссылку/ })).toBeNull();
  });

  it('a project the user may not read is "not found" (the server’s 404)', async () => {
    await open('education.portfolioProject', () => json({ error: 'Проект не найден' }, 404), { id: id(3) });
    expect((await screen.findByTestId('portfolio-project-failed')).textContent).toBe('Проект не найден или недоступен');
  });
});

describe('portfolio texts', () => {
  it('English is complete (every Russian key has an English text)', () => {
    expect(Object.keys(pagesEn).sort()).toEqual(Object.keys(pagesRu).sort());
    expect(Object.keys(labelsEn).sort()).toEqual(Object.keys(labelsRu).sort());
    expect(Object.values(pagesEn).every((text) => text.trim() !== '')).toBe(true);
  });
});
