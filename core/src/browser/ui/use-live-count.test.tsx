import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { REALTIME_TOKEN } from '../services/realtime-service.ts';
import { fakeRealtime } from './fake-realtime.ts';
import { useLiveCount } from './use-live-count.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe(props: { load: (signal: AbortSignal) => Promise<number>; refreshOn?: (r: () => void) => () => void }) {
  const count = useLiveCount(props.load, { channel: 'area/things', everyMs: 60_000, refreshOn: props.refreshOn });
  return <span data-testid="count">{String(count)}</span>;
}

function mount(load: (signal: AbortSignal) => Promise<number>, refreshOn?: (r: () => void) => () => void) {
  const kernel = chromeKernel();
  const realtime = fakeRealtime();
  if (kernel.container.isBound(REALTIME_TOKEN)) kernel.container.unbind(REALTIME_TOKEN);
  kernel.container.bind(REALTIME_TOKEN).toConstantValue(realtime.service);
  const view = renderWithKernel(kernel, <Probe load={load} refreshOn={refreshOn} />);
  return { realtime, view };
}

const shown = () => screen.getByTestId('count').textContent;

describe('useLiveCount: a top-bar number kept fresh', () => {
  it('asks on mount, on each channel event, on a reconnect, on the area’s own signal and every interval; a failure is "failed"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let value = 2;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('сбой');
      return value;
    });
    let signal: () => void = () => {};
    const { realtime } = mount(load, (refresh) => {
      signal = refresh;
      return () => (signal = () => {});
    });
    expect(shown()).toBe('null');
    await act(async () => {});
    expect(shown()).toBe('2');
    value = 5;
    realtime.fire('area/things');
    await act(async () => {});
    expect(shown()).toBe('5');
    value = 3;
    realtime.reconnect();
    await act(async () => {});
    expect(shown()).toBe('3');
    value = 0;
    act(() => signal());
    await act(async () => {});
    expect(shown()).toBe('0');
    fail = true;
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe('failed');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('after unmount: the late answer is dropped, the channel, the signal and the timer are let go', async () => {
    let finish: (n: number) => void = () => {};
    const seen: AbortSignal[] = [];
    let undone = false;
    const { realtime, view } = mount(
      (s) => {
        seen.push(s);
        return new Promise<number>((done) => (finish = done));
      },
      () => () => (undone = true),
    );
    expect(realtime.listening('area/things')).toBe(1);
    view.unmount();
    expect(realtime.listening('area/things')).toBe(0);
    expect(realtime.reconnectListeners()).toBe(0);
    expect(undone).toBe(true);
    expect(seen[0]!.aborted).toBe(true);
    await act(async () => finish(7));
  });
});
