import type { FieldRequest } from '../../common/data-api.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * What one get_data may cost (docs/security.md, "Cost of a query"). A cell is one value in the reply
 * (a DataRow): the name of each row, each value of each field, each nested value, each node a
 * recursive field reaches, each triplet. The budget bounds the reply's size and, with it, the work.
 * 300,000 cells are tens of megabytes of JSON; exporting an ontology of 2,000 members needs some 20,000.
 */
export const MAX_CELLS_PER_REQUEST = 300_000;
/**
 * The static estimate's guess of how many objects a field with nested fields leads to from each
 * instance (a multi-valued, reverse or recursive field may lead to many; a plain one to one).
 */
export const ASSUMED_FAN_OUT = 10;
/** How many hops a recursive field follows (e.g. ancestors through parent class). */
export const MAX_RECURSION_DEPTH = 32;
/** How many links a recursive walk may read, all its start points together. */
export const MAX_WALK_LINKS = 100_000;

/**
 * The cells a request could return, from its shape alone (no lookups, so no answer depends on what
 * exists): `limit` names, plus for each level of fields the instances reaching it times its fields,
 * where each level of nesting multiplies the instances by ASSUMED_FAN_OUT.
 */
export function estimateCells(fields: readonly FieldRequest[], limit: number): number {
  const level = (list: readonly FieldRequest[], instances: number): number =>
    list.reduce(
      (sum, f) =>
        sum + (f.hidden ? 0 : instances) + (f.fields?.length ? level(f.fields, instances * ASSUMED_FAN_OUT) : 0),
      0,
    );
  return limit + level(fields, limit);
}

/** Refuses, before any SQL runs, a request whose shape could return more than the budget. */
export function checkEstimate(fields: readonly FieldRequest[], limit: number): void {
  const estimate = estimateCells(fields, limit);
  if (estimate > MAX_CELLS_PER_REQUEST) {
    throw new HttpError(
      400,
      `get_data: the request could return about ${estimate} values, more than the ${MAX_CELLS_PER_REQUEST} ` +
        'a request may return; ask for fewer rows (limit), fewer fields or fewer nested fields',
    );
  }
}

/**
 * The running count of the cells a request returns. Reads ask the database for at most `remaining + 1`
 * rows, so a request over the budget stops at the first read that passes it, not after reading it all.
 */
export class CellBudget {
  private used = 0;

  constructor(readonly max: number = MAX_CELLS_PER_REQUEST) {}

  get remaining(): number {
    return Math.max(0, this.max - this.used);
  }

  /** Counts cells that go into the reply. */
  take(count: number): void {
    this.used += count;
    if (this.used > this.max) this.exceeded();
  }

  /** Cells that will reach the reply at least once: more than remain means the request is over. */
  ensure(count: number): void {
    if (count > this.remaining) this.exceeded();
  }

  exceeded(): never {
    throw new HttpError(
      400,
      `get_data: the request returns more than ${this.max} values, the most a request may return; ` +
        'narrow it with a filter, a smaller limit or fewer nested fields',
    );
  }
}
