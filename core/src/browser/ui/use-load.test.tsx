import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { NotFoundError } from '../services/reply.ts';
import { useLoad } from './use-load.ts';

afterEach(cleanup);

describe('useLoad: a page’s load by key', () => {
  it('loading, then ready; a 404 is notFound; another error failed with its message', async () => {
    const ready = renderHook(() => useLoad('a', async () => 42));
    expect(ready.result.current).toEqual({ status: 'loading' });
    await act(async () => {});
    expect(ready.result.current).toEqual({ status: 'ready', value: 42 });
    const missing = renderHook(() => useLoad('b', async () => Promise.reject(new NotFoundError('нет'))));
    await act(async () => {});
    expect(missing.result.current).toEqual({ status: 'notFound' });
    const broken = renderHook(() => useLoad('c', async () => Promise.reject(new Error('База недоступна'))));
    await act(async () => {});
    expect(broken.result.current).toEqual({ status: 'failed', message: 'База недоступна' });
  });

  it('a new key aborts the old load and drops its late answer', async () => {
    let finishFirst: (v: string) => void = () => {};
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad(key, (signal) => {
          signals.push(signal);
          return key === 'first' ? new Promise<string>((done) => (finishFirst = done)) : Promise.resolve('второй');
        }),
      { initialProps: { key: 'first' } },
    );
    rerender({ key: 'second' });
    await act(async () => {});
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => finishFirst('первый'));
    expect(result.current).toEqual({ status: 'ready', value: 'второй' });
  });
});
