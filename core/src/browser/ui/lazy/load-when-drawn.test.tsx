import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenDrawn } from './load-when-drawn.tsx';

function Greeting({ who }: { who: string }) {
  return <p>Здравствуйте, {who}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Ошибка: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

describe('loadWhenDrawn: a chunk fetched when first drawn, without Suspense', () => {
  it('shows the fallback, then the component with its props; fetched once; drawn at once later', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = loadWhenDrawn(load, <p>Загрузка</p>);
    const first = render(<Lazy who="Анна" />);
    expect(screen.getByText('Загрузка')).toBeTruthy();
    expect(await screen.findByText('Здравствуйте, Анна')).toBeTruthy();
    first.unmount();
    // The chunk is here: a new instance draws the component in its first render, no fallback.
    render(<Lazy who="Борис" />);
    expect(screen.getByText('Здравствуйте, Борис')).toBeTruthy();
    expect(screen.queryByText('Загрузка')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed chunk goes to the error boundary, and the next draw fetches it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce(Greeting);
    const Lazy = loadWhenDrawn<{ who: string }>(load);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = render(
      <Boundary>
        <Lazy who="Анна" />
      </Boundary>,
    );
    expect(await screen.findByText('Ошибка: chunk lost')).toBeTruthy();
    failed.unmount();
    spy.mockRestore();
    render(<Lazy who="Вера" />);
    expect(await screen.findByText('Здравствуйте, Вера')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload fetches before any draw', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = loadWhenDrawn(load, <p>Загрузка</p>);
    await Lazy.preload();
    render(<Lazy who="Гала" />);
    expect(screen.getByText('Здравствуйте, Гала')).toBeTruthy();
  });
});
