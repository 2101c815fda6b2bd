import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Services, liveCountText, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, loadExtensionTexts, realtimeFake } from '@ontobench/sdk/testing';
import { useLocation } from 'wouter';
import { ApprovalsCounter } from './components/ApprovalsCounter.tsx';
import { approvalsChanged } from './approvals-events.ts';
import { json, processes } from './test-kit.tsx';

afterEach(cleanup);

function Where() {
  const [location] = useLocation();
  return <span data-testid="where">{location}</span>;
}

/** The counter over a fake server whose answers `reply` gives, and a fake realtime channel. */
async function showCounter(reply: () => Response) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  let calls = 0;
  kernel.bind(Services.Http, {
    request: async (url: string) => {
      calls++;
      return url === '/api/processes/approvals/count' ? reply() : json({}, 404);
    },
  } as unknown as HttpClient);
  const realtime = realtimeFake();
  kernel.bind(Services.Realtime, realtime.service);
  kernel.host.install(processes);
  await loadExtensionTexts(kernel, 'processes');
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes">
      <ApprovalsCounter />
      <Where />
    </PluginTestRoot>,
  );
  return { kernel, realtime, calls: () => calls };
}

describe('the approvals counter (shell.md §8; issue 19 item 5)', () => {
  it('shows a number, nothing for 0, ??? on failure', () => {
    expect(liveCountText(3)).toBe('3');
    expect(liveCountText(0)).toBe('');
    expect(liveCountText(null)).toBe('');
    expect(liveCountText('failed')).toBe('???');
  });

  it('asks the server, refreshes on a task notice and on a task completed here, and opens /userTasks', async () => {
    let count = 2;
    const { realtime, calls } = await showCounter(() => json({ count }));
    expect((await screen.findByTestId('approvals-count')).textContent).toBe('2');
    count = 0;
    act(() => realtime.send('processes/tasks'));
    await waitFor(() => expect(screen.queryByTestId('approvals-count')).toBeNull());
    expect(calls()).toBe(2);
    count = 1;
    act(() => approvalsChanged());
    expect((await screen.findByTestId('approvals-count')).textContent).toBe('1');
    expect(calls()).toBe(3);
    fireEvent.click(screen.getByTestId('approvals-counter'));
    expect(screen.getByTestId('where').textContent).toBe('/userTasks');
  });

  it('shows ??? when the call fails', async () => {
    await showCounter(() => json({ error: 'нет' }, 500));
    expect((await screen.findByTestId('approvals-count')).textContent).toBe('???');
  });

  it('goes into the top bar when the area activates, and leaves with it', async () => {
    const { kernel } = await showCounter(() => json({ count: 1 }));
    const slots = kernel.get(Services.Slots);
    await kernel.host.activate('processes');
    await waitFor(() => expect(slots.appBar.all.map((i) => i.id)).toEqual(['processes.approvals']));
    await kernel.host.disable('processes');
    expect(slots.appBar.all).toHaveLength(0);
  });
});
