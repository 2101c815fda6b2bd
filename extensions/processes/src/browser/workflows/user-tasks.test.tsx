import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { disableWebAnimations } from '@ontobench/sdk/testing';
import type { UserTaskDto } from '../../common/workflows/api.ts';
import { json, openPage } from './test-kit.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const task = (over: Partial<UserTaskDto> = {}): UserTaskDto => ({
  id: 't-1',
  name: 'Рецензия документа',
  instance: { id: 'inst-1', name: 'Рецензия: Договор № 7' },
  object: { id: 'obj-1', name: 'Договор № 7' },
  assignee: { id: 'u-1', name: 'Петров П. П.' },
  role: null,
  status: 'inProgress',
  result: null,
  comment: '',
  files: [],
  viewId: null,
  statusChanged: '2026-11-28T10:00:02.000Z',
  dateCreate: '2026-11-28T10:00:02.000Z',
  canComplete: true,
  ...over,
});

const MINE = 'GET /api/processes/tasks?scope=mine&status=inProgress';

describe('/userTasks (issue 19 item 4)', () => {
  it('shows my tasks in progress; the roles’ tab and the status filter ask the server again', async () => {
    const { asked } = await openPage('processes.userTasks', '/userTasks', {
      [MINE]: () => json({ tasks: [task()] }),
      'GET /api/processes/tasks?scope=group&status=inProgress': () =>
        json({
          tasks: [task({ id: 't-2', assignee: null, role: { id: 'r', name: 'Рецензенты' }, canComplete: false })],
        }),
      'GET /api/processes/tasks?scope=group': () =>
        json({
          tasks: [
            task({
              id: 't-3',
              status: 'completed',
              result: 'correctingNeeded',
              comment: 'Уточнить сроки',
              files: [{ id: 'f', name: 'замечания.docx', size: 10 }],
              canComplete: false,
            }),
          ],
        }),
    });
    const row = (await screen.findAllByTestId('task-row'))[0]!;
    expect(row.textContent).toContain('Рецензия документа');
    expect(row.textContent).toContain('В работе');
    expect(row.textContent).toContain('Петров П. П.');
    expect(row.textContent).toMatch(/Изменён 2026-11-28 \d\d:00:02/);
    fireEvent.click(screen.getByTestId('tasks-group'));
    await waitFor(() => expect(screen.getByTestId('task-row').textContent).toContain('роль «Рецензенты»'));
    expect(screen.queryByTestId('task-complete')).toBeNull();
    fireEvent.change(screen.getByTestId('tasks-status'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('task-row').textContent).toContain('Выполнена'));
    const done = screen.getByTestId('task-row').textContent;
    expect(done).toContain('Результат: Требуется доработка');
    expect(done).toContain('Уточнить сроки');
    expect(done).toContain('замечания.docx');
    expect(asked.map((a) => a.url)).toEqual([
      '/api/processes/tasks?scope=mine&status=inProgress',
      '/api/processes/tasks?scope=group&status=inProgress',
      '/api/processes/tasks?scope=group',
    ]);
  });

  it('completes a task with a result, a comment and a file as a data URL', async () => {
    let completed = false;
    const { asked } = await openPage('processes.userTasks', '/userTasks', {
      [MINE]: () => json({ tasks: completed ? [] : [task()] }),
      'POST /api/processes/tasks/t-1/complete': () => ((completed = true), json(task({ status: 'completed' }))),
    });
    fireEvent.click(await screen.findByTestId('task-complete'));
    fireEvent.click(await screen.findByTestId('task-complete-submit'));
    expect(await screen.findByText('Выберите результат')).toBeTruthy();
    for (const label of ['Согласовать', 'Отклонить', 'Требуется доработка', 'Недостаточный уровень проработки'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Согласовать'));
    fireEvent.change(screen.getByTestId('task-complete-comment'), { target: { value: 'Без замечаний' } });
    const input = screen.getByTestId('task-complete-dialog').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['привет'], 'отзыв.txt', { type: 'text/plain' })] } });
    expect((await screen.findByTestId('task-complete-file-list')).textContent).toContain('отзыв.txt');
    fireEvent.click(screen.getByTestId('task-complete-submit'));
    expect(await screen.findByTestId('tasks-empty')).toBeTruthy();
    const body = asked.find((a) => a.method === 'POST')?.body as {
      result: string;
      comment: string;
      files: { name: string; dataUrl: string }[];
    };
    expect(body.result).toBe('approve');
    expect(body.comment).toBe('Без замечаний');
    expect(body.files[0]!.name).toBe('отзыв.txt');
    expect(body.files[0]!.dataUrl).toMatch(/^data:text\/plain;base64,/);
  });

  it('a task’s file names are links that download the file through the task’s file route', async () => {
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:file');
    URL.revokeObjectURL = () => undefined;
    try {
      const files = [{ id: 'f-1', name: 'замечания.txt', size: 6, type: 'text/plain' }];
      const { asked } = await openPage('processes.userTasks', '/userTasks', {
        [MINE]: () => json({ tasks: [task({ status: 'completed', canComplete: false, files })] }),
        'GET /api/processes/tasks/t-1/files/f-1': () =>
          new Response('привет', {
            headers: {
              'content-type': 'text/plain',
              'content-disposition': 'attachment; filename="_________.txt"; filename*=UTF-8\'\'%D0%B7.txt',
            },
          }),
      });
      const link = await screen.findByRole('button', { name: 'Скачать файл «замечания.txt»' });
      expect(link.textContent).toBe('замечания.txt');
      fireEvent.click(link);
      await waitFor(() => expect(created).toHaveLength(1));
      expect(await created[0]!.text()).toBe('привет');
      expect(asked.map((a) => a.url)).toContain('/api/processes/tasks/t-1/files/f-1');
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('a completion that comes second (409) says the task is already completed, in Russian', async () => {
    await openPage('processes.userTasks', '/userTasks', {
      [MINE]: () => json({ tasks: [task()] }),
      'POST /api/processes/tasks/t-1/complete': () => json({ error: 'Задача уже завершена' }, 409),
    });
    fireEvent.click(await screen.findByTestId('task-complete'));
    fireEvent.click(await screen.findByLabelText('Согласовать'));
    fireEvent.click(screen.getByTestId('task-complete-submit'));
    expect((await screen.findByTestId('task-complete-problem')).textContent).toContain(
      'Задача уже завершена или отменена',
    );
  });

  it('reloads in place when a task notice arrives on processes/tasks', async () => {
    let tasks = [task()];
    const { realtime } = await openPage('processes.userTasks', '/userTasks', { [MINE]: () => json({ tasks }) });
    await screen.findByTestId('task-row');
    tasks = [task(), task({ id: 't-9', name: 'Новая задача роли' })];
    act(() => realtime.send('processes/tasks', { taskId: 't-9', instanceId: 'inst-2', status: 'inProgress' }));
    expect(await screen.findByText('Новая задача роли')).toBeTruthy();
  });

  it('says when there are none and when the list failed, in Russian', async () => {
    await openPage('processes.userTasks', '/userTasks', { [MINE]: () => json({ tasks: [] }) });
    expect((await screen.findByTestId('tasks-empty')).textContent).toContain('назначенные вам');
    cleanup();
    await openPage('processes.userTasks', '/userTasks', {});
    expect((await screen.findByTestId('tasks-failed')).textContent).toContain('Не удалось загрузить задачи');
  });
});
