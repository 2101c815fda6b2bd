import { isVarObject, type RuleFilter, type RuleLiteral, type RuleModel, type RuleTriad } from './model.ts';

/** A variable's value in a match: an individual's id or a data value. */
export type RuleValue = string | number | boolean;
/** One match of the body: variable → value. */
export type RuleBinding = Record<string, RuleValue>;
/** A triad's statements as read from the store: subject id and the value (a target's id or a data value). */
export type RuleFact = [subject: string, object: RuleValue | null];

/** The most matches a run builds before it stops (the body joins in memory). */
export const MAX_RULE_MATCHES = 100_000;

/** What the join is given: each triad's statements and each named class's individuals. */
export interface JoinInput {
  facts: ReadonlyMap<string, readonly RuleFact[]>;
  members: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Whether `value` passesRuleFilter the filter: numbers compare as numbers, other values as text. */
export function passesRuleFilter(value: RuleValue, filter: RuleFilter): boolean {
  const a = Number(value);
  const b = Number(filter.value);
  const numeric = typeof value !== 'boolean' && value !== '' && filter.value !== '' && !isNaN(a) && !isNaN(b);
  const [x, y] = numeric ? [a, b] : [String(value), String(filter.value)];
  switch (filter.op) {
    case 'eq':
      return x === y;
    case 'ne':
      return x !== y;
    case 'lt':
      return x < y;
    case 'le':
      return x <= y;
    case 'gt':
      return x > y;
    case 'ge':
      return x >= y;
    case 'contains':
      return String(value).toLocaleLowerCase('ru').includes(String(filter.value).toLocaleLowerCase('ru'));
  }
}

/** The triads in an order where each (after the first) shares a variable with one before it. */
function joinOrder(triads: readonly RuleTriad[]): RuleTriad[] {
  const order = [triads[0]!];
  const bound = new Set(varsOf(triads[0]!));
  const left = triads.slice(1);
  while (left.length) {
    const i = Math.max(
      0,
      left.findIndex((t) => varsOf(t).some((v) => bound.has(v))),
    );
    const [next] = left.splice(i, 1);
    order.push(next!);
    for (const v of varsOf(next!)) bound.add(v);
  }
  return order;
}

const varsOf = (t: RuleTriad) => [t.subject.var, ...(isVarObject(t.object) ? [t.object.var] : [])];
const sameLiteral = (a: RuleValue | null, b: RuleLiteral) => a !== null && String(a) === String(b);

/**
 * The body evaluated as a conjunctive query: the triads joined on their shared variables, each class
 * constraint and literal object checked, each filter applied as soon as its variable is bound. Gives
 * every match (distinct), in the order the store gave the statements; throws past `MAX_RULE_MATCHES`.
 */
export function joinRule(model: RuleModel, input: JoinInput): RuleBinding[] {
  const filtersOf = new Map<string, RuleFilter[]>();
  for (const f of model.filters) filtersOf.set(f.var, [...(filtersOf.get(f.var) ?? []), f]);
  const isMember = (c: string | undefined, id: RuleValue) => !c || !!input.members.get(c)?.has(String(id));
  const out: RuleBinding[] = [];
  const seen = new Set<string>();
  const order = joinOrder(model.triads);
  // Statements by subject, so a triad whose subject is bound already reads only that subject's.
  const bySubject = new Map<string, Map<string, RuleFact[]>>();
  for (const t of order) {
    const index = new Map<string, RuleFact[]>();
    for (const f of input.facts.get(t.id) ?? []) {
      const list = index.get(f[0]);
      if (list) list.push(f);
      else index.set(f[0], [f]);
    }
    bySubject.set(t.id, index);
  }

  const bind = (b: RuleBinding, v: string, value: RuleValue): RuleBinding | null => {
    if (v in b) return b[v] === value ? b : null;
    if (!(filtersOf.get(v) ?? []).every((f) => passesRuleFilter(value, f))) return null;
    return { ...b, [v]: value };
  };
  const step = (i: number, b: RuleBinding) => {
    if (i === order.length) {
      const key = JSON.stringify(b);
      if (seen.has(key)) return;
      seen.add(key);
      if (out.length >= MAX_RULE_MATCHES) throw new Error(`more than ${MAX_RULE_MATCHES} matches`);
      out.push(b);
      return;
    }
    const t = order[i]!;
    const subject = b[t.subject.var];
    const facts = subject === undefined ? input.facts.get(t.id) : bySubject.get(t.id)!.get(String(subject));
    for (const [s, o] of facts ?? []) {
      if (!isMember(t.subject.class, s)) continue;
      let next = bind(b, t.subject.var, s);
      if (!next) continue;
      if (t.object) {
        if (isVarObject(t.object)) {
          if (o === null || !isMember(t.object.class, o)) continue;
          next = bind(next, t.object.var, o);
          if (!next) continue;
        } else if (!sameLiteral(o, t.object.value)) continue;
      }
      step(i + 1, next);
    }
  };
  step(0, {});
  return out;
}

/** The distinct statements (subject, object) the output triad infers from the matches. */
export function inferredStatements(model: RuleModel, matches: readonly RuleBinding[]): [string, string][] {
  const pairs = new Map<string, [string, string]>();
  for (const m of matches) {
    const s = String(m[model.out.subject]);
    const o = String(m[model.out.object]);
    pairs.set(`${s} ${o}`, [s, o]);
  }
  return [...pairs.values()];
}
