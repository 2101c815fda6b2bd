import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { KeyValueStorage } from '../../services/storage.ts';

const { drawerDefaultWidth, drawerMinWidth, drawerMaxWidthShare, drawerOpenFromWidth, drawerResizeDebounceMs } =
  SHELL_CONSTANTS;

interface SavedDrawer {
  /** Present once the user has opened or closed the drawer. */
  open?: boolean;
  /** Present once the user has resized the drawer. */
  width?: number;
}

/** The widest the drawer may be in a window this wide; never below the minimum. */
export function maxDrawerWidth(windowWidth: number): number {
  return Math.max(drawerMinWidth, Math.floor(windowWidth * drawerMaxWidthShare));
}

/** A width the user chose, kept within [300, max] (shell §5: the drawer width is at least 300). */
export function clampDrawerWidth(width: number, windowWidth: number): number {
  return Math.min(maxDrawerWidth(windowWidth), Math.max(drawerMinWidth, Math.round(width)));
}

function readSaved(text: string | null): SavedDrawer {
  try {
    const value = text ? (JSON.parse(text) as Partial<SavedDrawer>) : {};
    return {
      open: typeof value.open === 'boolean' ? value.open : undefined,
      width: typeof value.width === 'number' && Number.isFinite(value.width) ? value.width : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The main layout's side drawer: open or closed, and its width, remembered under
 * STORAGE_KEYS.sidebarState. Until the user resizes it the drawer has the default width (256) raised
 * to the minimum (300): shell §5's rule holds for the untouched drawer too (docs/shell-chrome.md). Until the user opens or closes it, it starts
 * open in a window of 1024 px or more and closed in a narrower one, where it would leave the page too
 * little room. See docs/architecture.md, "The drawer".
 */
@injectable()
export class DrawerState {
  open: boolean;
  width: number;
  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(@inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage) {
    const saved = readSaved(storage.getItem(STORAGE_KEYS.sidebarState));
    this.open = saved.open ?? windowWidth() >= drawerOpenFromWidth;
    this.width = clampDrawerWidth(saved.width ?? drawerDefaultWidth, windowWidth());
    makeObservable(this, { open: observable, width: observable, toggle: action, setWidth: action });
  }

  toggle(): void {
    this.open = !this.open;
    this.save();
  }

  /** Sets the width at once (keyboard, end of a drag), clamped, and remembers it. */
  setWidth(width: number): void {
    this.cancelPending();
    this.width = clampDrawerWidth(width, windowWidth());
    this.save(true);
  }

  /** While dragging: the width follows the pointer, debounced by 30 ms (shell §9). */
  requestWidth(width: number): void {
    this.cancelPending();
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.setWidth(width);
    }, drawerResizeDebounceMs);
  }

  dispose(): void {
    this.cancelPending();
  }

  private cancelPending(): void {
    if (this.pending !== undefined) clearTimeout(this.pending);
    this.pending = undefined;
  }

  private save(resized = false): void {
    const saved = readSaved(this.storage.getItem(STORAGE_KEYS.sidebarState));
    const next: SavedDrawer = { open: this.open, width: resized ? this.width : saved.width };
    this.storage.setItem(STORAGE_KEYS.sidebarState, JSON.stringify(next));
  }
}

function windowWidth(): number {
  return typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
}
