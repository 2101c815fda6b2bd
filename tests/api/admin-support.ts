import { expect } from 'vitest';
import { ensureUser } from '@ontobench/core/node';
import administration from '@ontobench/ext-administration/node';
import education from '@ontobench/ext-education/node';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * What the administration area's API tests share: a server with the area and the education area (its
 * `edu` app and roles, which the student's record and the role tests need), its actors, and reply readers.
 */
export const STUDENT = 'student@contract.test';

export interface AdminWorld {
  t: TestServer;
  admin: Client;
  alice: Client;
  bob: Client;
  /** A student of the education app (shell.md §2), like the demo's. */
  student: Client;
}

export async function startAdminWorld(): Promise<AdminWorld> {
  const t = await startTestServer([administration, education]);
  await ensureUser(t.temp.store, {
    email: STUDENT,
    password: PASSWORD,
    fullName: 'Студентова Софья Петровна',
    isAdmin: false,
    app: 'edu',
  });
  const [admin, alice, bob, student] = await Promise.all([
    t.signIn(ADMIN),
    t.signIn(ALICE),
    t.signIn(BOB),
    t.signIn(STUDENT),
  ]);
  return { t, admin, alice, bob, student };
}

/** The reply's JSON, after checking its status. */
export async function json<T>(reply: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
}

/** The reply's `error` text, after checking its status. */
export const error = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error?: string }>(reply, status)).error;
