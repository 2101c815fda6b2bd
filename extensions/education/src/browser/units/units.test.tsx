import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordedHttpCall } from '@ontobench/sdk/testing';
import type { UnitDetail, UnitInput, UnitSummary } from '../../common/units/api.ts';
import { unitProblems, type UnitProblemCode } from '../../common/units/validate.ts';
import { id, json, openEduPage, setUpPageTests } from '../page-testing.tsx';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

setUpPageTests();

const SUMMARY: UnitSummary = {
  id: id(1),
  name: 'Классы и экземпляры',
  code: 'ONTO-101-2',
  author: { id: id(9), name: 'Алисова Алиса' },
  dateCreate: '2026-11-20T10:00:00.000Z',
  questionCount: 5,
  courses: [{ id: id(2), name: 'Основы онтологий' }],
};
const DETAIL: UnitDetail = {
  id: id(1),
  name: 'Классы и экземпляры',
  code: 'ONTO-101-2',
  resultDescription: 'Строит иерархию классов',
  description: 'Классы и экземпляры',
  rComp: '',
  tComp: 'Моделирование понятий',
  action: '',
  actionObject: '',
  skill: 'Строить иерархии',
  maxPoint: 8,
  minPositiveMark: 5,
  maxQuestions: null,
  laborIntensity: 3,
  contactType: 'Лекция',
  form: 'Тест',
  summary: '',
  checkProps: false,
  checkClsProps: false,
  autoCheck: true,
  linkReq: false,
  showStudentOntologyLink: false,
  author: { id: id(9), name: 'Алисова Алиса' },
  dateCreate: '2026-11-20T10:00:00.000Z',
  referenceModel: null,
  courses: [{ id: id(2), name: 'Основы онтологий' }],
  canEdit: true,
  questions: [
    {
      id: id(11),
      name: '«Иван Петров» — это…',
      order: 1,
      answerType: 'single',
      mark: 1,
      description: '',
      competence: '',
      studentCategory: '',
      answersRandomOrder: true,
      answers: [
        { id: id(12), name: 'Экземпляр', order: 1, isCorrect: true, mark: 1, answerGroup: '', studentCategory: '' },
        { id: id(13), name: 'Класс', order: 2, isCorrect: false, mark: 0, answerGroup: '', studentCategory: '' },
      ],
      templates: [],
    },
  ],
};

type Call = RecordedHttpCall;

const open = async (path: string, answer: (call: Call) => Response) =>
  (await openEduPage('education.units', path, answer)).calls;

const unitAnswer = (saved: (body: UnitInput) => Response) => (call: Call) =>
  call.method === 'PUT' ? saved(call.body as UnitInput) : json(DETAIL);

describe('/edu/alu (shell.md §2; issue 20 item 2)', () => {
  it('lists the units with code, number of questions and courses', async () => {
    await open('/edu/alu', () => json([SUMMARY]));
    const row = await screen.findByTestId('unit-row');
    expect(row.textContent).toContain('ONTO-101-2');
    expect(row.textContent).toContain('5 вопросов');
    expect(row.textContent).toContain('Основы онтологий');
    expect(
      within(row)
        .getByRole('link', { name: /Классы и экземпляры/ })
        .getAttribute('href'),
    ).toBe(`/edu/alu?aoe_id=${id(1)}`);
  });

  it('opens a unit with every field and its questions; the single choice marks its correct answer', async () => {
    await open(
      `/edu/alu?aoe_id=${id(1)}`,
      unitAnswer(() => json(DETAIL)),
    );
    const card = await screen.findByTestId('question-card');
    expect((screen.getByTestId('unit-skill') as HTMLInputElement).value).toBe('Строить иерархии');
    expect((screen.getByTestId('unit-maxPoint') as HTMLInputElement).value).toBe('8');
    expect((within(card).getByTestId('question-type') as HTMLSelectElement).value).toBe('single');
    const radios = within(card).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(screen.getByTestId('unit-meta').textContent).toContain('Основы онтологий');
  });

  it('a bad unit is not sent: the problems are listed in the interface language', async () => {
    const calls = await open(
      `/edu/alu?aoe_id=${id(1)}`,
      unitAnswer(() => json(DETAIL)),
    );
    await screen.findByTestId('question-card');
    fireEvent.click(screen.getByTestId('question-add'));
    fireEvent.change(screen.getByTestId('unit-maxQuestions'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('unit-save'));
    const problems = await screen.findByTestId('unit-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Вопросов для студента (7) должно быть целое число от 1 до числа вопросов единицы (2)',
      'Вопрос 2: укажите текст вопроса',
      'Вопрос 2, ответ 1: укажите текст ответа',
      'Вопрос 2, ответ 2: укажите текст ответа',
      'Вопрос 2: отметьте ровно один верный ответ (отмечено: 0)',
    ]);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a new single-choice question with two answers is saved with the unit in one PUT', async () => {
    let sent: UnitInput | null = null;
    await open(
      `/edu/alu?aoe_id=${id(1)}`,
      unitAnswer((body) => {
        sent = body;
        return json(DETAIL);
      }),
    );
    await screen.findByTestId('question-card');
    fireEvent.click(screen.getByTestId('question-add'));
    const card = screen.getAllByTestId('question-card')[1]!;
    fireEvent.change(within(card).getByTestId('question-text'), { target: { value: 'Класс — это…' } });
    const texts = within(card).getAllByTestId('answer-text');
    fireEvent.change(texts[0]!, { target: { value: 'Понятие' } });
    fireEvent.change(texts[1]!, { target: { value: 'Число' } });
    fireEvent.click(within(card).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByTestId('unit-save'));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.questions).toHaveLength(2);
    expect(sent!.questions[1]).toMatchObject({
      name: 'Класс — это…',
      answerType: 'single',
      answers: [
        { name: 'Понятие', isCorrect: true },
        { name: 'Число', isCorrect: false },
      ],
    });
    expect(sent).not.toHaveProperty('referenceName');
  });

  it('answer templates: none shows no table; added, written, marked wrong, moved and removed, then saved', async () => {
    let sent: UnitInput | null = null;
    await open(
      `/edu/alu?aoe_id=${id(1)}`,
      unitAnswer((body) => {
        sent = body;
        return json(DETAIL);
      }),
    );
    const card = await screen.findByTestId('question-card');
    expect(within(card).queryByTestId('templates-table')).toBeNull();
    fireEvent.click(within(card).getByTestId('template-add'));
    fireEvent.click(within(card).getByTestId('template-add'));
    const table = within(card).getByTestId('templates-table');
    const texts = within(table).getAllByTestId('template-text');
    fireEvent.change(texts[0]!, { target: { value: 'первый' } });
    fireEvent.change(texts[1]!, { target: { value: 'экземпляр' } });
    // A new template counts as correct; the first one is made wrong.
    fireEvent.click(within(table).getAllByRole('checkbox')[0]!);
    expect(
      within(table)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((c) => c.checked),
    ).toEqual([false, true]);
    // The second up, then the (now second) first one removed.
    fireEvent.click(within(table).getAllByRole('button', { name: 'Выше' })[1]!);
    fireEvent.click(within(table).getAllByTestId('answer-remove')[1]!);
    fireEvent.click(screen.getByTestId('unit-save'));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.questions[0]!.templates).toMatchObject([{ template: 'экземпляр', isCorrect: true }]);
  });

  it('has every text in English too, a text for every problem code', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(pagesEn)).toEqual(keys(pagesRu));
    expect(keys(labelsEn)).toEqual(keys(labelsRu));
    const codes: UnitProblemCode[] = [
      'unitName',
      'questionName',
      'answerName',
      'templateEmpty',
      'answerType',
      'negative',
      'maxQuestions',
      'minAboveMax',
      'choiceTooFew',
      'singleNeedsOne',
      'multipleNeedsCorrect',
      'textHasAnswers',
      'ontologyNeedsModel',
      'tooMany',
    ];
    for (const code of codes) expect(pagesEn.problems[code] && pagesRu.problems[code]).toBeTruthy();
    expect(unitProblems({ ...DETAIL, referenceModel: null, maxPoint: -1 }).map((p) => p.code)).toEqual([
      'negative',
      'minAboveMax',
    ]);
  });
});
