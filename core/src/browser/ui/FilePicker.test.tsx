import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { FilePicker } from './FilePicker.tsx';

describe('FilePicker', () => {
  it('speaks the app’s language, not the browser’s, and shows the chosen file', () => {
    const onFile = vi.fn();
    renderWithKernel(chromeKernel(), <FilePicker label="Файл онтологии" accept=".ttl" onFile={onFile} />);
    expect(screen.getByRole('button', { name: 'Выбрать файл…' })).toBeTruthy();
    expect(screen.getByText('Файл не выбран')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Файл онтологии');
    expect(input.hidden).toBe(true);
    const file = new File(['@prefix : <x#> .'], 'zoo.ttl', { type: 'text/turtle' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('zoo.ttl')).toBeTruthy();
  });

  it('opens the browser’s chooser from its button', () => {
    renderWithKernel(chromeKernel(), <FilePicker label="Файл" onFile={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Файл');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать файл…' }));
    expect(click).toHaveBeenCalledOnce();
  });

  it('with multiple, hands over every chosen file and names them all', () => {
    const onFiles = vi.fn();
    renderWithKernel(chromeKernel(), <FilePicker label="Файлы" multiple onFile={() => undefined} onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('Файлы');
    expect(input.multiple).toBe(true);
    const files = [new File(['a'], 'a.plugin.js'), new File(['b'], 'a-1.js')];
    fireEvent.change(input, { target: { files } });
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(screen.getByText('a.plugin.js, a-1.js')).toBeTruthy();
  });
});
