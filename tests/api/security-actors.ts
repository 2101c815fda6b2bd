import { ensureUser, type ServerExtension } from '@ontobench/core/node';
import {
  ADMIN,
  ALICE,
  BOB,
  PASSWORD,
  startTestServer,
  type Client,
  type TestServer,
  type TestServerOptions,
} from './harness.ts';

/**
 * The five actors of the authorisation matrix (issue 11, "standing guards"): nobody signed in, the two
 * education-app users (created like the demo creates them: host/server/src/demo/accounts.ts, app=edu),
 * an ordinary user and an administrator. Bob is the "other user" whose things nobody else may touch.
 */
export const ROLES = ['anonymous', 'student', 'teacher', 'user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;
export const SIGNED_IN_ROLES: readonly SignedInRole[] = ['student', 'teacher', 'user', 'admin'];

export const STUDENT = 'student@contract.test';
export const TEACHER = 'teacher@contract.test';
export const EMAIL_OF: Readonly<Record<SignedInRole, string>> = {
  student: STUDENT,
  teacher: TEACHER,
  user: ALICE,
  admin: ADMIN,
};

export interface Actors {
  t: TestServer;
  clients: Record<SignedInRole, Client>;
  /** Bob: an ordinary user none of the actors is (the owner of things they must not touch). */
  other: Client;
  /** A request as the actor; anonymous sends no token. The JSON body goes as is. */
  call(role: Role, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A fresh sign-in of the actor (for calls that end the session they use, like logout). */
  freshClient(role: SignedInRole): Promise<Client>;
}

export async function startWithActors(
  extensions: readonly ServerExtension[] = [],
  options: TestServerOptions = {},
): Promise<Actors> {
  const t = await startTestServer(extensions, options);
  await ensureUser(t.temp.store, {
    email: STUDENT,
    password: PASSWORD,
    fullName: 'Студентова Мария Алексеевна',
    isAdmin: false,
    app: 'edu',
  });
  await ensureUser(t.temp.store, {
    email: TEACHER,
    password: PASSWORD,
    fullName: 'Учителев Иван Николаевич',
    isAdmin: false,
    app: 'edu',
  });
  const [student, teacher, user, admin, other] = await Promise.all(
    [STUDENT, TEACHER, ALICE, ADMIN, BOB].map((email) => t.signIn(email)),
  );
  const clients = { student: student!, teacher: teacher!, user: user!, admin: admin! };
  return {
    t,
    clients,
    other: other!,
    call(role, method, path, body, headers = {}) {
      const token = role === 'anonymous' ? null : clients[role].token;
      // A string is JSON text sent as is (malformed on purpose, say); bytes go with the caller's headers.
      const bytes = body instanceof Uint8Array;
      if (bytes) body = new Blob([body as Uint8Array<ArrayBuffer>]);
      const raw = bytes || typeof body === 'string';
      return fetch(`${t.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined && !bytes ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? (body as string | Blob) : JSON.stringify(body),
      });
    },
    freshClient: (role) => t.signIn(EMAIL_OF[role]),
  };
}
