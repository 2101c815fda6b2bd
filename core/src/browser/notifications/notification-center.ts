import { inject, injectable } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { NotificationColor, NotificationMessage, Notifications } from '../services/shell-contracts.ts';
import { STATUS_TOKENS } from '../status/status-tokens.ts';
import type { ErrorSink } from './error-log.ts';
import { formatErrorText } from '../data/data-api-error.ts';

/** A message on screen. `key` is set for persistent notices. */
export interface ShownNotification {
  readonly id: number;
  readonly key: string | undefined;
  readonly text: string;
  readonly color: NotificationColor;
  /** Milliseconds, or null: stays until dismissed or cleared. */
  readonly timeout: number | null;
  readonly showRefreshButton: boolean;
  readonly action: NotificationMessage['action'];
}

/**
 * The message bar's state (spec shell.md §3, §8): messages with a colour (default error) that leave
 * after their timeout (default 4000 ms), and persistent notices under a key.
 * A persistent notice the user closed stays closed until its owner clears it, so a notice that is set
 * on every reply (the licence one) does not come straight back.
 */
@injectable()
export class NotificationCenter implements Notifications {
  readonly items = observable.array<ShownNotification>([], { deep: false });
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly closedKeys = new Set<string>();
  private nextId = 1;

  constructor(
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(STATUS_TOKENS.ErrorLog) private readonly errorLog: ErrorSink,
  ) {
    makeObservable<NotificationCenter, 'add' | 'remove'>(this, {
      add: action,
      remove: action,
      clearPersistent: action,
      dismiss: action,
    });
  }

  show(message: NotificationMessage): Disposable {
    // The same text already on screen is not stacked again; its time starts over.
    const same = this.items.find((item) => item.key === undefined && item.text === message.text);
    const item = same ?? this.add(message, undefined, SHELL_CONSTANTS.notificationTimeoutMs);
    if (same) this.startTimer(same);
    return { dispose: () => this.dismiss(item.id) };
  }

  setPersistent(key: string, message: NotificationMessage): void {
    if (this.closedKeys.has(key)) return;
    const current = this.items.find((item) => item.key === key);
    if (current && current.text === message.text && current.color === (message.color ?? current.color)) return;
    if (current) this.remove(current.id);
    this.add(message, key, null);
  }

  clearPersistent(key: string): void {
    this.closedKeys.delete(key);
    const current = this.items.find((item) => item.key === key);
    if (current) this.remove(current.id);
  }

  reportError(error: unknown, options: { heading?: string; noLog?: boolean } = {}): void {
    const heading = options.heading ?? this.i18n.t('notice.errorHeading', { ns: 'shell' });
    const text = formatErrorText(error, heading);
    this.show({ text, color: 'error' });
    if (!options.noLog && !flaggedNoLog(error)) this.errorLog.log(text, stackOf(error));
  }

  /** The user closed a message (the close button). */
  dismiss(id: number): void {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) return;
    if (item.key !== undefined) this.closedKeys.add(item.key);
    this.remove(id);
  }

  private add(message: NotificationMessage, key: string | undefined, defaultTimeout: number | null) {
    const item: ShownNotification = {
      id: this.nextId++,
      key,
      text: message.text,
      color: message.color ?? SHELL_CONSTANTS.notificationDefaultColor,
      timeout: message.timeout === undefined ? defaultTimeout : message.timeout,
      showRefreshButton: message.showRefreshButton ?? false,
      action: message.action,
    };
    this.items.push(item);
    this.startTimer(item);
    return item;
  }

  private startTimer(item: ShownNotification): void {
    clearTimeout(this.timers.get(item.id));
    if (item.timeout === null) return;
    this.timers.set(
      item.id,
      setTimeout(() => this.remove(item.id), item.timeout),
    );
  }

  private remove(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const index = this.items.findIndex((item) => item.id === id);
    if (index >= 0) this.items.splice(index, 1);
  }
}

/** An error object may carry its own `noLog` flag (spec shell.md §8). */
function flaggedNoLog(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { noLog?: unknown }).noLog === true;
}

function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}
