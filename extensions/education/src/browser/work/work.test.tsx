import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Services, type KeyValueStorage } from '@ontobench/sdk';
import { memoryStorage, realtimeFake } from '@ontobench/sdk/testing';
import type { FlowDetail } from '../../common/flows/api.ts';
import type { FlowQuestionsReply } from '../../common/work/api.ts';
import { CLASS, PROP } from '@ontobench/sdk/common';
import { AWAITING_ROW, id, json, openEduPage, setUpPageTests } from '../page-testing.tsx';
import { pages as flowsEn } from '../flows/i18n/pages.en.ts';
import { pages as flowsRu } from '../flows/i18n/pages.ru.ts';
import { pages as gradingEn } from '../grading/i18n/pages.en.ts';
import { pages as gradingRu } from '../grading/i18n/pages.ru.ts';
import { pages as workEn } from './i18n/pages.en.ts';
import { pages as workRu } from './i18n/pages.ru.ts';
import { draftKey } from './model/answer-draft.ts';

setUpPageTests();
const FLOW = id(1);
const UNIT = id(2);
const ME = id(3);

const DETAIL: FlowDetail = {
  flow: {
    id: FLOW,
    code: 'F-1',
    name: 'Поток 2026',
    courseId: id(4),
    courseName: 'Основы онтологий',
    goal: '',
    approval: false,
    selfRegistrationThreshold: null,
    authorName: '',
    dateCreate: null,
    students: 1,
    pending: 0,
    role: 'student',
  },
  units: [{ id: UNIT, name: 'Классы', section: 'Раздел 1', maxPoint: 5, minPositiveMark: 3 }],
  students: [{ id: ME, name: 'Студентова Мария', pending: false, progress: {} }],
};
const OPEN: FlowQuestionsReply = {
  student_ontology: null,
  questions: [
    {
      question_id: id(10),
      aoe_id: UNIT,
      name: 'Что такое класс?',
      description: '',
      order: 1,
      answer_type: 'single',
      mark: 2,
      answers: [
        { id: id(11), name: 'Множество объектов' },
        { id: id(12), name: 'Один объект' },
      ],
      student_answers: null,
    },
    {
      question_id: id(20),
      aoe_id: UNIT,
      name: 'Опишите экземпляр',
      description: '',
      order: 2,
      answer_type: 'free',
      mark: 3,
      answers: [],
      student_answers: null,
    },
  ],
  instances: [],
};
const instance = (checked: boolean, mark: number) => ({
  id: id(30),
  aoe_id: UNIT,
  mark,
  questions_completed: true,
  checked,
  passed: checked && mark >= 3,
  mark_comment: checked ? 'Хорошо' : '',
  mark_date: null,
  submitted_at: '2026-11-29T10:00:00Z',
});
const SUBMITTED: FlowQuestionsReply = {
  student_ontology: null,
  questions: [
    {
      ...OPEN.questions[0]!,
      answers: [
        { id: id(11), name: 'Множество объектов', is_correct: true, mark: 2 },
        { id: id(12), name: 'Один объект', is_correct: false, mark: 0 },
      ],
      student_answers: { answers: [id(11)] },
      score: 2,
    },
    { ...OPEN.questions[1]!, student_answers: { text: 'Объект класса' }, score: null, templates: [] },
  ],
  instances: [instance(false, 2)],
};

async function open(
  routeId: string,
  path: string,
  reply: (method: string, url: string, body: unknown) => Response,
  storage: KeyValueStorage = memoryStorage(),
) {
  const realtime = realtimeFake();
  const { calls: asked, kernel } = await openEduPage(routeId, path, (call) => reply(call.method, call.url, call.body), {
    userId: ME,
    setup: (k) => {
      k.bind(Services.Storage, storage);
      k.bind(Services.Realtime, realtime.service);
    },
  });
  return { asked, realtime, kernel };
}

describe('/edu/flow as a student (issue 20 item 4)', () => {
  it('answers a unit, confirms, submits; the mark arrives live on education/marks', async () => {
    let marked = false;
    let submitted = false;
    const { asked, realtime } = await open(
      'education.flow',
      `/edu/flow?flow_id=${FLOW}&aoe_id=${UNIT}`,
      (method, url) => {
        if (url === `/api/edu/flows/${FLOW}`) return json(DETAIL);
        if (url.startsWith('/api/edu/flow-questions'))
          return json(marked ? { ...SUBMITTED, instances: [instance(true, 4)] } : submitted ? SUBMITTED : OPEN);
        if (method === 'POST' && url === `/api/edu/flows/${FLOW}/units/${UNIT}/submit`) {
          submitted = true;
          return json(SUBMITTED);
        }
        return json({ error: 'нет ответа' }, 500);
      },
    );
    const work = await screen.findByTestId('unit-work');
    expect(await within(work).findByText('Что такое класс?')).toBeTruthy();
    expect(asked.map((a) => a.url)).toContain(
      `/api/edu/flow-questions?flow_id=${FLOW}&student_id=${ME}&aoe_id=${UNIT}`,
    );
    fireEvent.click(within(work).getByRole('radio', { name: 'Множество объектов' }));
    fireEvent.change(within(work).getByTestId('answer-text'), { target: { value: 'Объект класса' } });
    fireEvent.click(within(work).getByTestId('unit-submit'));
    expect((await screen.findByTestId('unit-confirm')).textContent).toContain('После сдачи ответы изменить нельзя.');
    fireEvent.click(screen.getByTestId('unit-confirm-submit'));
    await waitFor(() => expect(submitted).toBe(true));
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({
      answers: { [id(10)]: { answers: [id(11)] }, [id(20)]: { text: 'Объект класса' } },
    });
    expect((await screen.findByTestId('unit-awaiting')).textContent).toContain('автоматически: 2');
    expect(screen.getAllByTestId('question-score').map((s) => s.textContent)).toEqual([
      'Баллы: 2 из 2',
      'Оценит преподаватель',
    ]);

    // The teacher's mark, on the channel the server sends to this student alone.
    marked = true;
    realtime.send('education/marks', { instanceId: id(30), flowId: FLOW, aoeId: UNIT, mark: 4 });
    expect((await screen.findByTestId('unit-mark')).textContent).toBe('Оценка: 4 из 5');
    expect(screen.getByTestId('unit-comment').textContent).toBe('Комментарий преподавателя: Хорошо');
  });
});

describe('answers kept until submitted (docs/education.md)', () => {
  it('a reload brings the answers back and says so; submitting sends the unit’s questions and forgets them', async () => {
    const key = draftKey(ME, FLOW, UNIT);
    const kept = memoryStorage();
    let submitted = false;
    const reply = (method: string, url: string) => {
      if (url === `/api/edu/flows/${FLOW}`) return json(DETAIL);
      if (url.startsWith('/api/edu/flow-questions')) return json(submitted ? SUBMITTED : OPEN);
      if (method === 'POST' && url === `/api/edu/flows/${FLOW}/units/${UNIT}/submit`) {
        submitted = true;
        return json(SUBMITTED);
      }
      return json({ error: 'нет ответа' }, 500);
    };
    const path = `/edu/flow?flow_id=${FLOW}&aoe_id=${UNIT}`;
    await open('education.flow', path, reply, kept);
    let work = await screen.findByTestId('unit-work');
    fireEvent.click(await within(work).findByRole('radio', { name: 'Множество объектов' }));
    fireEvent.change(within(work).getByTestId('answer-text'), { target: { value: 'Объект класса' } });
    expect(within(work).queryByTestId('unit-draft-restored')).toBeNull();
    expect(JSON.parse(kept.getItem(key)!)).toEqual({
      [id(10)]: { answers: [id(11)] },
      [id(20)]: { text: 'Объект класса' },
    });

    // The page again, as after a reload; the teacher has removed a question meanwhile (id 90).
    cleanup();
    kept.setItem(key, JSON.stringify({ ...JSON.parse(kept.getItem(key)!), [id(90)]: { text: 'старый' } }));
    const { asked } = await open('education.flow', path, reply, kept);
    work = await screen.findByTestId('unit-work');
    expect((await within(work).findByTestId('unit-draft-restored')).textContent).toBe(workRu.draftRestored);
    expect((within(work).getByRole('radio', { name: 'Множество объектов' }) as HTMLInputElement).checked).toBe(true);
    expect((within(work).getByTestId('answer-text') as HTMLTextAreaElement).value).toBe('Объект класса');
    fireEvent.click(within(work).getByTestId('unit-submit'));
    fireEvent.click(await screen.findByTestId('unit-confirm-submit'));
    await waitFor(() => expect(submitted).toBe(true));
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({
      answers: { [id(10)]: { answers: [id(11)] }, [id(20)]: { text: 'Объект класса' } },
    });
    await screen.findByTestId('unit-awaiting');
    expect(kept.getItem(key)).toBeNull();
  });

  it('a failed submit keeps the answers', async () => {
    const key = draftKey(ME, FLOW, UNIT);
    const kept = memoryStorage({ [key]: JSON.stringify({ [id(10)]: { answers: [id(12)] } }) });
    const reply = (method: string, url: string) => {
      if (url === `/api/edu/flows/${FLOW}`) return json(DETAIL);
      if (url.startsWith('/api/edu/flow-questions')) return json(OPEN);
      if (method === 'POST') return json({ error: 'Работа уже сдана' }, 409);
      return json({ error: 'нет ответа' }, 500);
    };
    await open('education.flow', `/edu/flow?flow_id=${FLOW}&aoe_id=${UNIT}`, reply, kept);
    const work = await screen.findByTestId('unit-work');
    fireEvent.click(await within(work).findByTestId('unit-submit'));
    fireEvent.click(await screen.findByTestId('unit-confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('unit-confirm')).toBeNull());
    expect(JSON.parse(kept.getItem(key)!)).toEqual({ [id(10)]: { answers: [id(12)] } });
  });
});

describe('the ontology task (issue 20 item 4): the student builds their ontology, the check says what matched', () => {
  const ONTO = id(40);
  const STUDENT_CLASS = id(41);
  const TASK: FlowQuestionsReply = {
    student_ontology: { id: ONTO, name: 'Основы онтологий — Студентова Мария' },
    questions: [
      {
        question_id: id(50),
        aoe_id: UNIT,
        name: 'Создайте классы «Студент» и «Курс»',
        description: '',
        order: 1,
        answer_type: 'ontology',
        mark: 4,
        answers: [],
        student_answers: null,
      },
    ],
    instances: [],
  };
  const cells = (rows: { id: string; name: string; values?: [string, string, string][] }[]) => ({
    count_rows: rows.length,
    rows: rows.flatMap((r, row) => [
      { row, inst: r.id, prop: PROP.name, val: r.name, cap: r.name, readonly: false, can_delete: true },
      ...(r.values ?? []).map(([prop, val, cap]) => ({ row, inst: r.id, prop, val, cap })),
    ]),
  });

  it('lists the ontology’s classes and properties and adds a class to it as the student', async () => {
    const classes = [{ id: STUDENT_CLASS, name: 'Студент' }];
    const writes: { op: string; class?: string; name?: string; prop?: string; val?: unknown }[][] = [];
    const { kernel } = await open('education.flow', `/edu/flow?flow_id=${FLOW}&aoe_id=${UNIT}`, (_method, url) => {
      if (url === `/api/edu/flows/${FLOW}`) return json(DETAIL);
      if (url.startsWith('/api/edu/flow-questions')) return json(TASK);
      return json({ error: 'нет ответа' }, 500);
    });
    // The data API as the student (the ontology is theirs): reads by class, a write adds what it made.
    const data = kernel.get(Services.Data);
    data.getData = async (query) => (query.class === CLASS.Class ? cells(classes) : cells([])) as never;
    data.setData = async (ops) => {
      writes.push(ops as never);
      const made = (ops as unknown as { op: string; name?: string }[]).find((op) => op.op === 'new')!;
      classes.push({ id: id(42), name: made.name! });
      return { ok: true, results: [] } as never;
    };
    const builder = await screen.findByTestId('student-ontology');
    expect(within(builder).getByText('Ваша онтология «Основы онтологий — Студентова Мария»')).toBeTruthy();
    expect((await within(builder).findByTestId('student-ontology-classes')).textContent).toContain('Студент');
    expect(within(builder).getByText('Свойств пока нет')).toBeTruthy();
    fireEvent.change(within(builder).getByTestId('new-class-name'), { target: { value: 'Курс' } });
    fireEvent.click(within(builder).getByTestId('add-class'));
    await waitFor(() => expect(within(builder).getByTestId('student-ontology-classes').textContent).toContain('Курс'));
    expect(writes[0]![0]).toMatchObject({ op: 'new', class: CLASS.Class, name: 'Курс' });
    expect(writes[0]!.at(-1)).toMatchObject({ op: 'add', prop: '0e0e0000-0000-4000-8000-000000000101', val: ONTO });
  });

  it('after submitting, each reference term is said matched, different or missing; extras do not cost', async () => {
    const checked: FlowQuestionsReply = {
      ...TASK,
      questions: [
        {
          ...TASK.questions[0]!,
          student_answers: {},
          score: 2,
          ontology_check: {
            status: 'checked',
            matched: 2,
            total: 4,
            mark: 2,
            items: [
              { kind: 'class', name: 'Студент', result: 'matched', expected: [], found: [] },
              { kind: 'class', name: 'Курс', result: 'different', expected: ['код курса'], found: [] },
              { kind: 'dataProperty', name: 'код курса', result: 'missing', expected: [], found: [] },
              { kind: 'class', name: 'Аудитория', result: 'extra', expected: [], found: [] },
            ],
          },
        },
      ],
      instances: [instance(false, 2)],
    };
    await open('education.flow', `/edu/flow?flow_id=${FLOW}&aoe_id=${UNIT}`, (_method, url) => {
      if (url === `/api/edu/flows/${FLOW}`) return json(DETAIL);
      if (url.startsWith('/api/edu/flow-questions'))
        return json({ ...checked, instances: [{ ...checked.instances[0]!, questions_completed: true }] });
      return json({ error: 'нет ответа' }, 500);
    });
    const check = await screen.findByTestId('ontology-check');
    expect(check.textContent).toContain('Совпало с эталоном: 2 из 4');
    expect(
      within(check)
        .getAllByTestId('ontology-check-item')
        .map((i) => i.textContent),
    ).toEqual([
      'Класс «Студент»: совпадает',
      'Класс «Курс»: отличается — ожидалось: код курса; у вас: —',
      'Свойство-данное «код курса»: нет в вашей онтологии',
      'Класс «Аудитория»: ваш собственный, в эталоне его нет (не снижает оценку)',
    ]);
  });
});

describe('/edu/awaiting-grades (issue 20 item 5)', () => {
  it('a mark out of range is said at the field and not sent; a good one is sent and the work leaves the list', async () => {
    const { asked } = await open('education.awaitingGrades', '/edu/awaiting-grades', (method, url) => {
      if (url === '/api/edu/flows-need-marks') return json({ rows: [AWAITING_ROW] });
      if (method === 'PUT' && url === `/api/edu/flow-instances/${id(30)}/mark`)
        return json({ ...AWAITING_ROW, mark: 4, checked: true });
      return json({ error: 'нет ответа' }, 500);
    });
    const row = await screen.findByTestId('awaiting-row');
    expect(within(row).getByTestId('awaiting-text').textContent).toBe('Объект класса');
    const mark = within(row).getByTestId('awaiting-mark');
    fireEvent.change(mark, { target: { value: '7' } });
    fireEvent.click(within(row).getByTestId('awaiting-save'));
    expect(await within(row).findByText('Введите число от 0 до 5')).toBeTruthy();
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);
    fireEvent.change(mark, { target: { value: '4' } });
    fireEvent.click(within(row).getByTestId('awaiting-save'));
    expect(await screen.findByText('Работ, ожидающих оценки, нет')).toBeTruthy();
    expect(asked.find((a) => a.method === 'PUT')?.body).toEqual({ mark: 4, comment: '' });
  });
});

describe('/edu/awaiting-grades live (docs/education.md "Grading and live notices")', () => {
  it('work submitted meanwhile joins the list in place, with a notice; a mark being typed stays', async () => {
    const first = { ...AWAITING_ROW };
    const second = { ...AWAITING_ROW, instanceId: id(31), studentId: id(5), studentName: 'Каролева Кира' };
    let rows = [first];
    const { realtime, kernel } = await open('education.awaitingGrades', '/edu/awaiting-grades', (_method, url) =>
      url === '/api/edu/flows-need-marks' ? json({ rows }) : json({ error: 'нет ответа' }, 500),
    );
    const show = vi.spyOn(kernel.get(Services.Notifications), 'show');
    const row = await screen.findByTestId('awaiting-row');
    fireEvent.change(within(row).getByTestId('awaiting-mark'), { target: { value: '4' } });
    rows = [first, second];
    realtime.send('education/submissions', {
      kind: 'submitted',
      flowId: FLOW,
      aoeId: UNIT,
      studentName: 'Каролева Кира',
      unitName: 'Классы',
    });
    await waitFor(() => expect(screen.getAllByTestId('awaiting-row')).toHaveLength(2));
    expect(show).toHaveBeenCalledWith({ text: 'Новая работа на проверку: Каролева Кира, «Классы»', color: 'info' });
    expect(
      (within(screen.getAllByTestId('awaiting-row')[0]!).getByTestId('awaiting-mark') as HTMLInputElement).value,
    ).toBe('4');
  });
});

describe('/edu/awaiting-grades when a colleague marks', () => {
  const marked = (instanceId: string, teacherId: string) => ({
    kind: 'marked',
    instanceId,
    flowId: FLOW,
    aoeId: UNIT,
    studentName: 'Каролева Кира',
    unitName: 'Классы',
    teacherId,
    teacherName: 'Бобров Борис',
  });

  it('the work leaves the list in place, with who marked it; my own mark from another tab says nothing', async () => {
    const first = { ...AWAITING_ROW, studentName: 'Каролева Кира' };
    const second = { ...AWAITING_ROW, instanceId: id(31), studentId: id(5), studentName: 'Давыдов Денис' };
    let rows = [first, second];
    const { realtime, kernel } = await open('education.awaitingGrades', '/edu/awaiting-grades', (_method, url) =>
      url === '/api/edu/flows-need-marks' ? json({ rows }) : json({ error: 'нет ответа' }, 500),
    );
    const show = vi.spyOn(kernel.get(Services.Notifications), 'show');
    await waitFor(() => expect(screen.getAllByTestId('awaiting-row')).toHaveLength(2));
    fireEvent.change(within(screen.getAllByTestId('awaiting-row')[1]!).getByTestId('awaiting-mark'), {
      target: { value: '3' },
    });
    rows = [second];
    realtime.send('education/submissions', marked(first.instanceId, id(77)));
    await waitFor(() => expect(screen.getAllByTestId('awaiting-row')).toHaveLength(1));
    expect(show).toHaveBeenCalledWith({
      text: 'Работа оценена преподавателем Бобров Борис: Каролева Кира, «Классы»',
      color: 'info',
    });
    expect((within(screen.getByTestId('awaiting-row')).getByTestId('awaiting-mark') as HTMLInputElement).value).toBe(
      '3',
    );
    show.mockClear();
    rows = [];
    realtime.send('education/submissions', marked(second.instanceId, ME));
    expect(await screen.findByText('Работ, ожидающих оценки, нет')).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
  });
});

describe('texts', () => {
  it('every page text has its English', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(flowsEn).sort()).toEqual(keys(flowsRu).sort());
    expect(keys(workEn).sort()).toEqual(keys(workRu).sort());
    expect(keys(gradingEn).sort()).toEqual(keys(gradingRu).sort());
  });
});
