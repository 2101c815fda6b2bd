import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CLASS, PROP, type SetDataOperation } from '@ontobench/core/common';
import type { SqlExecutor, SqlStore } from '@ontobench/core/node';
import type { Client } from './client.ts';
import { seededRandom } from '../../host/server/src/demo/seeded-random.ts';

/** The same data on every run, so the figures of two runs compare. */
export const random = seededRandom(20_250_101);
export const pick = (n: number) => Math.floor(random() * n);
export const word = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + pick(26))).join('');
const isoDate = () => new Date(Date.UTC(2015, 0, 1) + pick(11 * 365) * 86_400_000).toISOString().slice(0, 10);

const CHUNK = 1_000;

/** Ids of the benchmark's class and of its five properties. */
export interface Schema {
  cls: string;
  int: string;
  real: string;
  date: string;
  str: string;
  obj: string;
}

/**
 * The class 'Bench item' and its properties, created through set_data by `author`. The bench's user
 * makes their own schema: another user's private class and properties are unknown to them (docs/security.md).
 */
export async function createSchema(author: Client): Promise<Schema> {
  const s: Schema = {
    cls: randomUUID(),
    int: randomUUID(),
    real: randomUUID(),
    date: randomUUID(),
    str: randomUUID(),
    obj: randomUUID(),
  };
  const data = (inst: string, name: string, baseType: string): SetDataOperation[] => [
    { op: 'new', class: CLASS.DataProperty, name, inst },
    { op: 'upd', inst, prop: PROP.baseType, val: baseType },
    { op: 'add', inst, prop: PROP.domain, val: s.cls },
  ];
  await author.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Bench item', inst: s.cls },
      ...data(s.int, 'score', 'integer'),
      ...data(s.real, 'weight', 'real'),
      ...data(s.date, 'due', 'date'),
      ...data(s.str, 'label', 'string'),
      { op: 'upd', inst: s.str, prop: PROP.multiple, val: true },
      { op: 'new', class: CLASS.ObjectProperty, name: 'related', inst: s.obj },
      { op: 'add', inst: s.obj, prop: PROP.domain, val: s.cls },
      { op: 'add', inst: s.obj, prop: PROP.range, val: s.cls },
    ],
  });
  return s;
}

export interface LoadResult {
  ids: string[];
  values: number;
  /** Time spent in the INSERT statements of each table; the total also holds commits and data generation. */
  instanceSeconds: number;
  valueSeconds: number;
  totalSeconds: number;
  analyzeSeconds: number;
}

type ValueColumns = [
  inst: string[],
  prop: string[],
  idx: number[],
  val: string[],
  num: (number | null)[],
  ref: (string | null)[],
];

/**
 * `instances` instances of the class authored by `author`, each with `perInstance` values: score (integer
 * 0..999), weight (real), due (date), related (another instance), and the rest labels (a multi-valued string
 * of 8 random letters). Written straight into the tables with 1,000-row `insert … select * from unnest(…)`,
 * as host/server's demo writer does, one transaction per 10,000 instances; then `vacuum analyze`.
 */
export async function bulkLoad(
  store: SqlStore,
  s: Schema,
  author: string,
  instances: number,
  perInstance: number,
): Promise<LoadResult> {
  const ids = Array.from({ length: instances }, () => randomUUID());
  const result = { ids, values: 0, instanceSeconds: 0, valueSeconds: 0, totalSeconds: 0, analyzeSeconds: 0 };
  const timed = async (tx: SqlExecutor, sql: string, params: unknown[]) => {
    const t = performance.now();
    await tx.query(sql, params);
    return (performance.now() - t) / 1000;
  };
  const started = performance.now();
  for (let txStart = 0; txStart < instances; txStart += 10 * CHUNK) {
    await store.transaction(async (tx) => {
      for (let start = txStart; start < Math.min(instances, txStart + 10 * CHUNK); start += CHUNK) {
        const part = ids.slice(start, start + CHUNK);
        result.instanceSeconds += await timed(
          tx,
          `insert into ob_instance (id, class_id, name, author)
           select id, $2::uuid, name, $3::uuid from unnest($1::uuid[], $4::text[]) as t(id, name)`,
          [part, s.cls, author, part.map((_, k) => `${word(6)} ${start + k}`)],
        );
        const cols: ValueColumns = [[], [], [], [], [], []];
        const push = (...row: [string, string, number, string, number | null, string | null]) =>
          row.forEach((cell, c) => (cols[c] as unknown[]).push(cell));
        for (const inst of part) {
          const score = pick(1000);
          const weight = Math.round(random() * 100_000) / 100;
          // A target already written: earlier, or in this chunk's instance insert just above.
          const target = ids[pick(start + part.length)]!;
          push(inst, s.int, 0, String(score), score, null);
          push(inst, s.real, 0, String(weight), weight, null);
          push(inst, s.date, 0, isoDate(), null, null);
          push(inst, s.obj, 0, target, null, target);
          for (let k = 0; k < perInstance - 4; k++) push(inst, s.str, k, word(8), null, null);
        }
        for (let i = 0; i < cols[0].length; i += CHUNK) {
          result.valueSeconds += await timed(
            tx,
            `insert into ob_value (inst, prop, idx, val, num, ref)
             select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::float8[], $6::uuid[])`,
            cols.map((c) => c.slice(i, i + CHUNK)),
          );
        }
        result.values += cols[0].length;
      }
    });
  }
  result.totalSeconds = (performance.now() - started) / 1000;
  const t = performance.now();
  // What autovacuum does within a minute or so of a bulk insert (its insert threshold): statistics, and the
  // visibility map, without which no index-only scan skips the table.
  await store.exec('vacuum analyze');
  result.analyzeSeconds = (performance.now() - t) / 1000;
  return result;
}
