import type { Disposable } from '../../common/disposable.ts';
import type { CommittedHandler, CommitHub } from '../data/commit-hub.ts';

export type { CommittedChanges, CommittedHandler, InstanceChange } from '../data/commit-hub.ts';

/**
 * Events after commit, as an extension sees them: `onCommitted(handler)` hears every committed set_data
 * and unit of work of this server process with the instances it changed (class id, instance id, kind),
 * never a rolled-back one. The extension's handlers are removed when it stops.
 */
export interface CommittedEvents {
  onCommitted(handler: CommittedHandler): Disposable;
}

/** The hub scoped to one extension: what it subscribed is disposed with it. */
export function scopedEvents(hub: CommitHub, owned: Disposable[]): CommittedEvents {
  return {
    onCommitted(handler) {
      const subscription = hub.onCommitted(handler);
      owned.push(subscription);
      return subscription;
    },
  };
}
