import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'wouter';
import { Services } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  loadExtensionTexts,
  loadRoutePage,
  realtimeFake,
  recordHttp,
  type RecordedHttpCall,
} from '@ontobench/sdk/testing';
import education from '../index.ts';
import { AWAITING_ROW, id, json, setUpPageTests } from '../page-testing.tsx';
import { AwaitingCounter } from './components/AwaitingCounter.tsx';

setUpPageTests();

const COUNT = '/api/edu/flows-need-marks/count';

function Where() {
  const [location] = useLocation();
  return <span data-testid="where">{location}</span>;
}

/** The counter (and, given `routeId`, that page beside it) over a fake server and realtime channel. */
async function show(answer: (call: RecordedHttpCall) => Response, routeId?: string) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const calls = recordHttp(kernel, answer);
  const realtime = realtimeFake();
  kernel.bind(Services.Realtime, realtime.service);
  kernel.host.install(education);
  await loadExtensionTexts(kernel, 'education');
  const Page = routeId ? await loadRoutePage(kernel, routeId) : null;
  render(
    <PluginTestRoot kernel={kernel} extensionId="education">
      <AwaitingCounter />
      <Where />
      {Page && <Page params={{}} />}
    </PluginTestRoot>,
  );
  const asked = () => calls.filter((c) => c.url === COUNT).length;
  return { kernel, realtime, asked };
}

describe('the teacher’s awaiting-marks counter in the top bar', () => {
  it('asks on start, on a submission notice and on a reconnect; says it in Russian; opens /edu/awaiting-grades', async () => {
    let count = 2;
    const { realtime, asked } = await show(({ url }) => (url === COUNT ? json({ count }) : json({}, 404)));
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Ожидают оценки: 2' })).toBeTruthy();
    count = 3;
    act(() => realtime.send('education/submissions', { flowId: id(1), aoeId: id(2), studentName: 'Кира' }));
    await waitFor(() => expect(screen.getByTestId('awaiting-count').textContent).toBe('3'));
    count = 0;
    act(() => realtime.reconnect());
    await waitFor(() => expect(screen.queryByTestId('awaiting-count')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ожидают оценки: нет работ' })).toBeTruthy();
    expect(asked()).toBe(3);
    fireEvent.click(screen.getByTestId('awaiting-counter'));
    expect(screen.getByTestId('where').textContent).toBe('/edu/awaiting-grades');
  });

  it('shows ??? when the count cannot be had', async () => {
    await show(() => json({ error: 'нет' }, 500));
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('???');
    expect(screen.getByRole('button', { name: 'Не удалось узнать, сколько работ ждут оценки' })).toBeTruthy();
  });

  it('a work marked on the awaiting page lowers the count at once', async () => {
    const row = AWAITING_ROW;
    let marked = false;
    const { asked } = await show(({ url, method }) => {
      if (url === COUNT) return json({ count: marked ? 0 : 1 });
      if (url === '/api/edu/flows-need-marks') return json({ rows: marked ? [] : [row] });
      if (method === 'PUT' && url === `/api/edu/flow-instances/${id(30)}/mark`) {
        marked = true;
        return json({ ...row, mark: 4, checked: true });
      }
      return json({ error: 'нет ответа' }, 500);
    }, 'education.awaitingGrades');
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('1');
    const card = await screen.findByTestId('awaiting-row');
    fireEvent.change(within(card).getByTestId('awaiting-mark'), { target: { value: '4' } });
    fireEvent.click(within(card).getByTestId('awaiting-save'));
    await waitFor(() => expect(screen.queryByTestId('awaiting-count')).toBeNull());
    expect(asked()).toBe(2);
  });

  it('goes into the top bar under the `education.teaches` key when the area activates, and leaves with it', async () => {
    const { kernel } = await show(() => json({ count: 0 }));
    const slots = kernel.get(Services.Slots);
    await kernel.host.activate('education');
    await waitFor(() =>
      expect(slots.appBar.all.map((i) => [i.id, i.when])).toEqual([['education.awaiting', 'education.teaches']]),
    );
    await kernel.host.disable('education');
    expect(slots.appBar.all).toHaveLength(0);
  });
});
