import type { Disposable } from '../../common/disposable.ts';
import type { Notifications } from '../services/shell-contracts.ts';
import type { ErrorSink } from './error-log.ts';

export type UnhandledKind = 'ignored' | 'new-version' | 'chunk-load' | 'unexpected';

/** Chromium: "Unexpected token '<'"; Firefox: "expected expression, got '<'"; Safari: "Unexpected token '<'". */
const ANGLE_BRACKET = /unexpected token\s*['"]?<|expected expression, got ['"]?</i;
/** "ResizeObserver loop limit exceeded" / "ResizeObserver loop completed with undelivered notifications". */
const RESIZE_OBSERVER = /ResizeObserver loop/i;

/**
 * Spec shell.md §8 for an unhandled error: a script that begins with '<' (the server answered a chunk
 * with a page: a new version was deployed) means a new version; the resize-observer notification is
 * ignored; a chunk load time-out is a chunk load error; anything else is unexpected.
 */
export function classifyUnhandled(error: unknown, message: string): UnhandledKind {
  if (RESIZE_OBSERVER.test(message)) return 'ignored';
  if (ANGLE_BRACKET.test(message)) return 'new-version';
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'chunk-load';
  return 'unexpected';
}

export interface UnhandledErrorDeps {
  notifications: Notifications;
  errorLog: ErrorSink;
  /** During maintenance nothing is shown: the maintenance page or notice says it all. */
  inMaintenance: () => boolean;
  t: (key: string) => string;
}

/** The persistent key of the new-version notice: shown once, however many chunks fail. */
export const NEW_VERSION_KEY = 'status.new-version';

/**
 * Listens to the window's `error` and `unhandledrejection` events. Unexpected errors and chunk load
 * errors are shown (unless in maintenance) and logged to the server with their stack.
 */
export function installUnhandledErrorHandlers(target: Window, deps: UnhandledErrorDeps): Disposable {
  const handle = (error: unknown, message: string) => {
    const kind = classifyUnhandled(error, message);
    if (kind === 'ignored') return;
    if (kind === 'new-version') {
      deps.notifications.setPersistent(NEW_VERSION_KEY, {
        text: deps.t('notice.newVersion'),
        color: 'info',
        timeout: null,
        showRefreshButton: true,
      });
      return;
    }
    deps.errorLog.log(message || 'Unhandled error', error instanceof Error ? error.stack : undefined);
    if (deps.inMaintenance()) return;
    deps.notifications.show({
      text: deps.t(kind === 'chunk-load' ? 'notice.chunkLoad' : 'notice.unexpected'),
      color: 'error',
      showRefreshButton: true,
    });
  };
  const onError = (event: ErrorEvent) => handle(event.error, event.message || messageOf(event.error));
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, messageOf(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    dispose: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
