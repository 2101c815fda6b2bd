import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, renderWithKernel } from '../test-support.tsx';
import { MainLayout } from '../../ui/layouts/MainLayout.tsx';

describe('drawer resize border (shell §9: 3 px, keyboard usable)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1600;
  });
  afterEach(() => vi.useRealTimers());

  it('is a 3 px separator; arrows move it, never below 300; the drawer follows', () => {
    const kernel = chromeKernel();
    renderWithKernel(kernel, <MainLayout>page</MainLayout>);
    const handle = screen.getByRole('separator');
    const drawer = screen.getByTestId('drawer');
    expect(drawer.style.width).toBe(`${SHELL_CONSTANTS.drawerMinWidth}px`);
    act(() => void fireEvent.keyDown(handle, { key: 'ArrowRight' }));
    expect(handle.getAttribute('aria-valuenow')).toBe(String(300 + SHELL_CONSTANTS.drawerKeyboardStepPx));
    act(() => void fireEvent.keyDown(handle, { key: 'Home' }));
    expect(drawer.style.width).toBe('300px');
    act(() => void fireEvent.keyDown(handle, { key: 'ArrowLeft' }));
    expect(drawer.style.width).toBe('300px');
  });

  it('dragging follows the pointer 30 ms after it stops, and ends where it was let go', () => {
    const kernel = chromeKernel();
    renderWithKernel(kernel, <MainLayout>page</MainLayout>);
    const handle = screen.getByRole('separator');
    fireEvent.pointerDown(handle, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    act(() => void vi.advanceTimersByTime(SHELL_CONSTANTS.drawerResizeDebounceMs - 1));
    expect(kernel.container.get(CHROME_TOKENS.Drawer).width).toBe(300);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('drawer').style.width).toBe('400px');
    fireEvent.pointerUp(handle, { clientX: 450, pointerId: 1 });
    expect(screen.getByTestId('drawer').style.width).toBe('450px');
  });

  it('the menu button closes and reopens the drawer', () => {
    renderWithKernel(chromeKernel(), <MainLayout>page</MainLayout>);
    act(() => screen.getByRole('button', { name: 'Закрыть меню' }).click());
    expect(screen.queryByTestId('drawer')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Открыть меню' }).click());
    expect(screen.getByTestId('drawer')).toBeTruthy();
  });
});
