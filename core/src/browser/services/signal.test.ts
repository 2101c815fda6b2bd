import { describe, expect, it } from 'vitest';
import { createSignal } from './signal.ts';

describe('createSignal', () => {
  it('tells each listener every emit until it stops listening; the same handler twice is two listeners', () => {
    const signal = createSignal();
    const heard: string[] = [];
    const handler = () => heard.push('a');
    const stopA = signal.listen(handler);
    const stopB = signal.listen(handler);
    signal.listen(() => heard.push('c'));
    signal.emit();
    expect(heard).toEqual(['a', 'a', 'c']);
    stopA();
    stopA();
    signal.emit();
    expect(heard).toEqual(['a', 'a', 'c', 'a', 'c']);
    stopB();
    signal.emit();
    expect(heard).toEqual(['a', 'a', 'c', 'a', 'c', 'c']);
  });

  it('a listener added while an emit runs hears the next emit, not this one', () => {
    const signal = createSignal();
    let late = 0;
    signal.listen(() => void signal.listen(() => late++));
    signal.emit();
    expect(late).toBe(0);
    signal.emit();
    expect(late).toBe(1);
  });
});
