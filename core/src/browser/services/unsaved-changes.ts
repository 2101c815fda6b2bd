import { inject, injectable } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { action, computed, makeObservable, observable } from 'mobx';
import { Disposable } from '../../common/disposable.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Dialogs } from './shell-contracts.ts';

/** One editor's say in the guard: dirty or not; disposing it withdraws it (the editor closed). */
export interface UnsavedChangesHandle extends Disposable {
  setDirty(dirty: boolean): void;
}

/**
 * The unsaved-changes guard. Editors say when they hold changes not yet saved; leaving the page inside
 * the app then asks first (a translated confirm), and closing or reloading the tab asks the browser's
 * own question (`beforeunload`).
 */
export interface UnsavedChanges {
  /** Whether any editor holds unsaved changes. Observable. */
  readonly dirty: boolean;
  /** An editor's handle; most editors use the `useUnsavedChanges(dirty)` hook instead. */
  track(): UnsavedChangesHandle;
  /** True when nothing is dirty or the user agrees to drop the changes (they are then forgotten). */
  confirmLeave(): Promise<boolean>;
}

@injectable()
export class UnsavedChangesService implements UnsavedChanges {
  private readonly dirtyEditors = observable.set<symbol>();
  /** One question at a time: a second navigation while it is open gets the same answer. */
  private asking: Promise<boolean> | null = null;

  constructor(
    @inject(CORE_TOKENS.Dialogs) private readonly dialogs: Dialogs,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
  ) {
    makeObservable<UnsavedChangesService, 'mark' | 'forgetAll'>(this, {
      dirty: computed,
      mark: action,
      forgetAll: action,
    });
  }

  get dirty(): boolean {
    return this.dirtyEditors.size > 0;
  }

  track(): UnsavedChangesHandle {
    const key = Symbol('editor');
    const release = Disposable.create(() => this.mark(key, false));
    return {
      setDirty: (dirty) => this.mark(key, dirty),
      dispose: () => release.dispose(),
    };
  }

  confirmLeave(): Promise<boolean> {
    if (!this.dirty) return Promise.resolve(true);
    this.asking ??= this.ask().finally(() => (this.asking = null));
    return this.asking;
  }

  private async ask(): Promise<boolean> {
    const t = this.i18n.getFixedT(null, 'shell');
    const leave = await this.dialogs.confirm({
      title: t('unsaved.title'),
      message: t('unsaved.message'),
      confirmLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
    });
    if (leave) this.forgetAll();
    return leave;
  }

  private mark(key: symbol, dirty: boolean): void {
    if (dirty) this.dirtyEditors.add(key);
    else this.dirtyEditors.delete(key);
  }

  private forgetAll(): void {
    this.dirtyEditors.clear();
  }
}
