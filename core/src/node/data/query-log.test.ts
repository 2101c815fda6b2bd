import { describe, expect, it } from 'vitest';
import { QueryLog, recorded, rowCountOf } from './query-log.ts';
import type { SqlStore } from '../store/sql-store.ts';

const base = { userId: null, userEmail: 'a@b.c', kind: 'execute' as const, target: 'p', request: {} };

describe('the query history’s recorder (issue 18 item 7)', () => {
  it('counts get_data’s rows by row number, an array’s items, else unknown', () => {
    const cells = [{ row: 0 }, { row: 0 }, { row: 1 }];
    expect(rowCountOf({ rows: cells, count_rows: 10 })).toBe(2);
    expect(rowCountOf([1, 2, 3])).toBe(3);
    expect(rowCountOf({ ok: true })).toBeNull();
  });

  it('hands the call’s result and error on unchanged, even when recording fails', async () => {
    const errors: unknown[] = [];
    const broken = { query: () => Promise.reject(new Error('no table')) } as unknown as SqlStore;
    const log = new QueryLog(broken, (e) => errors.push(e));
    await expect(recorded(log, base, async () => [1])).resolves.toEqual([1]);
    await expect(recorded(log, base, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await log.flush();
    expect(errors).toHaveLength(1);
  });
});
