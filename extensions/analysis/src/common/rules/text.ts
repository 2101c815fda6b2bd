import { isVarObject, type RuleFilterOp, type RuleLiteral, type RuleModel, type RuleTerms } from './model.ts';

/** An argument of a SWRL atom: a variable or a literal. */
export type SwrlArg = { var: string } | { value: RuleLiteral };

/** One SWRL atom (W3C SWRL submission §2): a class, an object or data property, or a builtin. */
export type SwrlAtom =
  | { kind: 'class'; class: string; arg: SwrlArg }
  | { kind: 'object' | 'data'; property: string; args: [SwrlArg, SwrlArg] }
  | { kind: 'builtin'; builtin: string; args: SwrlArg[] };

/** A rule as SWRL atoms: the body (antecedent) and the head (consequent). */
export interface SwrlRule {
  body: SwrlAtom[];
  head: SwrlAtom[];
}

/** The SWRL builtin (in the `swrlb:` namespace) of each filter operator. */
export const SWRL_BUILTINS: Record<RuleFilterOp, string> = {
  eq: 'equal',
  ne: 'notEqual',
  lt: 'lessThan',
  le: 'lessThanOrEqual',
  gt: 'greaterThan',
  ge: 'greaterThanOrEqual',
  contains: 'contains',
};

const SIGNS: Record<RuleFilterOp, string> = {
  eq: '=',
  ne: '≠',
  lt: '<',
  le: '≤',
  gt: '>',
  ge: '≥',
  contains: 'содержит',
};

/** The rule as SWRL atoms: each declared class once per variable, the triads, the filters as builtins. */
export function swrlAtoms(model: RuleModel, terms: RuleTerms): SwrlRule {
  const body: SwrlAtom[] = [];
  const typed = new Set<string>();
  const classAtom = (v: string, c: string | undefined) => {
    if (!c || typed.has(`${v} ${c}`)) return;
    typed.add(`${v} ${c}`);
    body.push({ kind: 'class', class: c, arg: { var: v } });
  };
  for (const t of model.triads) {
    classAtom(t.subject.var, t.subject.class);
    if (!t.property || !t.object) continue;
    const kind = terms.get(t.property)?.kind === 'data' ? 'data' : 'object';
    const object: SwrlArg = isVarObject(t.object) ? { var: t.object.var } : { value: t.object.value };
    body.push({ kind, property: t.property, args: [{ var: t.subject.var }, object] });
    if (isVarObject(t.object)) classAtom(t.object.var, t.object.class);
  }
  for (const f of model.filters)
    body.push({ kind: 'builtin', builtin: SWRL_BUILTINS[f.op], args: [{ var: f.var }, { value: f.value }] });
  const { out } = model;
  return {
    body,
    head: [{ kind: 'object', property: out.property, args: [{ var: out.subject }, { var: out.object }] }],
  };
}

/** A term's name as a SWRL identifier: spaces become `_`. */
const ident = (name: string) => name.trim().replace(/\s+/g, '_') || 'term';
const literalText = (v: RuleLiteral) =>
  typeof v === 'string' ? `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(v);
const argText = (a: SwrlArg) => ('var' in a ? `?${a.var}` : literalText(a.value));

/** The SWRL form in the human-readable syntax: `Student(?x) ^ attends(?x, ?c) -> studies(?x, ?c)`. */
export function swrlText(model: RuleModel, terms: RuleTerms): string {
  const { body, head } = swrlAtoms(model, terms);
  const name = (id: string) => ident(terms.get(id)?.name ?? id);
  const atom = (a: SwrlAtom) =>
    a.kind === 'class'
      ? `${name(a.class)}(${argText(a.arg)})`
      : a.kind === 'builtin'
        ? `swrlb:${a.builtin}(${a.args.map(argText).join(', ')})`
        : `${name(a.property)}(${a.args.map(argText).join(', ')})`;
  return `${body.map(atom).join(' ^ ')} -> ${head.map(atom).join(' ^ ')}`;
}

/** The human rule text (Russian): «Если ?x — Студент и ?x посещает ?c, то ?x изучает ?c». */
export function ruleText(model: RuleModel, terms: RuleTerms): string {
  const name = (id: string) => terms.get(id)?.name ?? id;
  const parts: string[] = [];
  const typed = new Set<string>();
  const classPart = (v: string, c: string | undefined) => {
    if (!c || typed.has(`${v} ${c}`)) return;
    typed.add(`${v} ${c}`);
    parts.push(`?${v} — ${name(c)}`);
  };
  for (const t of model.triads) {
    classPart(t.subject.var, t.subject.class);
    if (!t.property || !t.object) continue;
    const object = isVarObject(t.object) ? `?${t.object.var}` : quoted(t.object.value);
    parts.push(`?${t.subject.var} ${name(t.property)} ${object}`);
    if (isVarObject(t.object)) classPart(t.object.var, t.object.class);
  }
  for (const f of model.filters) parts.push(`?${f.var} ${SIGNS[f.op]} ${quoted(f.value)}`);
  const { out } = model;
  return `Если ${parts.join(' и ')}, то ?${out.subject} ${name(out.property)} ?${out.object}`;
}

const quoted = (v: RuleLiteral) => (typeof v === 'string' ? `«${v}»` : String(v));
