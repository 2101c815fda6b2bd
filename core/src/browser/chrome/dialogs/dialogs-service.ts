import { injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableShallow } from 'mobx';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import type { ConfirmOptions, Dialogs } from '../../services/shell-contracts.ts';

export interface PendingConfirm {
  /** Tells one dialog from the next, so each opens fresh. */
  readonly id: number;
  readonly options: ConfirmOptions & { width: number };
  readonly answer: (confirmed: boolean) => void;
}

/**
 * The confirm dialog and the loading overlay (shell §5, §9). The state lives here; `DialogsHost`
 * renders it. Confirms asked while one is open wait their turn.
 */
@injectable()
export class DialogsService implements Dialogs {
  queue: PendingConfirm[] = [];
  private nextId = 1;
  loadingCount = 0;

  constructor() {
    makeObservable<DialogsService, 'finishLoading'>(this, {
      queue: observableShallow,
      loadingCount: observable,
      current: computed,
      loading: computed,
      confirm: action,
      withLoading: action,
      finishLoading: action,
    });
  }

  get current(): PendingConfirm | undefined {
    return this.queue[0];
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  confirm(options: ConfirmOptions): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const entry: PendingConfirm = {
        id: this.nextId++,
        options: { ...options, width: options.width ?? SHELL_CONSTANTS.confirmDialogWidth },
        answer: action((confirmed: boolean) => {
          const at = this.queue.indexOf(entry);
          if (at < 0) return;
          this.queue.splice(at, 1);
          resolve(confirmed);
        }),
      };
      this.queue.push(entry);
    });
  }

  /** The overlay stays while any work passed here is running. */
  withLoading<T>(work: Promise<T>): Promise<T> {
    this.loadingCount += 1;
    return work.finally(() => this.finishLoading());
  }

  private finishLoading(): void {
    this.loadingCount -= 1;
  }
}
