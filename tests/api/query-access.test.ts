import { randomUUID } from 'node:crypto';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, READER_ROLE_AREA, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * What a get_data or get_form may reveal of what the viewer may not read (issue 11, items 4 and 10;
 * spec shell.md §6: a non-admin reads their own objects and those they hold an active assignment on).
 */

let t: TestServer;
let alice: Client;
let bob: Client;

// Alice's objects. Bob is assigned (as reader) X, W, Z and the property `next`; Y stays private.
const Place = randomUUID();
const next = randomUUID();
const [X, Y, Z, W] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
// Alice's private schema that Bob is assigned nothing of.
const Secret = randomUUID();
const secretNumber = randomUUID();
const secretLink = randomUUID();
const SECRET_NAMES = ['Тайный класс', 'Тайное число', 'Тайная связь'];

async function write(client: Client, data: unknown[]): Promise<void> {
  const reply = await client.data({ act: 'set_data', data });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const assign = (obj: string) => {
  const id = randomUUID();
  return [
    { op: 'new', class: CLASS.Assignment, name: 'reader', inst: id },
    { op: 'upd', inst: id, prop: PROP.obj, val: obj },
    { op: 'upd', inst: id, prop: PROP.user, val: bob.userId },
    { op: 'upd', inst: id, prop: PROP.roleCode, val: 'reader' },
  ];
};

beforeAll(async () => {
  t = await startTestServer([READER_ROLE_AREA]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  await write(alice, [
    { op: 'new', class: CLASS.Class, name: 'Место', inst: Place },
    { op: 'new', class: CLASS.ObjectProperty, name: 'далее', inst: next },
    { op: 'add', inst: next, prop: PROP.domain, val: Place },
    { op: 'add', inst: next, prop: PROP.range, val: Place },
    { op: 'upd', inst: next, prop: PROP.multiple, val: true },
    { op: 'new', class: Place, name: 'X', inst: X },
    { op: 'new', class: Place, name: 'Y (private)', inst: Y },
    { op: 'new', class: Place, name: 'Z', inst: Z },
    { op: 'new', class: Place, name: 'W', inst: W },
    // X → W, X → Y → Z: Z is Bob's to read, but reachable only through the private Y.
    { op: 'upd', inst: X, prop: next, val: [W, Y] },
    { op: 'upd', inst: Y, prop: next, val: [Z] },
    { op: 'new', class: CLASS.Class, name: SECRET_NAMES[0], inst: Secret },
    { op: 'new', class: CLASS.DataProperty, name: SECRET_NAMES[1], inst: secretNumber },
    { op: 'upd', inst: secretNumber, prop: PROP.baseType, val: 'integer' },
    { op: 'add', inst: secretNumber, prop: PROP.domain, val: CLASS.Tag },
    { op: 'new', class: CLASS.ObjectProperty, name: SECRET_NAMES[2], inst: secretLink },
    { op: 'add', inst: secretLink, prop: PROP.domain, val: CLASS.Tag },
    ...[X, Z, W, next].flatMap(assign),
  ]);
}, 60_000);

afterAll(() => t?.close());

const reachedFrom = async (client: Client, start: string): Promise<string[]> => {
  const reply = await client.data({
    act: 'get_data',
    class: Place,
    filter: `[id] = '${start}'`,
    fields: [{ prop: next, recursive: true }],
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
  const rows = ((await reply.json()) as GetDataReply).rows;
  return rows.filter((r) => r.prop === next).map((r) => String(r.cap));
};

describe('every hop of a recursive field is filtered by the viewer’s access (issue 11, item 4)', () => {
  it('the owner reaches everything, nearest first', async () => {
    expect(await reachedFrom(alice, X)).toEqual(['W', 'Y (private)', 'Z']);
  });

  it('a reader of X sees neither the private Y nor Z, which only Y leads to', async () => {
    expect(await reachedFrom(bob, X)).toEqual(['W']);
    const reply = await bob.data({
      act: 'get_data',
      class: Place,
      filter: `[id] = '${X}'`,
      fields: [{ prop: next, recursive: true, fields: [{ prop: next }] }],
    });
    const text = await reply.text();
    expect(text).not.toContain(Y);
    expect(text).not.toContain('Y (private)');
    expect(text).not.toContain(Z);
  });
});

describe('an object shared by assignment shows its own fields, private schema included', () => {
  it('a reader of X reads the value of Alice’s property on X, in get_data and get_form', async () => {
    const height = randomUUID();
    await write(alice, [
      { op: 'new', class: CLASS.DataProperty, name: 'высота', inst: height },
      { op: 'upd', inst: height, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: height, prop: PROP.domain, val: Place },
      { op: 'upd', inst: X, prop: height, val: 42 },
    ]);
    const data = await bob.data({ act: 'get_data', class: Place, filter: `[id] = '${X}'`, fields: [{ prop: height }] });
    expect(data.status, await data.clone().text()).toBe(200);
    expect(((await data.json()) as GetDataReply).rows.filter((r) => r.prop === height).map((r) => r.val)).toEqual([42]);
    const form = await bob.data({ act: 'get_form', class: Place, inst: X, prop_cap: true });
    const fields = ((await form.json()) as { fields: { prop: string; values?: { val: unknown }[] }[] }).fields;
    expect(fields.find((f) => f.prop === height)?.values?.map((v) => v.val)).toEqual([42]);
    // A reader may not write it; Alice's property applies to X's class, so the refusal is about X.
    const refused = await bob.data({ act: 'set_data', data: [{ op: 'upd', inst: X, prop: height, val: 1 }] });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('you may not change this instance');
  });
});

describe('a plain object field names only targets the viewer may read (issue 11, item 4)', () => {
  it('a reader of X gets the id X points at, but not the private name of Y', async () => {
    const fields = [{ prop: next }];
    const own = (await (
      await alice.data({ act: 'get_data', class: Place, filter: `[id] = '${X}'`, fields })
    ).json()) as GetDataReply;
    expect(own.rows.filter((r) => r.prop === next).map((r) => r.cap)).toEqual(['W', 'Y (private)']);
    const reply = await bob.data({ act: 'get_data', class: Place, filter: `[id] = '${X}'`, fields });
    const rows = ((await reply.clone().json()) as GetDataReply).rows.filter((r) => r.prop === next);
    expect(rows.map((r) => [r.val, r.cap])).toEqual([
      [W, 'W'],
      [Y, null],
    ]);
    expect(await reply.text()).not.toContain('Y (private)');
  });
});

describe('another user’s private class or property is exactly like an unknown one (issue 11, item 10)', () => {
  /** Status and body, with the id asked for replaced, so two replies about different ids compare. */
  const reply = async (client: Client, body: Record<string, unknown>, id: string) => {
    const res = await client.data(body);
    return [res.status, (await res.text()).split(id).join('<id>')];
  };

  it('get_data on a private class answers as on an unknown class', async () => {
    const unknown = randomUUID();
    const hidden = await reply(bob, { act: 'get_data', class: Secret }, Secret);
    expect(hidden).toEqual(await reply(bob, { act: 'get_data', class: unknown }, unknown));
    expect(hidden).toEqual([400, JSON.stringify({ error: 'get_data: unknown class <id>' })]);
    // Filtered or paged, still the same.
    const filtered = { filter: "[name] = 'x'", limit: 1, offset: 5 };
    expect(await reply(bob, { act: 'get_data', class: Secret, ...filtered }, Secret)).toEqual(hidden);
  });

  it('get_form on a private class answers as on an unknown class', async () => {
    const unknown = randomUUID();
    const hidden = await reply(bob, { act: 'get_form', class: Secret, prop_cap: true }, Secret);
    expect(hidden).toEqual(await reply(bob, { act: 'get_form', class: unknown, prop_cap: true }, unknown));
  });

  it('a private property in fields, nested fields or the filter answers as an unknown property', async () => {
    const unknown = randomUUID();
    const asks = (prop: string) => [
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop }] },
      { act: 'get_data', class: Place, fields: [{ prop: next, fields: [{ prop }] }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop, filter: 'abc', filter_mode: 'gt' }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop, sort: 'asc', recursive: true }] },
      { act: 'get_data', class: CLASS.Tag, filter: `[${prop}] > 'abc'` },
      { act: 'get_data', class: CLASS.Tag, filter: `[${prop}] ~ 'abc'` },
    ];
    const hidden = asks(secretNumber);
    const missing = asks(unknown);
    for (const [n, body] of hidden.entries()) {
      const answer = await reply(bob, body, secretNumber);
      expect(answer[0]).toBe(400);
      expect(answer).toEqual(await reply(bob, missing[n]!, unknown));
    }
  });

  it('the form of a shared class leaves out the private properties of its domain, even on the viewer’s own instance', async () => {
    // Bob's own tag does not reveal Alice's private property whose domain is Tag (schema-access.ts).
    const mine = randomUUID();
    await write(bob, [{ op: 'new', class: CLASS.Tag, name: 'метка Боба', inst: mine }]);
    for (const body of [
      { act: 'get_form', class: CLASS.Tag, prop_cap: true },
      { act: 'get_form', class: CLASS.Tag, inst: mine, prop_cap: true },
    ]) {
      const res = await bob.data(body);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(secretNumber);
      expect(text).not.toContain(secretLink);
    }
    const refused = await bob.data({ act: 'set_data', data: [{ op: 'upd', inst: mine, prop: secretNumber, val: 1 }] });
    expect([refused.status, await refused.text()]).toEqual([
      400,
      expect.stringContaining(`unknown property ${secretNumber}`),
    ]);
  });

  it('no error text of get_data or get_form names a private class or property', async () => {
    const bodies = [
      { act: 'get_data', class: Secret },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop: secretNumber, filter: 'abc', filter_mode: 'gt' }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop: secretLink, filter: 'not-an-id' }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop: secretLink, filter: 'x', filter_mode: 'gt' }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop: secretNumber, recursive: true, sort: 'asc' }] },
      { act: 'get_data', class: CLASS.Tag, fields: [{ prop: secretLink, reverse: true, filter: 'x' }] },
      { act: 'get_data', class: CLASS.Tag, filter: `[${secretNumber}] > 'abc'` },
      { act: 'get_data', class: CLASS.Tag, filter: `[${secretLink}] < '${randomUUID()}'` },
      { act: 'get_form', class: Secret, prop_cap: true },
    ];
    for (const body of bodies) {
      const res = await bob.data(body);
      const text = await res.text();
      expect([res.status, SECRET_NAMES.filter((name) => text.includes(name))], text).toEqual([400, []]);
    }
  });
});
