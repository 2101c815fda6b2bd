import { FILTER_MODES, type DataRequest, type FieldRequest, type SetDataOperation } from '../../common/data-api.ts';
import { HttpError } from '../http/http-error.ts';
import { MAX_FILTER_LENGTH } from './filter/index.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

export const MAX_LIMIT = 10_000;
export const MAX_OFFSET = 10_000_000;
export const MAX_FIELDS = 100;
export const MAX_NESTING = 3;
export const MAX_OPERATIONS = 10_000;
const MAX_NAME_LENGTH = 2000;

type Json = Record<string, unknown>;

class Checker {
  constructor(private readonly where: string) {}

  fail(message: string): never {
    throw new HttpError(400, `${this.where}: ${message}`);
  }
  object(value: unknown, path: string): Json {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(`${path} must be an object`);
    return value as Json;
  }
  uuid(value: unknown, path: string): string {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value)) this.fail(`${path} must be an id (uuid)`);
    return (value as string).toLowerCase();
  }
  optionalUuid(value: unknown, path: string): string | undefined {
    return value === undefined ? undefined : this.uuid(value, path);
  }
  int(value: unknown, path: string, min: number, max: number): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      this.fail(`${path} must be a whole number from ${min} to ${max}`);
    return value as number;
  }
  bool(value: unknown, path: string): boolean | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') this.fail(`${path} must be true or false`);
    return value as boolean;
  }
  string(value: unknown, path: string, max: number): string {
    if (typeof value !== 'string') this.fail(`${path} must be a string`);
    if ((value as string).length > max) this.fail(`${path} is longer than ${max} characters`);
    return value as string;
  }
  scalar(value: unknown, path: string): void {
    if (!['string', 'number', 'boolean'].includes(typeof value))
      this.fail(`${path} must be a string, number or boolean`);
    if (typeof value === 'string' && value.length > 100_000) this.fail(`${path} is too long`);
    if (typeof value === 'number' && !Number.isFinite(value)) this.fail(`${path} must be a finite number`);
  }
}

function checkFields(c: Checker, value: unknown, path: string, depth: number): FieldRequest[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) c.fail(`${path} must be a list`);
  const list = value as unknown[];
  if (list.length > MAX_FIELDS) c.fail(`${path} has more than ${MAX_FIELDS} fields`);
  if (depth > MAX_NESTING) c.fail(`${path} nests deeper than ${MAX_NESTING} levels`);
  return list.map((raw, n) => {
    const at = `${path}[${n}]`;
    const f = c.object(raw, at);
    c.uuid(f.prop, `${at}.prop`);
    if (f.filter !== undefined && f.filter !== null) c.scalar(f.filter, `${at}.filter`);
    if (f.filter_mode !== undefined && !FILTER_MODES.includes(f.filter_mode as never))
      c.fail(`${at}.filter_mode must be one of ${FILTER_MODES.join(', ')}`);
    if (f.sort !== undefined && f.sort !== 'asc' && f.sort !== 'desc') c.fail(`${at}.sort must be asc or desc`);
    for (const flag of ['hidden', 'reverse', 'recursive'] as const) c.bool(f[flag], `${at}.${flag}`);
    c.int(f.idx, `${at}.idx`, 0, 100_000);
    const fields = checkFields(c, f.fields, `${at}.fields`, depth + 1);
    return { ...(f as unknown as FieldRequest), prop: (f.prop as string).toLowerCase(), ...(fields ? { fields } : {}) };
  });
}

function checkOperation(c: Checker, raw: unknown, n: number): SetDataOperation {
  const at = `data[${n}]`;
  const o = c.object(raw, at);
  switch (o.op) {
    case 'new':
      return {
        op: 'new',
        class: c.uuid(o.class, `${at}.class`),
        name: c.string(o.name, `${at}.name`, MAX_NAME_LENGTH),
        inst: c.optionalUuid(o.inst, `${at}.inst`),
      };
    case 'upd':
    case 'add': {
      if (o.val === undefined || (o.op === 'add' && o.val === null)) c.fail(`${at}.val is required`);
      if (Array.isArray(o.val)) o.val.forEach((v, i) => c.scalar(v, `${at}.val[${i}]`));
      else if (o.val !== null) c.scalar(o.val, `${at}.val`);
      const base = { inst: c.uuid(o.inst, `${at}.inst`), prop: c.uuid(o.prop, `${at}.prop`) };
      if (o.op === 'add') return { op: 'add', ...base, val: o.val as never };
      return { op: 'upd', ...base, val: o.val as never, idx: c.int(o.idx, `${at}.idx`, 0, 100_000) };
    }
    case 'rem':
      if (o.val !== undefined) c.scalar(o.val, `${at}.val`);
      return {
        op: 'rem',
        inst: c.uuid(o.inst, `${at}.inst`),
        prop: c.uuid(o.prop, `${at}.prop`),
        val: o.val as never,
        idx: c.int(o.idx, `${at}.idx`, 0, 100_000),
      };
    case 'del':
      return { op: 'del', inst: c.uuid(o.inst, `${at}.inst`), del_force: c.bool(o.del_force, `${at}.del_force`) };
    default:
      return c.fail(`${at}.op must be one of new, upd, add, rem, del`);
  }
}

/** Checks a data API body completely before anything runs: a client's mistake is a 400 naming the field. */
export function validateDataRequest(body: unknown): DataRequest {
  const top = new Checker('data');
  const b = top.object(body, 'the request body');
  const envelope = {
    session: b.session === undefined ? undefined : top.string(b.session, 'session', 200),
    tab_session_id: b.tab_session_id === undefined ? undefined : top.string(b.tab_session_id, 'tab_session_id', 200),
    user: b.user === undefined || b.user === null ? undefined : top.string(b.user, 'user', 200),
    url: b.url === undefined ? undefined : top.string(b.url, 'url', 4000),
    deferred: top.bool(b.deferred, 'deferred'),
  };
  switch (b.act) {
    case 'get_data': {
      const c = new Checker('get_data');
      if (b.class === undefined && b.command === undefined) c.fail('class or command is required');
      return {
        ...envelope,
        act: 'get_data',
        class: c.optionalUuid(b.class, 'class'),
        fields: checkFields(c, b.fields, 'fields', 1),
        filter:
          b.filter === undefined || b.filter === null ? undefined : c.string(b.filter, 'filter', MAX_FILTER_LENGTH),
        group: c.bool(b.group, 'group'),
        limit: c.int(b.limit, 'limit', 1, MAX_LIMIT),
        offset: c.int(b.offset, 'offset', 0, MAX_OFFSET),
        cache: c.bool(b.cache, 'cache'),
        triplets: c.bool(b.triplets, 'triplets'),
        command: b.command === undefined ? undefined : c.string(b.command, 'command', 200),
      };
    }
    case 'get_form': {
      const c = new Checker('get_form');
      return {
        ...envelope,
        act: 'get_form',
        class: c.uuid(b.class, 'class'),
        inst: c.optionalUuid(b.inst, 'inst'),
        prop_cap: c.bool(b.prop_cap, 'prop_cap'),
        also: alsoProps(c, b.also),
      };
    }
    case 'set_data': {
      const c = new Checker('set_data');
      if (!Array.isArray(b.data) || b.data.length === 0) c.fail('data must be a non-empty list of operations');
      const data = b.data as unknown[];
      if (data.length > MAX_OPERATIONS) c.fail(`data has more than ${MAX_OPERATIONS} operations`);
      return { ...envelope, act: 'set_data', data: data.map((op, n) => checkOperation(c, op, n)) };
    }
    default:
      return top.fail(`unknown act ${JSON.stringify(b.act)}; expected get_data, get_form or set_data`);
  }
}

/** get_form's `also`: at most 50 property ids, each once. */
function alsoProps(c: Checker, value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > 50) c.fail('also must be a list of at most 50 property ids');
  const ids = (value as unknown[]).map((id, n) => c.uuid(id, `also[${n}]`));
  return [...new Set(ids)];
}
