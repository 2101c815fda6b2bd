import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ALICE, BOB, READER_ROLE_AREA, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 14, the form and refusal gaps left after item 1: obligatory fields checked when an object is
 * created, the rarer refusals (access, unknown or deleted objects, a stale form's property) carrying a
 * code the interface translates, and a parent class that would make a class its own ancestor refused
 * by the server, not only by the tree. Each refusal is a 400 that changes nothing.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const Book = randomUUID();
const isbn = randomUUID();
const pages = randomUUID();
const shared = randomUUID();
const [A, B, C] = [randomUUID(), randomUUID(), randomUUID()];
const assignment = randomUUID();

beforeAll(async () => {
  t = await startTestServer([READER_ROLE_AREA]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  const made = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Книга', inst: Book },
      { op: 'new', class: CLASS.DataProperty, name: 'ISBN', inst: isbn },
      { op: 'upd', inst: isbn, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: isbn, prop: PROP.domain, val: Book },
      { op: 'upd', inst: isbn, prop: PROP.constraints, val: '{"required":true}' },
      { op: 'new', class: CLASS.DataProperty, name: 'Страниц', inst: pages },
      { op: 'upd', inst: pages, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: pages, prop: PROP.domain, val: Book },
      { op: 'new', class: Book, name: 'Общая книга', inst: shared },
      { op: 'upd', inst: shared, prop: isbn, val: '978-1' },
      { op: 'new', class: CLASS.Class, name: 'A', inst: A },
      { op: 'new', class: CLASS.Class, name: 'B', inst: B },
      { op: 'add', inst: B, prop: PROP.parentClass, val: A },
      { op: 'new', class: CLASS.Class, name: 'C', inst: C },
      { op: 'add', inst: C, prop: PROP.parentClass, val: B },
      // Bob reads the shared book (a reader's assignment) but may not change it.
      { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.obj, val: shared },
      { op: 'upd', inst: assignment, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
    ],
  });
  expect([made.status, await made.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

/** Sends one list as `who` and expects a 400 with a refusal, and the store unchanged. */
async function refused(data: unknown[], who: Client = alice): Promise<Record<string, unknown>> {
  const before = await tableCounts(t.temp);
  const reply = await who.data({ act: 'set_data', data });
  const body = (await reply.json()) as Record<string, unknown>;
  expect([reply.status, body]).toEqual([400, expect.objectContaining({ code: expect.any(String) })]);
  expect(await tableCounts(t.temp)).toEqual(before);
  return body;
}

async function parentsOf(id: string): Promise<string[]> {
  const reply = await alice.data({ act: 'get_form', class: CLASS.Class, inst: id });
  const form = (await reply.json()) as { fields: { prop: string; values?: { val: unknown }[] }[] };
  return (form.fields.find((f) => f.prop === PROP.parentClass)?.values ?? []).map((v) => String(v.val));
}

describe('obligatory fields at creation (domain.md §5: "Obligatory fields need a non-empty value")', () => {
  it('a new object without its obligatory field: field.required naming it, nothing written', async () => {
    const inst = randomUUID();
    const body = await refused([
      { op: 'new', class: Book, name: 'Без ISBN', inst },
      { op: 'upd', inst, prop: pages, val: 300 },
    ]);
    expect(body).toEqual({
      error: 'set_data: operation 1 (new): ISBN: The field is required',
      code: 'field.required',
      field: isbn,
      params: { field: 'ISBN' },
    });
  });

  it('filled in the same list, the new object is created; emptied in the same list, refused at that write', async () => {
    const inst = randomUUID();
    const ok = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: Book, name: 'С ISBN', inst },
        { op: 'upd', inst, prop: isbn, val: '978-2' },
      ],
    });
    expect([ok.status, await ok.text()]).toEqual([200, expect.any(String)]);
    const other = randomUUID();
    const body = await refused([
      { op: 'new', class: Book, name: 'Ещё', inst: other },
      { op: 'upd', inst: other, prop: isbn, val: '978-3' },
      { op: 'upd', inst: other, prop: isbn, val: null },
    ]);
    expect([body.code, body.field, body.error]).toEqual([
      'field.required',
      isbn,
      'set_data: operation 3 (upd): ISBN: The field is required',
    ]);
  });

  it('a subclass inherits the obligatory field of its parent', async () => {
    const Novel = randomUUID();
    const body = await refused([
      { op: 'new', class: CLASS.Class, name: 'Роман', inst: Novel },
      { op: 'add', inst: Novel, prop: PROP.parentClass, val: Book },
      { op: 'new', class: Novel, name: 'Анна Каренина' },
    ]);
    expect([body.code, body.field]).toEqual(['field.required', isbn]);
  });
});

describe('rare refusals carry a code the interface translates', () => {
  it('access: a reader changing or deleting the object gets access.change / access.delete', async () => {
    expect(await refused([{ op: 'upd', inst: shared, prop: pages, val: 5 }], bob)).toEqual({
      error: 'set_data: operation 1 (upd): you may not change this instance',
      code: 'access.change',
    });
    expect((await refused([{ op: 'del', inst: shared }], bob)).code).toBe('access.delete');
  });

  it('assigning an object one did not author, or a role membership, as a non-administrator: access.assign', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const byObject = await refused(
      [
        { op: 'new', class: CLASS.Assignment, name: 'editor', inst: a },
        { op: 'upd', inst: a, prop: PROP.obj, val: shared },
      ],
      bob,
    );
    expect([byObject.code, byObject.error]).toEqual([
      'access.assign',
      'set_data: operation 2 (upd): only the author of an object assigns it to others',
    ]);
    const membership = await refused(
      [
        { op: 'new', class: CLASS.Assignment, name: 'member', inst: b },
        { op: 'upd', inst: b, prop: PROP.user, val: bob.userId },
      ],
      bob,
    );
    expect(membership.code).toBe('access.assign');
    expect(membership.error).toMatch(/role membership/);
  });

  it('an unknown or deleted object: object.notFound, the same for an object the user may not see', async () => {
    const gone = randomUUID();
    expect(await refused([{ op: 'upd', inst: gone, prop: pages, val: 5 }])).toEqual({
      error: `set_data: operation 1 (upd): instance ${gone} does not exist`,
      code: 'object.notFound',
    });
    // Alice's private class is, to Bob, an object that does not exist: same code, nothing more told.
    const hidden = await refused([{ op: 'upd', inst: A, prop: PROP.name, val: 'x' }], bob);
    expect(hidden).toEqual({
      error: `set_data: operation 1 (upd): instance ${A} does not exist`,
      code: 'object.notFound',
    });
  });

  it('a deleted object’s card: get_form answers 404 with object.notFound', async () => {
    const gone = randomUUID();
    const reply = await alice.data({ act: 'get_form', class: Book, inst: gone });
    expect([reply.status, await reply.json()]).toEqual([
      404,
      { error: `get_form: instance ${gone} does not exist`, code: 'object.notFound' },
    ]);
  });

  it('a stale form: an unknown property, an unknown class, a value pointing at a deleted object', async () => {
    expect((await refused([{ op: 'upd', inst: shared, prop: randomUUID(), val: 1 }])).code).toBe('property.unknown');
    expect((await refused([{ op: 'new', class: randomUUID(), name: 'x' }])).code).toBe('class.unknown');
    expect(await refused([{ op: 'add', inst: C, prop: PROP.parentClass, val: randomUUID() }])).toMatchObject({
      code: 'value.notFound',
      field: PROP.parentClass,
      params: { field: 'parent class' },
    });
  });
});

describe('a user record is annotated by administrators only (the security fuzz, seed 228697543)', () => {
  it('a user writing a property of any class (a description) on their own record: access.field, nothing written', async () => {
    const body = await refused([{ op: 'upd', inst: alice.userId, prop: PROP.description, val: 'моя заметка' }]);
    expect(body).toMatchObject({ code: 'access.field', field: PROP.description });
    // Their own language stays theirs to change (write policy 'self').
    const own = await alice.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: alice.userId, prop: PROP.language, val: 'en' }],
    });
    expect(own.status).toBe(200);
    // And so does their name (their own rename rule, write-policy.ts userRenameRefusal).
    const renamed = await alice.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: alice.userId, prop: PROP.name, val: 'Петрова Алиса Ивановна' }],
    });
    expect([renamed.status, await renamed.text()]).toEqual([200, expect.any(String)]);
  });
});

describe('a class never becomes its own ancestor (the tree’s rule, now the server’s)', () => {
  it('directly: a class as its own parent', async () => {
    expect(await refused([{ op: 'add', inst: A, prop: PROP.parentClass, val: A }])).toEqual({
      error: 'set_data: operation 1 (add): A would be its own ancestor',
      code: 'class.cycle',
      field: PROP.parentClass,
      params: { field: 'parent class', name: 'A' },
    });
    expect(await parentsOf(A)).toEqual([]);
  });

  it('through a chain (C under B under A; A under C), by add or upd, and in a list that makes the chain', async () => {
    expect((await refused([{ op: 'add', inst: A, prop: PROP.parentClass, val: C }])).code).toBe('class.cycle');
    expect((await refused([{ op: 'upd', inst: A, prop: PROP.parentClass, val: [B] }])).code).toBe('class.cycle');
    const [X, Y] = [randomUUID(), randomUUID()];
    const body = await refused([
      { op: 'new', class: CLASS.Class, name: 'X', inst: X },
      { op: 'new', class: CLASS.Class, name: 'Y', inst: Y },
      { op: 'add', inst: X, prop: PROP.parentClass, val: Y },
      { op: 'add', inst: Y, prop: PROP.parentClass, val: X },
    ]);
    expect([body.code, body.field]).toEqual(['class.cycle', PROP.parentClass]);
    expect(await parentsOf(A)).toEqual([]);
  });

  it('a move that ends without a cycle passes, whatever the order of its writes', async () => {
    // A under C while C leaves B: the list ends as B under A, A under C — no cycle.
    const ok = await alice.data({
      act: 'set_data',
      data: [
        { op: 'add', inst: A, prop: PROP.parentClass, val: C },
        { op: 'rem', inst: C, prop: PROP.parentClass, val: B },
      ],
    });
    expect([ok.status, await ok.text()]).toEqual([200, expect.any(String)]);
    expect(await parentsOf(A)).toEqual([C]);
    expect(await parentsOf(C)).toEqual([]);
  });
});
