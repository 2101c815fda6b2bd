import type { KeyValueStorage } from '@ontobench/sdk';
import type { AccessRights, ContainerRules } from '../../../common/containers.ts';
import type { DiffRefusal } from '../../../common/diff.ts';
import type { DiffAutosaveOptions } from './diff-autosave.ts';

/** Why the editor refused a change: a rule of §4/§5 (common/moves.ts, diff.ts), or another editor's lock. */
export type Refusal = { reason: DiffRefusal['reason'] } | { reason: 'locked'; name: string };

/** What the model talks to: the save and lock calls, local storage, this tab's id, the container rules. */
export interface EditorDeps {
  send: DiffAutosaveOptions['send'];
  sendLocks(elementIds: string[]): Promise<void>;
  tabSessionId: string;
  storage?: KeyValueStorage;
  rules?: ContainerRules;
  delayMs?: number;
  lockRenewMs?: number;
}

/** Another editor's saved diff was accepted by the server: it is applied whatever this user's rights. */
export const SERVER_RIGHTS: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: true };

/** The methods that change the model's observables (MobX strict mode). */
export const MODEL_ACTIONS = [
  'select',
  'setCollapsed',
  'setLocks',
  'dismiss',
  'applyEvent',
  'setStatus',
  'saved',
  'commit',
  'run',
  'insert',
  'remove',
  'setDisabled',
  'moveUp',
  'moveDown',
  'levelUp',
  'moveNextTo',
  'updateFields',
  'copy',
  'cut',
  'paste',
  'undo',
  'redo',
  'apply',
  'commitAll',
  'replay',
  'forget',
  'refuse',
] as const;
