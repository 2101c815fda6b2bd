import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { UserContext } from '@ontobench/core/node';
import analysis from '@ontobench/ext-analysis/node';
import type { FcaContextInfo, FcaLatticeReply } from '../../extensions/analysis/src/common/fca/api.ts';
import { DEMO_FCA_CONTEXT } from '../../extensions/analysis/src/node/fca/demo.ts';
import { BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 18 item 8: the demo's "FCA context" over the demo ontology, seeded as the reference server seeds
 * its demo (the class and properties found by name, as in the sample ontology).
 */
let t: TestServer;
let bob: Client;

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, JSON.stringify(await reply.clone().json())).toBe(200);
  return reply.json();
}

beforeAll(async () => {
  t = await startTestServer([analysis]);
  bob = await t.signIn(BOB);
}, 60_000);
afterAll(() => t?.close());

describe('the demo FCA context', () => {
  it("is seeded over the demo university's courses by «Область знаний» and «Зачётные единицы»", async () => {
    const [course, field, credits, discipline] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await ok(bob, {
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Учебный курс', inst: course },
        { op: 'new', class: CLASS.Class, name: 'Дисциплина', inst: discipline },
        { op: 'new', class: CLASS.ObjectProperty, name: 'Область знаний', inst: field },
        { op: 'new', class: CLASS.DataProperty, name: 'Зачётные единицы', inst: credits },
      ],
    });
    const [logic, cs, c1, c2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await ok(bob, {
      act: 'set_data',
      data: [
        { op: 'upd', inst: credits, prop: PROP.baseType, val: 'integer' },
        { op: 'add', inst: credits, prop: PROP.domain, val: course },
        { op: 'add', inst: field, prop: PROP.domain, val: course },
        { op: 'new', class: discipline, name: 'Логика', inst: logic },
        { op: 'new', class: discipline, name: 'Информатика', inst: cs },
        { op: 'new', class: course, name: 'Курс 1', inst: c1 },
        { op: 'new', class: course, name: 'Курс 2', inst: c2 },
      ],
    });
    await ok(bob, {
      act: 'set_data',
      data: [
        { op: 'upd', inst: c1, prop: credits, val: 4 },
        { op: 'upd', inst: c2, prop: credits, val: 4 },
        { op: 'add', inst: c1, prop: field, val: logic },
        { op: 'add', inst: c2, prop: field, val: cs },
      ],
    });
    const user: UserContext = {
      id: bob.userId,
      name: 'Бобров Борис',
      email: BOB,
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
    };
    await t.server.seedExtensions(user);
    const list = (await (await bob.request('GET', '/api/analysis/fca')).json()) as FcaContextInfo[];
    const demo = list.find((c) => c.name === DEMO_FCA_CONTEXT);
    expect(demo).toMatchObject({
      className: 'Учебный курс',
      properties: [{ name: 'Область знаний' }, { name: 'Зачётные единицы' }],
    });
    const lattice = (await (
      await bob.request('POST', `/api/analysis/fca/${demo!.id}/lattice`)
    ).json()) as FcaLatticeReply;
    expect(lattice.attributes).toEqual([
      'Область знаний: Информатика',
      'Область знаний: Логика',
      'Зачётные единицы = 4',
    ]);
    expect(lattice.concepts).toHaveLength(4);
  });
});
