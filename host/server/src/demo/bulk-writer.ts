import { insertValueRows, type SqlExecutor, type ValueRow } from '@ontobench/core/node';

interface InstanceRow {
  id: string;
  classId: string;
  name: string;
  author: string | null;
}

const CHUNK = 1000;

/** Collects instances and values, then writes them in multi-row statements (1,000 rows each). */
export class BulkWriter {
  private readonly instances: InstanceRow[] = [];
  private readonly values: ValueRow[] = [];
  private readonly nextIdx = new Map<string, number>();

  instance(id: string, classId: string, name: string, author: string | null): string {
    this.instances.push({ id, classId, name, author });
    return id;
  }

  /** Appends a value; numbers keep their number, references their target. */
  value(inst: string, prop: string, value: string | number | boolean, kind: 'data' | 'object' = 'data'): void {
    const key = `${inst}|${prop}`;
    const idx = this.nextIdx.get(key) ?? 0;
    this.nextIdx.set(key, idx + 1);
    const val = String(value);
    this.values.push({
      inst,
      prop,
      idx,
      val,
      num: typeof value === 'number' ? value : null,
      ref: kind === 'object' ? val : null,
    });
  }

  get counts(): { instances: number; values: number } {
    return { instances: this.instances.length, values: this.values.length };
  }

  async flush(tx: SqlExecutor): Promise<void> {
    for (let i = 0; i < this.instances.length; i += CHUNK) {
      const part = this.instances.slice(i, i + CHUNK);
      await tx.query(
        `insert into ob_instance (id, class_id, name, author)
         select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[])`,
        [part.map((r) => r.id), part.map((r) => r.classId), part.map((r) => r.name), part.map((r) => r.author)],
      );
    }
    await insertValueRows(tx, this.values);
    this.instances.length = 0;
    this.values.length = 0;
  }
}
