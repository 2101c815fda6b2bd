import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingNotifications } from '../status/test-fakes.ts';
import { NEW_VERSION_KEY, classifyUnhandled, installUnhandledErrorHandlers } from './unhandled-errors.ts';

function setup(inMaintenance = false) {
  const notifications = new RecordingNotifications();
  const log = vi.fn();
  const installed = installUnhandledErrorHandlers(window, {
    notifications,
    errorLog: { log },
    inMaintenance: () => inMaintenance,
    t: (key) => `t:${key}`,
  });
  return { notifications, log, installed };
}

function raise(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

describe('unhandled errors (spec shell.md §8)', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('classifies the angle-bracket script, the resize-observer notice and chunk load errors', () => {
    expect(classifyUnhandled(new SyntaxError("Unexpected token '<'"), "Unexpected token '<'")).toBe('new-version');
    expect(classifyUnhandled(null, "expected expression, got '<'")).toBe('new-version');
    expect(classifyUnhandled(null, 'ResizeObserver loop completed with undelivered notifications.')).toBe('ignored');
    expect(classifyUnhandled(null, 'ResizeObserver loop limit exceeded')).toBe('ignored');
    expect(classifyUnhandled(Object.assign(new Error('late'), { name: 'ChunkLoadError' }), 'late')).toBe('chunk-load');
    expect(classifyUnhandled(new TypeError('x is undefined'), 'x is undefined')).toBe('unexpected');
  });

  it('a script beginning with < gives a persistent new-version notice with a refresh button', () => {
    const { notifications, log, installed } = setup();
    dispose = () => installed.dispose();
    raise(new SyntaxError("Unexpected token '<'"));
    expect(notifications.persistent.get(NEW_VERSION_KEY)).toEqual({
      text: 't:notice.newVersion',
      color: 'info',
      timeout: null,
      showRefreshButton: true,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores the resize-observer notification', () => {
    const { notifications, log, installed } = setup();
    dispose = () => installed.dispose();
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    expect(notifications.shown).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('other errors and rejections: the unexpected-error message with refresh, logged with the stack', () => {
    const { notifications, log, installed } = setup();
    dispose = () => installed.dispose();
    const error = new TypeError('x is undefined');
    raise(error);
    expect(notifications.shown).toEqual([{ text: 't:notice.unexpected', color: 'error', showRefreshButton: true }]);
    expect(log).toHaveBeenCalledWith('x is undefined', error.stack);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    expect(log).toHaveBeenLastCalledWith('rejected', expect.any(String));
    expect(notifications.shown).toHaveLength(2);
  });

  it('a chunk load error says so', () => {
    const { notifications, installed } = setup();
    dispose = () => installed.dispose();
    raise(Object.assign(new Error('Loading page took longer than 120000 ms'), { name: 'ChunkLoadError' }));
    expect(notifications.shown[0]!.text).toBe('t:notice.chunkLoad');
  });

  it('is suppressed during maintenance mode (still logged)', () => {
    const { notifications, log, installed } = setup(true);
    dispose = () => installed.dispose();
    raise(new Error('during maintenance'));
    expect(notifications.shown).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('stops listening when disposed', () => {
    const { notifications, installed } = setup();
    installed.dispose();
    raise(new Error('after'));
    expect(notifications.shown).toEqual([]);
  });
});
