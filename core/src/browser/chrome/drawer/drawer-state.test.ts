import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { memoryStorage } from '../../services/storage.ts';
import { DrawerState, clampDrawerWidth, maxDrawerWidth } from './drawer-state.ts';

describe('side drawer (shell §5, §9: default 256 raised to the minimum 300, 30 ms debounce, remembered)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1600;
  });
  afterEach(() => vi.useRealTimers());

  it('starts open at the default width raised to the minimum, never below it (issue 14 item 8)', () => {
    const drawer = new DrawerState(memoryStorage());
    expect(drawer.open).toBe(true);
    expect(SHELL_CONSTANTS.drawerDefaultWidth).toBe(256);
    expect(drawer.width).toBe(SHELL_CONSTANTS.drawerMinWidth);
  });

  it('starts closed in a window narrower than 1024 px, until the user opens it; that choice is kept', () => {
    window.innerWidth = SHELL_CONSTANTS.drawerOpenFromWidth - 1;
    const storage = memoryStorage();
    const drawer = new DrawerState(storage);
    expect(drawer.open).toBe(false);
    drawer.toggle();
    expect(new DrawerState(storage).open).toBe(true);
    window.innerWidth = SHELL_CONSTANTS.drawerOpenFromWidth;
    expect(new DrawerState(memoryStorage()).open).toBe(true);
  });

  it('a width the user sets is at least 300 and at most the window share', () => {
    expect(clampDrawerWidth(120, 1600)).toBe(300);
    expect(clampDrawerWidth(5000, 1600)).toBe(maxDrawerWidth(1600));
    expect(maxDrawerWidth(200)).toBe(300);
    const drawer = new DrawerState(memoryStorage());
    drawer.setWidth(100);
    expect(drawer.width).toBe(SHELL_CONSTANTS.drawerMinWidth);
  });

  it('while dragging, the width follows after 30 ms of quiet, and only the last one counts', () => {
    const drawer = new DrawerState(memoryStorage());
    drawer.requestWidth(350);
    drawer.requestWidth(400);
    vi.advanceTimersByTime(SHELL_CONSTANTS.drawerResizeDebounceMs - 1);
    expect(drawer.width).toBe(300);
    vi.advanceTimersByTime(1);
    expect(drawer.width).toBe(400);
  });

  it('open state and width are remembered; a remembered width below 300 is raised', () => {
    const storage = memoryStorage();
    const drawer = new DrawerState(storage);
    drawer.setWidth(420);
    drawer.toggle();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.sidebarState)!)).toEqual({ open: false, width: 420 });
    const again = new DrawerState(storage);
    expect([again.open, again.width]).toEqual([false, 420]);
    storage.setItem(STORAGE_KEYS.sidebarState, JSON.stringify({ open: true, width: 10 }));
    expect(new DrawerState(storage).width).toBe(300);
    storage.setItem(STORAGE_KEYS.sidebarState, 'garbage');
    expect(new DrawerState(storage).width).toBe(300);
  });
});
