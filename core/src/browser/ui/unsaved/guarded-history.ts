import type { Disposable } from '../../../common/disposable.ts';
import type { UnsavedChanges } from '../../services/unsaved-changes.ts';

/** Where, in `history.state`, the guard numbers the app's history entries. */
const ENTRY_KEY = 'ontobenchEntry';

/** The number of a history entry, when the guard has given it one. */
export function entryIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[ENTRY_KEY];
  return typeof value === 'number' ? value : undefined;
}

/** A state with the entry's number added; a state that is not a plain object stays as it is (unnumbered). */
function numbered(state: unknown, index: number): unknown {
  if (state === undefined || state === null) return { [ENTRY_KEY]: index };
  if (typeof state === 'object' && !Array.isArray(state)) return { ...state, [ENTRY_KEY]: index };
  return state;
}

/** What the router shows while a Back/Forward waits for the user's answer. */
export interface HeldLocation {
  /** The path of the page the user was on, shown instead of the address bar's; undefined when nothing waits. */
  held: string | undefined;
}

/**
 * Back and Forward under the unsaved-changes guard (docs/sdk.md, "Unsaved changes"). A popstate cannot
 * be cancelled: the browser has moved when it fires. So, with unsaved changes, the router keeps showing
 * the page the user was on (`holder.held`), the entry is put back — `history.go(-delta)` when both entries
 * carry the guard's number, else a `pushState` of the page's address — and the guard asks its question.
 * "Stay": nothing else happens. "Leave": the changes are forgotten and the same move is made again.
 *
 * Every entry is numbered in `history.state` right after it is made (wouter's history patch announces
 * pushState and replaceState as events), so the direction and distance of a move are known. The popstate
 * listener is a capturing one: at the window it runs before the router's own, so the router never renders
 * the page the user may still decide not to leave.
 */
export function guardHistory(guard: UnsavedChanges, holder: HeldLocation, win: Window = window): Disposable {
  const { history, location } = win;
  const address = () => `${location.pathname}${location.search}${location.hash}`;
  let index: number | undefined;
  let shown = { path: location.pathname, address: address() };
  /** Set while the entry is being put back: the popstate that puts it back is the guard's own. */
  let restored: (() => void) | undefined;

  const number = (previous: number | undefined, pushed: boolean) => {
    index = entryIndex(history.state);
    if (index !== undefined) return;
    const state = numbered(history.state, pushed ? (previous ?? 0) + 1 : (previous ?? 0));
    // The replaceState announces itself again; by then the entry is numbered, so this ends here.
    if (entryIndex(state) !== undefined) history.replaceState(state, '');
    index = entryIndex(history.state);
  };
  const onMoved = (event: Event) => {
    number(index, event.type === 'pushState');
    shown = { path: location.pathname, address: address() };
  };

  const onPopState = (event: PopStateEvent) => {
    if (restored) {
      event.stopImmediatePropagation();
      const done = restored;
      restored = undefined;
      done();
      return;
    }
    const target = entryIndex(event.state);
    // A move within the page (its #hash) leaves nothing behind.
    if (!guard.dirty || location.pathname === shown.path) {
      index = target;
      shown = { path: location.pathname, address: address() };
      holder.held = undefined;
      return;
    }
    // The router must not render the page the user may still decide not to go to.
    event.stopImmediatePropagation();
    holder.held = shown.path;
    const from = index;
    const delta = target !== undefined && from !== undefined && target !== from ? target - from : undefined;
    let back: Promise<void>;
    if (delta !== undefined) {
      back = new Promise((resolve) => (restored = resolve));
      history.go(-delta);
    } else {
      history.pushState(from === undefined ? null : numbered(null, from), '', shown.address);
      back = Promise.resolve();
    }
    void Promise.all([guard.confirmLeave(), back]).then(([leave]) => {
      if (!leave) {
        holder.held = undefined;
        return;
      }
      // The changes are forgotten now, so the move made again passes the guard.
      if (delta !== undefined) history.go(delta);
      else history.back();
    });
  };

  number(undefined, false);
  win.addEventListener('popstate', onPopState, { capture: true });
  win.addEventListener('pushState', onMoved);
  win.addEventListener('replaceState', onMoved);
  return {
    dispose: () => {
      win.removeEventListener('popstate', onPopState, { capture: true });
      win.removeEventListener('pushState', onMoved);
      win.removeEventListener('replaceState', onMoved);
    },
  };
}
