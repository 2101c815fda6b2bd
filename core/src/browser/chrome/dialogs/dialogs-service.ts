import { injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableShallow } from 'mobx';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import type {
  ConfirmOptions,
  DialogComponent,
  Dialogs,
  OpenDialogOptions,
  OpenedDialog,
} from '../../services/shell-contracts.ts';

export interface PendingConfirm {
  /** Tells one dialog from the next, so each opens fresh. */
  readonly id: number;
  readonly options: ConfirmOptions & { width: number };
  readonly answer: (confirmed: boolean) => void;
}

/** A dialog opened with `open`, as the host renders it. */
export interface HostedDialog {
  readonly id: number;
  readonly component: DialogComponent<object, unknown>;
  readonly props: object;
  readonly extensionId: string | undefined;
  readonly close: (result?: unknown) => void;
}

/**
 * The confirm dialog and the loading overlay (shell §5, §9). The state lives here; `DialogsHost`
 * renders it. Confirms asked while one is open wait their turn.
 */
@injectable()
export class DialogsService implements Dialogs {
  queue: PendingConfirm[] = [];
  /** Dialogs opened with `open`, all shown at once (a dialog may open another over itself). */
  hosted: HostedDialog[] = [];
  private nextId = 1;
  loadingCount = 0;

  constructor() {
    makeObservable<DialogsService, 'finishLoading'>(this, {
      queue: observableShallow,
      hosted: observableShallow,
      open: action,
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

  open<P extends object, R = void>(
    component: DialogComponent<P, R>,
    props: P,
    options: OpenDialogOptions = {},
  ): OpenedDialog<R> {
    let resolve!: (value: R | undefined) => void;
    const result = new Promise<R | undefined>((r) => (resolve = r));
    const entry: HostedDialog = {
      id: this.nextId++,
      component: component as DialogComponent<object, unknown>,
      props,
      extensionId: options.extensionId,
      close: action((value?: unknown) => {
        const at = this.hosted.indexOf(entry);
        if (at < 0) return;
        this.hosted.splice(at, 1);
        resolve(value as R | undefined);
      }),
    };
    this.hosted.push(entry);
    return { close: entry.close, result };
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
