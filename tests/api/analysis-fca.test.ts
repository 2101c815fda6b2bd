import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import type { FcaContextInfo, FcaLatticeReply } from '../../extensions/analysis/src/common/fca/api.ts';
import { startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';
import { ALICE, BOB } from './harness.ts';

/**
 * Issue 18 item 5 (FCA) on a real server: "build a formal context from a class's individuals and chosen
 * properties, compute the concept lattice …; export the context as CSV and the lattice as SVG". The
 * data is Wille's planets (9 planets × 7 attributes, 12 concepts) stored as individuals.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const planet = randomUUID();
const size = randomUUID();
const distance = randomUUID();
const moon = randomUUID();
const giant = randomUUID();
const system = randomUUID();
const star = randomUUID();
let planets: FcaContextInfo;

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, JSON.stringify(await reply.clone().json())).toBe(200);
  return reply.json();
}

const PLANETS: [string, string, string, string][] = [
  ['Меркурий', 'малый', 'близко', 'нет'],
  ['Венера', 'малый', 'близко', 'нет'],
  ['Земля', 'малый', 'близко', 'есть'],
  ['Марс', 'малый', 'близко', 'есть'],
  ['Юпитер', 'большой', 'далеко', 'есть'],
  ['Сатурн', 'большой', 'далеко', 'есть'],
  ['Уран', 'средний', 'далеко', 'есть'],
  ['Нептун', 'средний', 'далеко', 'есть'],
  ['<Плутон & "друзья">', 'малый', 'далеко', 'есть'],
];

const create = (c: Client, body: unknown) => c.request('POST', '/api/analysis/fca', body);

beforeAll(async () => {
  t = await startTestServer([analysis]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Планета', inst: planet },
      { op: 'new', class: CLASS.Class, name: 'Звезда', inst: star },
      { op: 'new', class: CLASS.DataProperty, name: 'Размер', inst: size },
      { op: 'new', class: CLASS.DataProperty, name: 'Расстояние от Солнца', inst: distance },
      { op: 'new', class: CLASS.DataProperty, name: 'Спутники', inst: moon },
      { op: 'new', class: CLASS.DataProperty, name: 'Газовый гигант', inst: giant },
      { op: 'new', class: CLASS.ObjectProperty, name: 'Обращается вокруг', inst: system },
    ],
  });
  const sun = randomUUID();
  await ok(alice, {
    act: 'set_data',
    data: [
      ...[size, distance, moon].map((p) => ({ op: 'upd', inst: p, prop: PROP.baseType, val: 'string' })),
      { op: 'upd', inst: giant, prop: PROP.baseType, val: 'boolean' },
      ...[size, distance, moon, giant, system].map((p) => ({ op: 'add', inst: p, prop: PROP.domain, val: planet })),
      { op: 'new', class: star, name: 'Солнце', inst: sun },
    ],
  });
  for (const [name, s, d, m] of PLANETS) {
    const inst = randomUUID();
    await ok(alice, {
      act: 'set_data',
      data: [
        { op: 'new', class: planet, name, inst },
        { op: 'upd', inst, prop: size, val: s },
        { op: 'upd', inst, prop: distance, val: d },
        { op: 'upd', inst, prop: moon, val: m },
        { op: 'upd', inst, prop: giant, val: ['Юпитер', 'Сатурн', 'Уран', 'Нептун'].includes(name) },
        { op: 'upd', inst, prop: system, val: sun },
      ],
    });
  }
  const reply = await create(alice, { name: 'Планеты', classId: planet, propertyIds: [size, distance, moon] });
  expect(reply.status, await reply.clone().text()).toBe(200);
  planets = (await reply.json()) as FcaContextInfo;
}, 90_000);
afterAll(() => t?.close());

describe('FCA contexts: definitions', () => {
  it("creates a context and reads its definition back; it is in the user's list", async () => {
    expect(planets).toMatchObject({
      name: 'Планеты',
      classId: planet,
      className: 'Планета',
      properties: [
        { id: size, name: 'Размер' },
        { id: distance, name: 'Расстояние от Солнца' },
        { id: moon, name: 'Спутники' },
      ],
    });
    const read = await alice.request('GET', `/api/analysis/fca/${planets.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(planets);
    const list = (await (await alice.request('GET', '/api/analysis/fca')).json()) as FcaContextInfo[];
    expect(list.map((c) => c.id)).toContain(planets.id);
  });

  it("another user's context is a 404 on every call, and not in their list", async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/lattice'],
      ['GET', '/context.csv'],
      ['GET', '/lattice.svg'],
      ['DELETE', ''],
    ] as const) {
      const reply = await bob.request(method, `/api/analysis/fca/${planets.id}${path}`);
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await bob.request('GET', '/api/analysis/fca')).json()) as FcaContextInfo[];
    expect(list).toEqual([]);
  });

  it('bad input is a 400 that says what is wrong, and nothing is written', async () => {
    const before = await tableCounts(t.temp);
    const cases: [unknown, RegExp][] = [
      [null, /Ожидается объект/],
      [{ name: ' ', classId: planet, propertyIds: [size] }, /название/],
      [{ name: 'x', classId: 'nope', propertyIds: [size] }, /класс/],
      [{ name: 'x', classId: planet, propertyIds: [] }, /хотя бы одно свойство/],
      [{ name: 'x', classId: planet, propertyIds: [size, size] }, /дважды/],
      [{ name: 'x', classId: planet, propertyIds: [randomUUID()] }, /не найдено/],
      [{ name: 'x', classId: randomUUID(), propertyIds: [size] }, /не найден/],
    ];
    for (const [body, message] of cases) {
      const reply = await create(alice, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(message);
    }
    // Bob may not read Alice's private class or properties: the same 400 as for ones that do not exist.
    const foreign = await create(bob, { name: 'x', classId: planet, propertyIds: [size] });
    expect(foreign.status).toBe(400);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('FCA lattice', () => {
  it("the planets' lattice has Wille's 12 concepts, the top first, covers going down the layout", async () => {
    const reply = await alice.request('POST', `/api/analysis/fca/${planets.id}/lattice`);
    expect(reply.status).toBe(200);
    const lattice = (await reply.json()) as FcaLatticeReply;
    expect(lattice.objects).toHaveLength(9);
    expect(lattice.attributes).toEqual([
      'Размер = большой',
      'Размер = малый',
      'Размер = средний',
      'Расстояние от Солнца = близко',
      'Расстояние от Солнца = далеко',
      'Спутники = есть',
      'Спутники = нет',
    ]);
    expect(lattice.concepts).toHaveLength(12);
    expect(lattice.concepts[0]!.extent).toHaveLength(9);
    const intent = (...names: string[]) => names.map((n) => lattice.attributes.indexOf(n)).sort((a, b) => a - b);
    const far = lattice.concepts.find(
      (c) => c.intent.join() === intent('Расстояние от Солнца = далеко', 'Спутники = есть').join(),
    );
    expect(far!.extent.map((g) => lattice.objects[g]).sort()).toEqual(
      ['<Плутон & "друзья">', 'Нептун', 'Сатурн', 'Уран', 'Юпитер'].sort(),
    );
    expect(lattice.layout).toHaveLength(12);
    for (const [upper, lower] of lattice.edges) expect(lattice.layout[upper]!.y).toBeLessThan(lattice.layout[lower]!.y);
  });

  it('an object property gives «Property: Target», a true boolean the property name', async () => {
    const reply = await create(alice, { name: 'Гиганты', classId: planet, propertyIds: [giant, system] });
    const context = (await reply.json()) as FcaContextInfo;
    const lattice = (await (
      await alice.request('POST', `/api/analysis/fca/${context.id}/lattice`)
    ).json()) as FcaLatticeReply;
    expect(lattice.attributes).toEqual(['Газовый гигант', 'Обращается вокруг: Солнце']);
    expect(lattice.concepts).toHaveLength(2);
  });

  it('the context as CSV: UTF-8 BOM, `;`, a header of attributes and X marks', async () => {
    const reply = await alice.request('GET', `/api/analysis/fca/${planets.id}/context.csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toContain("filename*=UTF-8''%D0%9F");
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      ';Размер = большой;Размер = малый;Размер = средний;Расстояние от Солнца = близко;' +
        'Расстояние от Солнца = далеко;Спутники = есть;Спутники = нет',
    );
    expect(lines).toHaveLength(10);
    expect(lines).toContain('Юпитер;X;;;;X;X;');
  });

  it('the lattice as SVG: a circle per concept, every name escaped', async () => {
    const reply = await alice.request('GET', `/api/analysis/fca/${planets.id}/lattice.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await reply.text();
    expect(svg.match(/<circle /g)).toHaveLength(12);
    expect(svg).toContain('&lt;Плутон &amp; &quot;друзья&quot;&gt;');
    expect(svg).not.toContain('<Плутон');
  });

  it('over 500 objects the lattice is a 400 that says so', async () => {
    const big = randomUUID();
    await ok(alice, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Много', inst: big }] });
    const data = Array.from({ length: 501 }, (_, i) => ({ op: 'new', class: big, name: `n${i}` }));
    await ok(alice, { act: 'set_data', data });
    const context = (await (
      await create(alice, { name: 'Большой', classId: big, propertyIds: [size] })
    ).json()) as FcaContextInfo;
    const reply = await alice.request('POST', `/api/analysis/fca/${context.id}/lattice`);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(
      'Контекст слишком велик: 501 объектов, допустимо не больше 500',
    );
  });

  it('over 200 attributes the lattice is a 400 that says so', async () => {
    const wide = randomUUID();
    await ok(alice, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Широкий', inst: wide }] });
    await ok(alice, { act: 'set_data', data: [{ op: 'add', inst: size, prop: PROP.domain, val: wide }] });
    const data = Array.from({ length: 201 }, (_, i) => {
      const inst = randomUUID();
      return [
        { op: 'new', class: wide, name: `w${i}`, inst },
        { op: 'upd', inst, prop: size, val: `v${i}` },
      ];
    }).flat();
    await ok(alice, { act: 'set_data', data });
    const context = (await (
      await create(alice, { name: 'Широкий', classId: wide, propertyIds: [size] })
    ).json()) as FcaContextInfo;
    const reply = await alice.request('POST', `/api/analysis/fca/${context.id}/lattice`);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(
      'Контекст слишком велик: 201 признаков, допустимо не больше 200',
    );
  });

  it('the author deletes a context; then it is a 404', async () => {
    const context = (await (
      await create(alice, { name: 'Временный', classId: planet, propertyIds: [moon] })
    ).json()) as FcaContextInfo;
    expect((await alice.request('DELETE', `/api/analysis/fca/${context.id}`)).status).toBe(204);
    expect((await alice.request('GET', `/api/analysis/fca/${context.id}`)).status).toBe(404);
  });
});
