import { ROLES, type Role } from './security-actors.ts';

/**
 * The answers and probes of the endpoint matrix (security-endpoint-table.ts and its area files).
 *
 * An answer is a status code, or 'ok' for any 2xx. Actors run in the order of ROLES, the administrator
 * last, so an administrator's write (a deletion, say) does not change what the others see.
 */
export type Answer = number | 'ok';
export type Expected = Readonly<Record<Role, Answer>>;

/** Ids made before the matrix runs (see security-matrix.test.ts). */
export interface Fixtures {
  /** Bob's private class: nobody but Bob and the administrators may see it. */
  bobClass: string;
  /** The ordinary user's (Alice's) private ontology, and her public one. */
  aliceOntology: string;
  publicOntology: string;
  /** Its state document, for the diff. */
  aliceState: unknown;
  /** A file the administrator uploaded. */
  adminFile: string;
  /** A finished deferred get_data of the administrator. */
  adminRequest: string;
  /** A user none of the actors is, whose password and sessions the probes touch. */
  victim: { id: string; email: string };
  /** An uploaded plugin (enabled). */
  plugin: { id: string; version: string };
  /** The data-source session of each signed-in actor. */
  session: (role: Role) => string | undefined;
}

export interface Probe {
  /** Shown in the test name when a route has several probes. */
  label?: string;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures, role: Role) => unknown;
  headers?: Record<string, string>;
  /** Sign in afresh for the call (it ends the session it uses). */
  fresh?: boolean;
  /** The route also serves non-administrators (on their own account), so it may read the body first. */
  notAdminOnly?: boolean;
  expect: Expected;
}

export const all = (answer: Answer): Expected => Object.fromEntries(ROLES.map((r) => [r, answer])) as Expected;
/** Any signed-in user; 401 without a token. */
export const signedIn = (answer: Answer): Expected => ({ ...all(answer), anonymous: 401 });
/** Administrators only: 401 without a token, 403 for everyone else, before the body is even looked at. */
export const adminOnly = (answer: Answer): Expected => ({ ...all(403), anonymous: 401, admin: answer });
/** The object is the administrator's: others get "not found" (no hint that it exists). */
export const adminsThing = (answer: Answer): Expected => ({ ...all(404), anonymous: 401, admin: answer });

export const isAdminOnly = (e: Expected): boolean =>
  e.anonymous === 401 && e.student === 403 && e.teacher === 403 && e.user === 403;

export const at = (path: string) => () => path;
export const unknownId = '00000000-0000-4000-8000-0000000fffff';
