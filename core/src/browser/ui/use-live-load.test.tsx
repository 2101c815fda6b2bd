import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { REALTIME_TOKEN } from '../services/realtime-service.ts';
import { fakeRealtime } from './fake-realtime.ts';
import { useLiveLoad } from './use-live-load.ts';

afterEach(cleanup);

const CHANNEL = 'area/things';

function Probe(props: {
  listKey: string;
  load: (signal: AbortSignal) => Promise<string>;
  heard?: (m: unknown) => void;
}) {
  const loaded = useLiveLoad(props.listKey, props.load, CHANNEL, props.heard);
  return <span data-testid="list">{loaded.status === 'ready' ? loaded.value : loaded.status}</span>;
}

function mount(element: React.ReactElement) {
  const kernel = chromeKernel();
  const realtime = fakeRealtime();
  if (kernel.container.isBound(REALTIME_TOKEN)) kernel.container.unbind(REALTIME_TOKEN);
  kernel.container.bind(REALTIME_TOKEN).toConstantValue(realtime.service);
  return { realtime, view: renderWithKernel(kernel, element) };
}

const shown = () => screen.getByTestId('list').textContent;

describe('useLiveLoad: a list others change, loaded again in place', () => {
  it('loads, then on each event tells `heard` and replaces the value without a loading state', async () => {
    let rows = 'a';
    const load = vi.fn(async () => rows);
    const heard = vi.fn();
    const { realtime } = mount(<Probe listKey="k1" load={load} heard={heard} />);
    expect(shown()).toBe('loading');
    await act(async () => {});
    expect(shown()).toBe('a');
    rows = 'a,b';
    let release: () => void = () => {};
    load.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(rows))));
    realtime.fire(CHANNEL, { who: 'Кира' });
    expect(heard).toHaveBeenCalledWith({ who: 'Кира' });
    // While the reload is on its way the old value stays.
    expect(shown()).toBe('a');
    await act(async () => release());
    expect(shown()).toBe('a,b');
  });

  it('a failed reload keeps what is shown; a new key shows its own load; unmount stops listening', async () => {
    let fail = false;
    const first = vi.fn(async (): Promise<string> => {
      if (fail) throw new Error('сбой');
      return 'one';
    });
    let setKey: (key: string) => void = () => {};
    function Host() {
      const [key, set] = useState('k1');
      setKey = set;
      return <Probe listKey={key} load={key === 'k1' ? first : async () => 'two'} />;
    }
    const { realtime, view } = mount(<Host />);
    await act(async () => {});
    fail = true;
    realtime.fire(CHANNEL);
    await act(async () => {});
    expect(first).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('one');
    act(() => setKey('k2'));
    await act(async () => {});
    expect(shown()).toBe('two');
    expect(realtime.listening(CHANNEL)).toBe(1);
    view.unmount();
    expect(realtime.listening(CHANNEL)).toBe(0);
    expect(realtime.reconnectListeners()).toBe(0);
  });

  it('a reconnect loads again in place, since what the channel sent meanwhile never arrived; `heard` is not told', async () => {
    let rows = 'a';
    const load = vi.fn(async () => rows);
    const heard = vi.fn();
    const { realtime } = mount(<Probe listKey="k1" load={load} heard={heard} />);
    await act(async () => {});
    expect(shown()).toBe('a');
    rows = 'a,b,c';
    realtime.reconnect();
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('a,b,c');
    expect(heard).not.toHaveBeenCalled();
  });
});
