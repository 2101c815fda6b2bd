import { inject, injectable } from 'inversify';
import type { Container } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { openPath, type QuickLaunchRow } from './quick-launch-row.ts';

/** The recent link's name: with the detail, so two same-named objects stay apart there too. */
export const recentName = (row: QuickLaunchRow): string => (row.detail ? `${row.name} — ${row.detail}` : row.name);

export type QuickLaunchStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * The quick launch (Ctrl+O; with Shift the object opens in a new tab): its open state, the search
 * as the user types (debounced), and what opening a row does.
 */
@injectable()
export class QuickLaunchService {
  isOpen = false;
  newTab = false;
  text = '';
  status: QuickLaunchStatus = 'idle';
  rows: readonly QuickLaunchRow[] = [];
  error: string | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: AbortController | undefined;

  constructor(@inject(CORE_TOKENS.Container) private readonly container: Container) {
    makeObservable(this, {
      isOpen: observable,
      newTab: observable,
      text: observable,
      status: observable,
      rows: observableRef,
      error: observable,
      open: action,
      close: action,
      setText: action,
    });
  }

  open(newTab: boolean): void {
    this.isOpen = true;
    this.newTab = newTab;
  }

  close(): void {
    this.isOpen = false;
    this.cancel();
    this.text = '';
    this.rows = [];
    this.status = 'idle';
    this.error = undefined;
  }

  /** Typing: the search runs once the user pauses (default debounce, shell §9). */
  setText(text: string): void {
    this.text = text;
    this.cancel();
    if (text.trim() === '') {
      this.rows = [];
      this.status = 'idle';
      this.error = undefined;
      return;
    }
    this.status = 'loading';
    this.timer = setTimeout(() => void this.search(text.trim()), SHELL_CONSTANTS.defaultDebounceMs);
  }

  /** The path that opens a row, or undefined when the row cannot be acted on (no class, or no kind). */
  target(row: QuickLaunchRow): string | undefined {
    if (!row.id || !row.inheritsId || !row.kind) return undefined;
    return openPath(row.kind, row);
  }

  /** Remembers the object among the recent links; returns where to go. */
  launch(row: QuickLaunchRow): string | undefined {
    const path = this.target(row);
    if (!path || !row.kind) return undefined;
    this.container
      .get(CORE_TOKENS.RecentLinks)
      .add({ link: path, objectName: recentName(row), businessEntity: row.kind.id, icon: row.kind.icon });
    return path;
  }

  private async search(text: string): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    try {
      const kinds = this.container.get(CORE_TOKENS.ContributionPoints).quickLaunchKinds.all;
      const data = this.container.get(CORE_TOKENS.Data);
      // The search loads when first used: the first page after sign-in has no room for it.
      const { searchObjects } = await import('./quick-launch-search.ts');
      const rows = await searchObjects(data, kinds, text, this.isAdmin(), controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.rows = rows;
        this.status = 'done';
        this.error = undefined;
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.rows = [];
        this.status = 'error';
        this.error = error instanceof Error ? error.message : String(error);
      });
    }
  }

  private isAdmin(): boolean {
    return this.container.isBound(CORE_TOKENS.Session) && this.container.get(CORE_TOKENS.Session).isAdmin;
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.running?.abort();
    this.running = undefined;
  }
}
