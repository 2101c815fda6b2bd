// Scratch investigation (to be deleted): reuse a loaded PGlite at /tmp/obscratch/db.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '@ontobench/core/common';
import { openPgliteStore, runMigrations, coreMigrations, installSchema, OntologyModelCache, DataService } from '@ontobench/core/node';
import { SYSTEM_SCHEMA } from '@ontobench/core/common';
import { seededRandom } from './stats.ts';

const dir = '/tmp/obscratch/db';
const fresh = !fs.existsSync(dir);
const store = await openPgliteStore(dir);
await runMigrations(store, coreMigrations);
await store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
const meta = '/tmp/obscratch/meta.json';
let s: Record<string, string>;
if (fresh) {
  const N = 100_000;
  const random = seededRandom(1);
  const pick = (n: number) => Math.floor(random() * n);
  const word = (l: number) => Array.from({ length: l }, () => String.fromCharCode(97 + pick(26))).join('');
  const admin = randomUUID(), user = randomUUID();
  await store.query('insert into ob_instance (id, class_id, name, author) values ($1,$2,$3,$1),($4,$2,$5,$4)', [admin, CLASS.User, 'Admin', user, 'User']);
  await store.query(`insert into ob_value (inst, prop, idx, val) values ($1,$2,0,'true')`, [admin, PROP.isAdmin]);
  s = { admin, user, cls: randomUUID(), int: randomUUID(), real: randomUUID(), date: randomUUID(), str: randomUUID(), obj: randomUUID() };
  const data = new DataService(store, new OntologyModelCache(store));
  const mk = (inst: string, name: string, bt: string) => [
    { op: 'new', class: CLASS.DataProperty, name, inst }, { op: 'upd', inst, prop: PROP.baseType, val: bt }, { op: 'add', inst, prop: PROP.domain, val: s.cls }];
  await data.run({ id: admin, isAdmin: true } as never, { act: 'set_data', data: [
    { op: 'new', class: CLASS.Class, name: 'Bench item', inst: s.cls }, ...mk(s.int, 'score', 'integer'), ...mk(s.real, 'weight', 'real'), ...mk(s.date, 'due', 'date'), ...mk(s.str, 'label', 'string'),
    { op: 'upd', inst: s.str, prop: PROP.multiple, val: true }, { op: 'new', class: CLASS.ObjectProperty, name: 'related', inst: s.obj }, { op: 'add', inst: s.obj, prop: PROP.domain, val: s.cls }, { op: 'add', inst: s.obj, prop: PROP.range, val: s.cls }] } as never);
  const ids = Array.from({ length: N }, () => randomUUID());
  for (let start = 0; start < N; start += 1000) {
    const part = ids.slice(start, start + 1000);
    await store.query(`insert into ob_instance (id, class_id, name, author) select id, $2::uuid, name, $3::uuid from unnest($1::uuid[], $4::text[]) as t(id, name)`, [part, s.cls, user, part.map((_, k) => `${word(6)} ${start + k}`)]);
    const r: unknown[][] = [[], [], [], [], [], []];
    const push = (...v: unknown[]) => v.forEach((x, i) => r[i]!.push(x));
    for (const inst of part) {
      const sc = pick(1000), w = Math.round(random() * 100000) / 100, t = ids[pick(start + part.length)]!;
      push(inst, s.int, 0, String(sc), sc, null); push(inst, s.real, 0, String(w), w, null); push(inst, s.date, 0, '2020-01-01', null, null); push(inst, s.obj, 0, t, null, t);
      for (let k = 0; k < 6; k++) push(inst, s.str, k, word(8), null, null);
    }
    for (let i = 0; i < r[0]!.length; i += 1000)
      await store.query(`insert into ob_value (inst, prop, idx, val, num, ref) select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::float8[], $6::uuid[])`, r.map((c) => c.slice(i, i + 1000)));
  }
  await store.exec('analyze');
  fs.writeFileSync(meta, JSON.stringify(s));
} else s = JSON.parse(fs.readFileSync(meta, 'utf8'));

const mod = await import(process.argv[2] ?? '/tmp/obscratch/q.ts');
try { await mod.default(store, s); } finally { await store.close(); }
