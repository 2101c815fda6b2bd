/**
 * Where the time of a large import's writes goes (docs/benchmarks.md, "CSV import"): imports a CSV of
 * `rows` rows through the real server, keeps its ob_instance and ob_value rows as a template, then writes
 * `copies` copies of them again (new ids) the way set_data does — ob_instance in statements of 5,000 rows,
 * then ob_value in statements of 5,000 rows, all in ONE transaction — once per variant, each variant taking
 * one thing away (an index, the generated `day`, the foreign keys) inside the transaction, which is rolled
 * back. The difference to the full schema is that thing's cost. Variants alternate over `rounds` rounds.
 *
 *   node --import tsx tests/bench/value-insert-profile.bench.ts [rows] [copies] [rounds]
 */
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { createServer, ensureUser } from '@ontobench/core/node';
import imports from '@ontobench/ext-imports/node';
import ontology from '@ontobench/ext-ontology/node';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { signIn } from './client.ts';
import { csvBenchFile } from './csv-bench-file.ts';

const ROWS = Number(process.argv[2] ?? 10_000);
const COPIES = Number(process.argv[3] ?? 10);
const ROUNDS = Number(process.argv[4] ?? 2);
const CHUNK = 5_000;

/**
 * CPU seconds a process has used (user + system, /proc/<pid>/stat): the database backend's own work,
 * which other engineers' load on the shared cores does not inflate as it does wall time.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Each variant's DDL runs inside the timed transaction's start (not timed) and is rolled back with it. */
const VARIANTS: Record<string, string> = {
  'full schema': '',
  'without ob_value_val_fts (ru+en full text)': 'drop index ob_value_val_fts',
  'without ob_value_val_trgm (trigram)': 'drop index ob_value_val_trgm',
  'without ob_value_val_hash': 'drop index ob_value_val_hash',
  'without day (ob_iso_day, its index)': 'alter table ob_value drop column day',
  'without the foreign keys of ob_value': `alter table ob_value drop constraint ob_value_inst_fkey,
     drop constraint ob_value_prop_fkey, drop constraint ob_value_ref_fkey`,
  'without ob_instance_name_fts, _trgm': 'drop index ob_instance_name_fts; drop index ob_instance_name_trgm',
  'without all of the above': `drop index ob_value_val_fts; drop index ob_value_val_trgm; drop index ob_value_val_hash;
     alter table ob_value drop column day, drop constraint ob_value_inst_fkey, drop constraint ob_value_prop_fkey,
     drop constraint ob_value_ref_fkey; drop index ob_instance_name_fts; drop index ob_instance_name_trgm`,
  ...(process.env.PROFILE_EXTRA ? { 'extra (PROFILE_EXTRA)': process.env.PROFILE_EXTRA } : {}),
};

const temp = await openTempStore();
const server = await createServer({
  store: temp.store,
  webRoot: null,
  environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
  extensions: [ontology, imports],
});
const db = new pg.Client({ connectionString: temp.url });
try {
  const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  await ensureUser(temp.store, {
    email: 'user@bench.test',
    password: 'Bench-password-1',
    fullName: 'B',
    isAdmin: false,
  });
  const user = await signIn(url, 'user@bench.test', 'Bench-password-1');
  const { text, target } = csvBenchFile(ROWS);
  const run = await user.request('POST', '/api/imports/csv/run', {
    text,
    fileName: 'bench.csv',
    target,
    deferred: true,
  });
  if (run.status !== 200) throw new Error(`import: ${run.status} ${JSON.stringify(run.body)}`);
  const job = `/api/data/requests/${(run.body as { requestId: string }).requestId}`;
  while (((await user.request('GET', `${job}/status`)).body as { status: string }).status === 'pending')
    await new Promise((resolve) => setTimeout(resolve, 250));
  const classId = ((await user.request('GET', `${job}/result`)).body as { classId: string }).classId;

  await db.connect();
  // Numbered, so that each statement takes the next 5,000 rows by a range (as set_data's chunks do).
  await db.query(
    `create table prof_inst as select row_number() over (order by id) as n, id, class_id, name, author
     from ob_instance where class_id = $1`,
    [classId],
  );
  await db.query(`create table prof_value as select row_number() over (order by v.inst, v.prop) as n,
    v.inst, v.prop, v.idx, v.val, v.num, v.ref from ob_value v join prof_inst i on i.id = v.inst`);
  await db.query('create index on prof_inst (n); create index on prof_value (n); analyze prof_inst, prof_value');
  const shape =
    await db.query(`select count(*)::int as n, count(*) filter (where num is null and ref is null)::int as text,
    count(*) filter (where num is not null)::int as num, count(*) filter (where ref is not null)::int as ref,
    count(*) filter (where val ~ '^[0-9]{4}-') ::int as iso from prof_value`);
  const values = (shape.rows[0] as { n: number }).n;
  console.log(`template: ${ROWS} instances, values ${JSON.stringify(shape.rows[0])}; ×${COPIES} per run`);

  const backend = Number((await db.query('select pg_backend_pid() as pid')).rows[0].pid);
  const times = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, ddl] of Object.entries(VARIANTS)) {
      await db.query('vacuum ob_value');
      await db.query('vacuum ob_instance');
      await db.query('begin');
      if (ddl) await db.query(ddl);
      let ms = 0;
      let used = 0;
      for (let copy = 0; copy < COPIES; copy++) {
        await db.query(`create temp table prof_map as select id as old, gen_random_uuid() as id from prof_inst`);
        await db.query('create index on prof_map (old); analyze prof_map');
        const started = performance.now();
        const cpuStarted = cpuSeconds(backend);
        for (let i = 0; i < ROWS; i += CHUNK)
          await db.query(`insert into ob_instance (id, class_id, name, author)
            select m.id, p.class_id, p.name, p.author from prof_inst p join prof_map m on m.old = p.id
            where p.n > ${i} and p.n <= ${i + CHUNK}`);
        for (let i = 0; i < values; i += CHUNK)
          await db.query(`insert into ob_value (inst, prop, idx, val, num, ref)
            select m.id, v.prop, v.idx, v.val, v.num, v.ref from prof_value v join prof_map m on m.old = v.inst
            where v.n > ${i} and v.n <= ${i + CHUNK}`);
        ms += performance.now() - started;
        used += cpuSeconds(backend) - cpuStarted;
        await db.query('drop table prof_map');
      }
      const commitStarted = performance.now();
      const commitCpu = cpuSeconds(backend);
      await db.query('set constraints all immediate');
      ms += performance.now() - commitStarted;
      used += cpuSeconds(backend) - commitCpu;
      await db.query('rollback');
      times.set(name, [...(times.get(name) ?? []), ms]);
      cpu.set(name, [...(cpu.get(name) ?? []), used]);
      console.log(`round ${round + 1}: ${name}: ${(ms / 1000).toFixed(2)} s, backend CPU ${used.toFixed(2)} s`);
    }
  }
  const base = Math.min(...cpu.get('full schema')!);
  console.log(`| variant | ${ROWS * COPIES} rows: wall, s (best) | backend CPU, s (best) | CPU saved, s |`);
  console.log('| --- | --- | --- | --- |');
  for (const [name, list] of cpu) {
    const best = Math.min(...list);
    const wall = Math.min(...times.get(name)!) / 1000;
    console.log(`| ${name} | ${wall.toFixed(1)} | ${best.toFixed(1)} | ${(base - best).toFixed(1)} |`);
  }
} finally {
  await db.end().catch(() => undefined);
  await server.close();
  await temp.dispose();
}
