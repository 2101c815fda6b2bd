import fc from 'fast-check';
import { CLASS, FILTER_MODES, PROP } from '@ontobench/core/common';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';

/** The ids the generated requests pick from (security-fuzz-world.ts). */
export interface Pools {
  instances: readonly string[];
  classes: readonly string[];
  properties: readonly string[];
  users: readonly string[];
  roles: readonly string[];
}

const MALFORMED_IDS = ['', 'x', '42', "'; drop table ob_value; --", '00000000-0000-4000-8000-00000000zzzz', 'ZZ'];
const TEXTS = [
  'Иванов Иван Иванович',
  'Хакер',
  'Admin Adminov Adminovich',
  '<img src=x onerror=alert(1)>',
  "x' or '1'='1",
  'true',
  'edu',
  'en',
  'editor',
  'reader',
  '2099-12-31',
  'settings.plugins',
  '\u202etxt.exe',
  'a'.repeat(2000),
];
const FILTERS = [
  "[name] ~ 'a'",
  '[author] = #user#',
  '[author] != #user#',
  'not [name] is null',
  "[created] >= '2024-01-01'",
  '[00000000-0000-4000-8000-000000000141] = true',
  '[00000000-0000-4000-8000-000000000173] = #user#',
  "[00000000-0000-4000-8000-000000000140] ~ '@'",
  "[name] = 'x' or 1=1",
  "[name] in ('a', 'b')",
  '((((',
  '[00000000-0000-4000-8000-000000000124] is null',
];

/** An id from the pool most of the time, sometimes a random uuid or something that is not an id at all. */
const idFrom = (pool: readonly string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_IDS) },
  );

const scalar = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.constantFrom(...TEXTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  );

const value = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: scalar(ids) },
    { weight: 2, arbitrary: fc.array(scalar(ids), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant({ nested: 'object' }) },
  );

/** One operation; `fresh` are ids this list may create and then use. */
function operation(pools: Pools, fresh: readonly string[]) {
  const insts = [...pools.instances, ...fresh];
  const inst = idFrom(insts);
  const prop = idFrom(pools.properties);
  return fc.oneof(
    fc.record({
      op: fc.constant('new'),
      class: idFrom(pools.classes),
      name: fc.constantFrom(...TEXTS),
      inst: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fresh) }, { weight: 1, arbitrary: inst }),
    }),
    fc.record(
      { op: fc.constant('upd'), inst, prop, val: value(insts), idx: fc.nat(3) },
      { requiredKeys: ['op', 'inst', 'prop', 'val'] },
    ),
    fc.record({ op: fc.constant('add'), inst, prop, val: value(insts) }),
    fc.record(
      { op: fc.constant('rem'), inst, prop, val: scalar(insts), idx: fc.nat(3) },
      { requiredKeys: ['op', 'inst', 'prop'] },
    ),
    fc.record({ op: fc.constant('del'), inst, del_force: fc.boolean() }, { requiredKeys: ['op', 'inst'] }),
    // Not an operation at all.
    fc.constantFrom<unknown>(null, 42, 'upd', { op: 'zap', inst: 'x' }, { op: 'upd' }),
  );
}

/**
 * The escalations issue 11 found, as templates the fuzz mixes in (a purely random list rarely hits
 * them): a role membership (role or osaRole and a user, no object), and a user's system property.
 */
function escalation(pools: Pools): fc.Arbitrary<unknown[]> {
  const membership = fc
    .tuple(
      fc.uuid(),
      fc.constantFrom(PROP.role, PROP.osaRole),
      fc.constantFrom(...pools.roles),
      fc.constantFrom(...pools.users),
    )
    .map(([inst, roleProp, role, user]) => [
      { op: 'new', class: CLASS.Assignment, name: 'членство', inst },
      { op: 'upd', inst, prop: roleProp, val: role },
      { op: 'upd', inst, prop: PROP.user, val: user },
    ]);
  const userProperty = fc
    .tuple(
      fc.constantFrom(...pools.users),
      fc.constantFrom(PROP.isAdmin, PROP.enabledRoutes, PROP.app, PROP.accessSuspended, PROP.email, PROP.name),
      fc.constantFrom<unknown>(true, false, 'onto', ['settings.plugins'], 'Хакер', 'x@y.test'),
      fc.constantFrom('upd', 'add', 'rem'),
    )
    .map(([inst, prop, val, op]) => [{ op, inst, prop, val }]);
  return fc.oneof(membership, userProperty);
}

/** A set_data list of 1 to 6 operations over the pools and two ids of its own, or an escalation attempt. */
export function setDataList(pools: Pools): fc.Arbitrary<unknown[]> {
  const random = fc
    .tuple(fc.uuid(), fc.uuid())
    .chain((fresh) => fc.array(operation(pools, fresh), { minLength: 1, maxLength: 6 }));
  return fc.oneof({ weight: 4, arbitrary: random }, { weight: 1, arbitrary: escalation(pools) });
}

const fieldRequest = (pools: Pools, depth: number): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    {
      prop: idFrom(pools.properties),
      filter: scalar(pools.instances),
      filter_mode: fc.constantFrom(...FILTER_MODES, 'bogus'),
      sort: fc.constantFrom('asc', 'desc'),
      hidden: fc.boolean(),
      reverse: fc.boolean(),
      recursive: fc.boolean(),
      idx: fc.integer({ min: -1, max: 3 }),
      ...(depth < 2 ? { fields: fc.array(fieldRequest(pools, depth + 1), { maxLength: 2 }) } : {}),
    },
    { requiredKeys: ['prop'] },
  );

/**
 * A walk along object properties (issue 11 item 4: every hop is filtered by the viewer's access),
 * mixed in as a template: a random request rarely names a class and an object field that link.
 */
function hops(pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const link = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(PROP.tags, PROP.parentClass, PROP.obj, ONTO_PROP.ontology) },
    { weight: 1, arbitrary: fc.constantFrom(...pools.properties) },
  );
  return fc
    .record({
      class: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(ONTO_CLASS.Ontology, CLASS.Tag, CLASS.Class, CLASS.Assignment) },
        { weight: 1, arbitrary: fc.constantFrom(...pools.classes) },
      ),
      prop: link,
      recursive: fc.boolean(),
      reverse: fc.boolean(),
      inner: link,
    })
    .map((h) => ({
      act: 'get_data',
      class: h.class,
      triplets: true,
      fields: [
        {
          prop: h.prop,
          recursive: h.recursive,
          reverse: h.reverse,
          fields: [{ prop: PROP.name }, { prop: h.inner, recursive: h.recursive }],
        },
      ],
    }));
}

/** A get_data request: a class from the pool (or not), random fields, filters, paging. */
export function getDataRequest(pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof({ weight: 3, arbitrary: randomGetData(pools) }, { weight: 1, arbitrary: hops(pools) });
}

function randomGetData(pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      act: fc.constant('get_data'),
      class: idFrom(pools.classes),
      fields: fc.array(fieldRequest(pools, 0), { maxLength: 3 }),
      filter: fc.oneof(fc.constantFrom(...FILTERS), fc.string({ maxLength: 20 })),
      limit: fc.oneof(fc.nat(200), fc.constant(-1)),
      offset: fc.nat(5),
      triplets: fc.boolean(),
    },
    { requiredKeys: ['act', 'class'] },
  );
}
