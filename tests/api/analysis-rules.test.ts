import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP } from '@ontobench/ext-ontology/common';
import type { UserContext } from '@ontobench/core/node';
import { DEMO_RULES } from '../../extensions/analysis/src/node/rules/demo.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/** Issue 18 item 4: OWL rules (domain.md §3 "OWL rule", §9 "Rule results show first 50 rows") over HTTP. */
let t: TestServer;
let alice: Client;
let bob: Client;
const onto = randomUUID();
const [Student, Course, Field] = [randomUUID(), randomUUID(), randomUUID()];
const [attends, field, studies, credits] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [math, art, big, small] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const students = Array.from({ length: 60 }, () => randomUUID());
const other = randomUUID();

const model = {
  triads: [
    { id: 't1', subject: { var: 'x', class: Student }, property: attends, object: { var: 'c' } },
    { id: 't2', subject: { var: 'c' }, property: field, object: { var: 'd' } },
    { id: 't3', subject: { var: 'c' }, property: credits, object: { var: 'v' } },
  ],
  filters: [{ var: 'v', op: 'gt', value: 3 }],
  out: { subject: 'x', property: studies, object: 'd' },
};

const json = async (reply: Response) => [reply.status, await reply.json()] as const;
/** Who studies what now: student id → field ids. */
const studied = async () => {
  const reply = await alice.data({ act: 'get_data', class: Student, fields: [{ prop: studies }], limit: 1000 });
  const body = (await reply.json()) as { rows: { inst: string; prop: string; val: string }[] };
  return body.rows.filter((c) => c.prop === studies).length;
};

beforeAll(async () => {
  t = await startTestServer([ontologyExtension, analysis]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  const objectProp = (inst: string, name: string, domain: string, range: string) => [
    { op: 'new', class: CLASS.ObjectProperty, name, inst },
    { op: 'add', inst, prop: PROP.domain, val: domain },
    { op: 'add', inst, prop: PROP.range, val: range },
    { op: 'upd', inst, prop: PROP.multiple, val: true },
  ];
  const reply = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Университет', inst: onto },
      { op: 'new', class: CLASS.Class, name: 'Студент', inst: Student },
      { op: 'new', class: CLASS.Class, name: 'Курс', inst: Course },
      { op: 'new', class: CLASS.Class, name: 'Область', inst: Field },
      ...objectProp(attends, 'посещает', Student, Course),
      ...objectProp(field, 'относится к', Course, Field),
      ...objectProp(studies, 'изучает', Student, Field),
      { op: 'new', class: CLASS.DataProperty, name: 'зачётные единицы', inst: credits },
      { op: 'upd', inst: credits, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: credits, prop: PROP.domain, val: Course },
      ...[Student, Course, Field, attends, field, studies, credits].map(member),
      { op: 'new', class: Field, name: 'Математика', inst: math },
      { op: 'new', class: Field, name: 'Искусство', inst: art },
      { op: 'new', class: Course, name: 'Анализ', inst: big },
      { op: 'new', class: Course, name: 'Рисунок', inst: small },
      { op: 'upd', inst: big, prop: credits, val: 5 },
      { op: 'upd', inst: small, prop: credits, val: 2 },
      { op: 'add', inst: big, prop: field, val: math },
      { op: 'add', inst: small, prop: field, val: art },
      ...students.flatMap((s, i) => [
        { op: 'new', class: Student, name: `Студент ${String(i).padStart(2, '0')}`, inst: s },
        { op: 'add', inst: s, prop: attends, val: big },
      ]),
      { op: 'add', inst: students[0], prop: studies, val: math },
      { op: 'new', class: Student, name: 'Художник', inst: other },
      { op: 'add', inst: other, prop: attends, val: small },
    ],
  });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

describe('OWL rules (issue 18 item 4)', () => {
  let ruleId = '';

  it('§3: a rule is stored with its json_str, rule text and SWRL', async () => {
    const [status, rule] = await json(
      await alice.request('POST', '/api/analysis/rules', { name: 'Изучаемые области', model }),
    );
    expect(status).toBe(200);
    ruleId = rule.id;
    expect(rule).toMatchObject({
      name: 'Изучаемые области',
      ruleText:
        'Если ?x — Студент и ?x посещает ?c и ?c относится к ?d и ?c зачётные единицы ?v и ?v > 3, то ?x изучает ?d',
      swrl:
        'Студент(?x) ^ посещает(?x, ?c) ^ относится_к(?c, ?d) ^ зачётные_единицы(?c, ?v) ^ swrlb:greaterThan(?v, 3)' +
        ' -> изучает(?x, ?d)',
      noConnectionToComputedProp: false,
      author: alice.userId,
    });
    expect(rule.model.links).toEqual([{ var: 'c', triads: ['t1', 't2', 't3'] }]);
    const [, list] = await json(await alice.request('GET', '/api/analysis/rules'));
    expect(list.rules.map((r: { id: string }) => r.id)).toContain(ruleId);
  });

  it('§9: a run shows the first 50 rows of 60 and the total', async () => {
    const [status, run] = await json(await alice.request('POST', `/api/analysis/rules/${ruleId}/run`));
    expect(status).toBe(200);
    expect(run.columns.map((c: { title: string }) => c.title)).toEqual(['?x', '?c', '?d', '?v']);
    expect(run.rows).toHaveLength(50);
    expect(run.rows[0]).toEqual([expect.stringMatching(/^Студент/), 'Анализ', 'Математика', 5]);
    expect(run).toMatchObject({ total: 60, inferred: 60, missing: 59 });
  });

  it('writes the inferred statements not in the store yet, and undoes exactly that write', async () => {
    expect(await studied()).toBe(1);
    const [status, applied] = await json(await alice.request('POST', `/api/analysis/rules/${ruleId}/apply`));
    expect([status, applied.added]).toEqual([200, 59]);
    expect(await studied()).toBe(60);
    const [, again] = await json(await alice.request('POST', `/api/analysis/rules/${ruleId}/run`));
    expect(again.missing).toBe(0);
    const [, none] = await json(await alice.request('POST', `/api/analysis/rules/${ruleId}/apply`));
    expect(none).toEqual({ applicationId: null, added: 0 });

    // Bob may neither see nor undo Alice's application.
    const undoPath = `/api/analysis/rule-applications/${applied.applicationId}/undo`;
    expect((await bob.request('POST', undoPath)).status).toBe(404);
    const [undoStatus, undone] = await json(await alice.request('POST', undoPath));
    expect([undoStatus, undone]).toEqual([200, { removed: 59 }]);
    expect(await studied()).toBe(1); // the statement that was there before stays
    const [twice, message] = await json(await alice.request('POST', undoPath));
    expect([twice, message.error]).toEqual([409, 'Это применение правила уже отменено']);
  });

  it("a user's rule is not another's: 404 for reading, running, applying, changing and deleting", async () => {
    for (const [method, path] of [
      ['GET', `/api/analysis/rules/${ruleId}`],
      ['POST', `/api/analysis/rules/${ruleId}/run`],
      ['POST', `/api/analysis/rules/${ruleId}/apply`],
      ['PUT', `/api/analysis/rules/${ruleId}`],
      ['DELETE', `/api/analysis/rules/${ruleId}`],
    ] as const) {
      const [status, body] = await json(
        await bob.request(method, path, method === 'GET' ? undefined : { name: 'x', model }),
      );
      expect([method, path, status, body.error]).toEqual([method, path, 404, 'Правило не найдено']);
    }
    const [, list] = await json(await bob.request('GET', '/api/analysis/rules'));
    expect(list.rules).toEqual([]);
  });

  it('§3: a bad rule answers 400 with the reason and writes nothing', async () => {
    const bad = [
      [{ ...model, out: { ...model.out, object: 'z' } }, 'Выходная триада: переменная ?z не связана с объектом'],
      [{ ...model, triads: [] }, 'В правиле нет ни одной триады'],
      [{ ...model, filters: [{ var: 'q', op: 'gt', value: 1 }] }, 'Фильтр по переменной ?q, которой нет в условии'],
      // Alice's property is unknown to Bob: for him the rule names a property that does not exist.
    ] as const;
    for (const [body, error] of bad) {
      const [status, reply] = await json(
        await alice.request('POST', '/api/analysis/rules', { name: 'Плохое', model: body }),
      );
      expect([status, reply.error]).toEqual([400, error]);
    }
    const [status, reply] = await json(await bob.request('POST', '/api/analysis/rules', { name: 'Чужое', model }));
    expect([status, reply.error]).toEqual([400, `Триада 1: класс ${Student} не найден`]);
    const [, list] = await json(await alice.request('GET', '/api/analysis/rules'));
    expect(list.rules).toHaveLength(1);
  });

  it('the ontology OWL export holds the rule as SWRL (Turtle and RDF/XML)', async () => {
    const turtle = await (await alice.request('GET', `/api/ontology/${onto}/export?format=turtle`)).text();
    expect(turtle).toContain('swrl:Imp');
    expect(turtle).toContain('"Изучаемые области"');
    expect(turtle).toContain('swrlb:greaterThan');
    expect(turtle).toMatch(/swrl:IndividualPropertyAtom/);
    const xml = await (await alice.request('GET', `/api/ontology/${onto}/export?format=rdfxml`)).text();
    expect(xml).toContain('rdf:resource="http://www.w3.org/2003/11/swrl#Imp"');
    // Bob cannot read Alice's rule: his export of a public copy would carry none; he cannot read this one.
    expect((await bob.request('GET', `/api/ontology/${onto}/export?format=turtle`)).status).toBe(404);
  });

  it('PUT changes the rule and derives its texts again; DELETE removes it', async () => {
    const [status, rule] = await json(
      await alice.request('PUT', `/api/analysis/rules/${ruleId}`, {
        name: 'Изучаемые области (все)',
        model: { ...model, filters: [] },
        noConnectionToComputedProp: true,
      }),
    );
    expect(status).toBe(200);
    expect(rule.swrl).not.toContain('swrlb:');
    expect(rule.noConnectionToComputedProp).toBe(true);
    const [, run] = await json(await alice.request('POST', `/api/analysis/rules/${ruleId}/run`));
    expect(run.total).toBe(61);
    expect((await alice.request('DELETE', `/api/analysis/rules/${ruleId}`)).status).toBe(204);
    expect((await alice.request('GET', `/api/analysis/rules/${ruleId}`)).status).toBe(404);
  });
});

describe('the demo OWL rules (issue 18 item 8)', () => {
  it('two rules are seeded over the demo university, and the second infers faculties', async () => {
    const [unit, employee, department, faculty, partOf, worksIn, rate] = Array.from({ length: 7 }, () => randomUUID());
    const [dept, fac, ivanov, petrov] = Array.from({ length: 4 }, () => randomUUID());
    const created = await bob.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Подразделение', inst: unit },
        { op: 'new', class: CLASS.Class, name: 'Сотрудник', inst: employee },
        { op: 'new', class: CLASS.Class, name: 'Кафедра', inst: department },
        { op: 'new', class: CLASS.Class, name: 'Факультет', inst: faculty },
        { op: 'add', inst: department, prop: PROP.parentClass, val: unit },
        { op: 'add', inst: faculty, prop: PROP.parentClass, val: unit },
        { op: 'new', class: CLASS.ObjectProperty, name: 'Входит в', inst: partOf },
        { op: 'add', inst: partOf, prop: PROP.domain, val: unit },
        { op: 'add', inst: partOf, prop: PROP.range, val: unit },
        { op: 'new', class: CLASS.ObjectProperty, name: 'Работает в', inst: worksIn },
        { op: 'add', inst: worksIn, prop: PROP.domain, val: employee },
        { op: 'add', inst: worksIn, prop: PROP.range, val: unit },
        { op: 'upd', inst: worksIn, prop: PROP.multiple, val: true },
        { op: 'new', class: CLASS.DataProperty, name: 'Ставка', inst: rate },
        { op: 'upd', inst: rate, prop: PROP.baseType, val: 'real' },
        { op: 'add', inst: rate, prop: PROP.domain, val: employee },
        { op: 'new', class: department, name: 'Кафедра логики', inst: dept },
        { op: 'new', class: faculty, name: 'Философский факультет', inst: fac },
        { op: 'upd', inst: dept, prop: partOf, val: fac },
        { op: 'new', class: employee, name: 'Иванов', inst: ivanov },
        { op: 'new', class: employee, name: 'Петров', inst: petrov },
        { op: 'add', inst: ivanov, prop: worksIn, val: dept },
        { op: 'add', inst: petrov, prop: worksIn, val: dept },
        { op: 'upd', inst: ivanov, prop: rate, val: 1 },
        { op: 'upd', inst: petrov, prop: rate, val: 0.25 },
      ],
    });
    expect([created.status, await created.text()]).toEqual([200, expect.any(String)]);
    const user: UserContext = {
      id: bob.userId,
      name: 'Бобров Борис',
      email: BOB,
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
    };
    await t.server.seedExtensions(user);
    const [, list] = await json(await bob.request('GET', '/api/analysis/rules'));
    const rules = list.rules as { id: string; name: string; swrl: string }[];
    expect(rules.map((r) => r.name).sort()).toEqual([...DEMO_RULES].sort());
    const second = rules.find((r) => r.name === DEMO_RULES[1])!;
    expect(second.swrl).toContain('swrlb:greaterThanOrEqual(?r, 0.5) -> Работает_в(?e, ?f)');
    const [status, run] = await json(await bob.request('POST', `/api/analysis/rules/${second.id}/run`));
    expect([status, run.rows, run.missing]).toEqual([
      200,
      [['Иванов', 'Кафедра логики', 'Философский факультет', 1]],
      1,
    ]);
  });
});
