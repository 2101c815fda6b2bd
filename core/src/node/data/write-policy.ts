import { registrationMessage, validateFullName } from '../../common/validation/registration.ts';
import type { Scalar } from '../../common/data-api.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { ClassPolicy } from '../../common/ontology/schema-types.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';
import type { DeclaredApps } from '../auth/declared-apps.ts';
import type { Viewer } from './access.ts';

/**
 * The schema's write policies (schema-types.ts, docs/security.md "Write policies"), as set_data applies
 * them to every operation. Each check answers the reason of a refusal, or null when the write may go on;
 * the ordinary access rules (author, assignment, administrator) are checked beside them, not replaced.
 */

const CLASS_OP_REASON: Record<keyof ClassPolicy, string> = {
  create: 'only an administrator creates instances of this class',
  change: 'only an administrator changes instances of this class',
  delete: 'only an administrator deletes instances of this class',
};

/** Creating, changing or deleting an instance of a class whose policy (or an ancestor's) reserves it. */
export function classOpRefusal(
  model: OntologyModel,
  viewer: Viewer,
  classId: string,
  op: keyof ClassPolicy,
): string | null {
  if (viewer.isAdmin) return null;
  return model.classPolicy(classId)[op] === 'admin' ? CLASS_OP_REASON[op] : null;
}

/** Changing a value of `prop` on instance `inst` (of class `classId`). */
export function propertyWriteRefusal(
  model: OntologyModel,
  viewer: Viewer,
  inst: string,
  classId: string,
  prop: PropertyInfo,
): string | null {
  switch (prop.write) {
    case 'owner':
      // A user record is nobody's to annotate but an administrator's: its own properties say who may
      // write them ('self', 'admin', 'system'); one that applies to any class (a description, a label)
      // is not for the user to add to their account (the security fuzz found a user writing one).
      return viewer.isAdmin || !model.isA(classId, CLASS.User)
        ? null
        : `only an administrator changes ${prop.name} of a user`;
    case 'admin':
      return viewer.isAdmin ? null : `only an administrator changes ${prop.name}`;
    case 'self':
      return viewer.isAdmin || (inst === viewer.id && model.isA(classId, CLASS.User))
        ? null
        : `only the user themself changes ${prop.name}`;
    case 'system':
      return `${prop.name} is set by the system`;
  }
}

/**
 * Renaming a user record: the user themself (or an administrator), and the name must follow the
 * registration rule for a full name (spec domain.md §5), as it had to at sign-up.
 */
export function userRenameRefusal(
  model: OntologyModel,
  viewer: Viewer,
  inst: string,
  classId: string,
  name: string,
): string | null {
  if (viewer.isAdmin || !model.isA(classId, CLASS.User)) return null;
  if (inst !== viewer.id) return 'only the user themself changes their name';
  const issue = validateFullName(name);
  return issue ? `name: ${registrationMessage(issue, 'en')}` : null;
}

/**
 * A user's app (PROP.app, written by administrators) must be an app some area declares: the browser
 * would otherwise confine the user to routes nobody contributes, or to none (docs/extensions.md "Apps on
 * the server").
 */
export function userAppRefusal(prop: PropertyInfo, values: readonly Scalar[], apps: DeclaredApps): string | null {
  if (prop.id !== PROP.app) return null;
  for (const value of values) {
    const refused = apps.writeRefusal(value);
    if (refused) return `${prop.name}: ${refused}`;
  }
  return null;
}
