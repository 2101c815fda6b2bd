/**
 * The OWL rule of domain.md §3 as its `json_str` holds it: body triads (subject, property, object), the
 * triad links (the variables triads share), filters on variables' data values and the output triad.
 * Variables are named on the triads' ends; the links are derived from those names (`linksOf`) and
 * stored beside them for the spec's `triad_link list`, never read back as a source of truth.
 */

/** A literal a data property's value is compared with or matched against. */
export type RuleLiteral = string | number | boolean;

/** A triad's subject: a variable, optionally of a class (`?x — Студент`). */
export interface RuleSubject {
  var: string;
  class?: string;
}

/** A triad's object: a variable (of a class, for an object property) or a literal (data property). */
export type RuleObject = { var: string; class?: string } | { value: RuleLiteral };

/**
 * One triad of the body. Without `property` (and `object`) it only says the subject's class; with an
 * object property its object is an individual, with a data property a value or a literal.
 */
export interface RuleTriad {
  id: string;
  subject: RuleSubject;
  property?: string;
  object?: RuleObject;
}

/** Filter operators on a variable's data value (§3 "filter list"). */
export const RULE_FILTER_OPS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'contains'] as const;
export type RuleFilterOp = (typeof RULE_FILTER_OPS)[number];

/** A filter: the variable's value compared with a constant. */
export interface RuleFilter {
  var: string;
  op: RuleFilterOp;
  value: string | number;
}

/** The output triad (§3 `out_triad`): the statement the rule infers for each match of the body. */
export interface RuleOutTriad {
  subject: string;
  property: string;
  object: string;
}

/** A triad link (§3): a variable and the triads that share it. Derived from the triads. */
export interface TriadLink {
  var: string;
  triads: string[];
}

/** The whole `json_str`. */
export interface RuleModel {
  triads: RuleTriad[];
  filters: RuleFilter[];
  out: RuleOutTriad;
  links?: TriadLink[];
}

/** What the validator and the texts know of a class or property the rule names (read from the store). */
export interface RuleTerm {
  name: string;
  kind: 'class' | 'object' | 'data';
  /** A property's domain classes (where an unclassed subject's individuals are looked for). */
  domain?: string[];
}

/** Class and property id → what the store says of it; a missing id is one the user cannot see. */
export type RuleTerms = ReadonlyMap<string, RuleTerm>;

/** Whether the object is a variable (not a literal). */
export const isVarObject = (o: RuleObject | undefined): o is { var: string; class?: string } =>
  !!o && 'var' in o && typeof o.var === 'string';

/** The triads' shared variables, in order of first appearance: the links the editor draws. */
export function linksOf(triads: readonly RuleTriad[]): TriadLink[] {
  const byVar = new Map<string, string[]>();
  for (const t of triads) {
    const vars = [t.subject.var, ...(isVarObject(t.object) ? [t.object.var] : [])];
    for (const v of new Set(vars)) byVar.set(v, [...(byVar.get(v) ?? []), t.id]);
  }
  return [...byVar].filter(([, ids]) => ids.length > 1).map(([v, ids]) => ({ var: v, triads: ids }));
}

/** The class each variable is declared of (its first declaration), for texts and evaluation. */
export function classesOf(triads: readonly RuleTriad[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of triads) {
    if (t.subject.class && !out.has(t.subject.var)) out.set(t.subject.var, t.subject.class);
    if (isVarObject(t.object) && t.object.class && !out.has(t.object.var)) out.set(t.object.var, t.object.class);
  }
  return out;
}
