import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'wouter';
import { Services, ToolbarArea, defineExtension, type GetDataQuery, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, fakeDataClient } from '@ontobench/sdk/testing';
import type { InstanceDto, WorkflowSummary } from '../../common/workflows/api.ts';
import { START_ON_OBJECT_COMMAND, objectIdOf, workflows } from '../contributions/workflows.ts';
import { json, processes, type Asked, type Replies } from './test-kit.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const summary = (id: string, name: string, cls: string): WorkflowSummary => ({
  id,
  name,
  contextClass: { id: cls, name: cls },
  diagram: { id: 'dg-1', name: 'Рецензия', version: 1 },
  author: null,
  authorName: null,
  dateCreate: null,
  running: 0,
});
const LIST = [
  summary('wf-1', 'Согласование договора', 'cls-contract'),
  summary('wf-2', 'Отпуск', 'cls-person'),
  summary('wf-3', 'Продление договора', 'cls-contract'),
];

function Where() {
  const [location] = useLocation();
  return <output data-testid="where">{location}</output>;
}

/** The kernel over a fake server: the object `obj-7` («Договор № 7») is an instance of `cls-contract` only. */
function kernelOver(replies: Replies, locale: 'ru' | 'en' = 'ru', user?: { disabledRoutes: string[] }) {
  const data = fakeDataClient((query) => {
    const q = query as GetDataQuery;
    return q.class === 'cls-contract'
      ? { rows: [{ row: 0, inst: 'obj-7', prop: q.fields![0]!.prop, val: 'Договор № 7', cap: null }], count_rows: 1 }
      : { rows: [], count_rows: 0 };
  });
  const kernel = createPluginTestKernel({ locale, data: data.client, user });
  const asked: Asked[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      asked.push({ method, url, body });
      const reply = replies[`${method} ${url}`];
      return reply ? reply(body) : json({ error: 'нет ответа' }, 500);
    },
  } as unknown as HttpClient);
  kernel.host.install(processes);
  return { kernel, asked, data };
}

/** Runs the command as the term page's toolbar button does. */
async function runOnTerm(replies: Replies, locale: 'ru' | 'en' = 'ru') {
  const { kernel, asked, data } = kernelOver(replies, locale);
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes" path="/termin/obj-7">
      <Where />
    </PluginTestRoot>,
  );
  await act(async () => {
    await kernel
      .get(Services.Commands)
      .execute(START_ON_OBJECT_COMMAND, { routeId: 'ontology.termin', params: { id: 'obj-7' } });
  });
  return { asked, data };
}

/**
 * The home area's card of any object, `/object/:class/:id`, stood in for by its route alone (an area's
 * test imports no other area), with the shell's toolbar area above it as the main layout shows it.
 */
const homeObjectPage = defineExtension({
  id: 'home',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'object',
        path: '/object/:class/:id',
        layout: 'main',
        requiresAuth: true,
        app: 'onto',
        page: async () => ({ default: () => null }),
      },
    ],
  },
});

function openObjectPage(replies: Replies, user?: { disabledRoutes: string[] }) {
  const { kernel, asked } = kernelOver(replies, 'ru', user);
  kernel.host.install(homeObjectPage);
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes" path="/object/cls-contract/obj-7">
      <ToolbarArea />
      <Where />
    </PluginTestRoot>,
  );
  return { asked };
}

describe('start a workflow from an object’s page (issue 19 item 1)', () => {
  it('offers only the workflows whose class holds the object, with the object fixed; the instance opens', async () => {
    const { asked, data } = await runOnTerm({
      'GET /api/processes/workflows': () => json({ workflows: LIST }),
      'POST /api/processes/workflows/wf-3/start': () => json({ id: 'inst-9' } as InstanceDto),
    });
    const dialog = await screen.findByTestId('workflow-start-dialog');
    expect(dialog.textContent).toContain('Запустить процесс на объекте «Договор № 7»');
    const choice = screen.getByTestId<HTMLSelectElement>('workflow-start-workflow');
    expect([...choice.options].map((o) => o.textContent)).toEqual(['Согласование договора', 'Продление договора']);
    expect(screen.getByTestId<HTMLInputElement>('workflow-start-fixed-object').value).toBe('Договор № 7');
    // One question per context class, by the object's id.
    expect(data.calls.map((c) => (c.body as GetDataQuery).class).sort()).toEqual(['cls-contract', 'cls-person']);
    expect((data.calls[0]!.body as GetDataQuery).filter).toBe("[id] = 'obj-7'");

    fireEvent.change(choice, { target: { value: 'wf-3' } });
    fireEvent.change(screen.getByTestId('workflow-start-vars'), { target: { value: '{\n  "срок": 5\n}' } });
    fireEvent.click(screen.getByTestId('workflow-start-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workflowInstances/inst-9'));
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      url: '/api/processes/workflows/wf-3/start',
      body: { objectId: 'obj-7', inputVars: '{\n  "срок": 5\n}' },
    });
    await waitFor(() => expect(screen.queryByTestId('workflow-start-dialog')).toBeNull());
  });

  it('says in words when no workflow runs on the object’s class, with a link to the workflows', async () => {
    await runOnTerm({ 'GET /api/processes/workflows': () => json({ workflows: [LIST[1]] }) });
    const none = await screen.findByTestId('workflow-start-none');
    expect(none.textContent).toContain('Для объектов этого класса нет опубликованных бизнес-процессов');
    fireEvent.click(screen.getByTestId('workflow-start-none-link'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workflows'));
    await waitFor(() => expect(screen.queryByTestId('workflow-start-on-object')).toBeNull());
  });

  it('in English too, and a failed list is said, not thrown', async () => {
    await runOnTerm({ 'GET /api/processes/workflows': () => json({ workflows: [] }) }, 'en');
    expect((await screen.findByTestId('workflow-start-none')).textContent).toContain(
      'No published workflow runs on objects of this class',
    );
    cleanup();
    await runOnTerm({ 'GET /api/processes/workflows': () => json({ error: 'boom' }, 500) });
    expect((await screen.findByTestId('workflow-start-failed')).textContent).toContain(
      'Не удалось найти процессы для объекта',
    );
  });

  it('the button sits on the term card, the fact explorer and the home area’s object page, for whoever may open /workflows', () => {
    expect(workflows.toolbar?.map((b) => [b.routes, b.requiresParams, b.requiresRoute, b.command])).toEqual([
      [['ontology.termin'], ['id'], '/workflows', START_ON_OBJECT_COMMAND],
      [['ontology.factExplorer'], ['inst'], '/workflows', START_ON_OBJECT_COMMAND],
      [['object'], ['id'], '/workflows', START_ON_OBJECT_COMMAND],
    ]);
    expect(objectIdOf({ routeId: 'ontology.factExplorer', params: { inst: 'i-1' } })).toBe('i-1');
    expect(objectIdOf({ routeId: 'ontology.termin', params: { id: 't-1' } })).toBe('t-1');
    expect(objectIdOf({ routeId: 'object', params: { class: 'c-1', id: 'o-1' } })).toBe('o-1');
    // A key binding pressed on another page hands that page's params: a workflow's id is no object.
    expect(objectIdOf({ routeId: 'processes.workflow', params: { id: 'wf-1' } })).toBeNull();
    expect(objectIdOf({ params: { inst: 'i-2' } })).toBe('i-2');
    expect(objectIdOf(undefined)).toBeNull();
  });

  it('the home area’s object page shows the button; it starts a workflow on the page’s object', async () => {
    const { asked } = openObjectPage({
      'GET /api/processes/workflows': () => json({ workflows: LIST }),
      'POST /api/processes/workflows/wf-1/start': () => json({ id: 'inst-3' } as InstanceDto),
    });
    const button = await screen.findByRole('button', { name: 'Запустить процесс' });
    expect(button.getAttribute('data-toolbar-id')).toBe('processes.toolbar.startOn.object');
    fireEvent.click(button);
    expect((await screen.findByTestId('workflow-start-dialog')).textContent).toContain(
      'Запустить процесс на объекте «Договор № 7»',
    );
    await waitFor(() => expect(screen.getByTestId('workflow-start-submit')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('workflow-start-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workflowInstances/inst-3'));
    expect(asked.at(-1)).toMatchObject({ url: '/api/processes/workflows/wf-1/start', body: { objectId: 'obj-7' } });
  });

  it('a user who may not open /workflows sees no button on the object page', async () => {
    openObjectPage({}, { disabledRoutes: ['/workflows'] });
    await screen.findByTestId('where');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shell-toolbar')).toBeNull();
  });
});
