import { filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { joinRule, MAX_RULE_MATCHES, type RuleFact, type RuleBinding } from '../../common/rules/join.ts';
import { classesOf, isVarObject, type RuleModel, type RuleTerms } from '../../common/rules/model.ts';

/** The most statements and individuals a run reads before it refuses (the join runs in memory). */
export const MAX_FACTS = 200_000;
const PAGE = 5_000;

export const TOO_MUCH = `Правило читает слишком много утверждений (больше ${MAX_FACTS}); уточните его классами или фильтрами`;

/** What a run found: the matches and the display names of the individuals they bind. */
export interface Evaluation {
  matches: RuleBinding[];
  names: Map<string, string>;
}

/** Finds which class an instance is of (ctx.index.kindOf), to read its values with get_data. */
export type KindOf = (id: string) => Promise<{ classId: string } | null>;

/**
 * The rule's body run over the store as `read`'s user: each triad's statements read with get_data
 * (the subject variable's class, or the property's domain), each named class's individuals read once,
 * then joined in memory (common/rules/join.ts). What the user may not read does not take part.
 */
export async function evaluateRule(read: DataReader, model: RuleModel, terms: RuleTerms): Promise<Evaluation> {
  const names = new Map<string, string>();
  let budget = MAX_FACTS;
  const pages = async (
    cls: string,
    prop: string | null,
    each: (row: ReturnType<typeof instanceRows>[number]) => void,
  ) => {
    for (let offset = 0; ; offset += PAGE) {
      const reply = (await read({
        act: 'get_data',
        class: cls,
        fields: prop ? [{ prop, filter_mode: 'not_empty' }] : [],
        limit: PAGE,
        offset,
      })) as GetDataReply;
      const rows = instanceRows(reply);
      budget -= rows.length;
      if (budget < 0) throw new HttpError(400, TOO_MUCH);
      for (const row of rows) {
        names.set(row.id, row.name);
        each(row);
      }
      if (rows.length < PAGE) return;
    }
  };
  const members = new Map<string, Set<string>>();
  const classes = classesOf(model.triads);
  for (const c of new Set(classes.values())) {
    const set = new Set<string>();
    await pages(c, null, (row) => set.add(row.id));
    members.set(c, set);
  }
  const facts = new Map<string, RuleFact[]>();
  for (const t of model.triads) {
    const list: RuleFact[] = [];
    facts.set(t.id, list);
    const cls = classes.get(t.subject.var);
    if (!t.property) {
      for (const id of members.get(t.subject.class!) ?? []) list.push([id, null]);
      continue;
    }
    const prop = t.property;
    const isObject = terms.get(prop)?.kind === 'object';
    for (const c of cls ? [cls] : (terms.get(prop)?.domain ?? [])) {
      await pages(c, prop, (row) => {
        for (const v of row.values.get(prop) ?? []) {
          if (v.val === null) continue;
          if (isObject) names.set(String(v.val), v.cap ?? String(v.val));
          list.push([row.id, isObject ? String(v.val) : v.val]);
        }
      });
      budget -= list.length;
      if (budget < 0) throw new HttpError(400, TOO_MUCH);
    }
  }
  try {
    return { matches: joinRule(model, { facts, members }), names };
  } catch {
    throw new HttpError(400, `Правило находит больше ${MAX_RULE_MATCHES} совпадений; уточните его`);
  }
}

/** The variables in order of first appearance: the run's columns. */
export function variablesOf(model: RuleModel): string[] {
  const vars = new Set<string>();
  for (const t of model.triads) {
    vars.add(t.subject.var);
    if (isVarObject(t.object)) vars.add(t.object.var);
  }
  return [...vars];
}

/**
 * The subjects grouped by a class to read them in (get_data includes subclasses' instances). Where the
 * rule says their class (the output subject variable's class, else the output property's domain), all
 * are read in those classes; otherwise each subject's own class is asked of `kindOf`
 * (ctx.index.kindOf, outside any unit of work: the index reads the store directly). A subject that is
 * gone is in no group.
 */
export async function subjectGroups(
  kindOf: KindOf,
  subjects: Iterable<string>,
  known: readonly string[] = [],
): Promise<Map<string, string[]>> {
  const unique = [...new Set(subjects)];
  if (known.length) return new Map(known.map((c) => [c, unique]));
  const out = new Map<string, string[]>();
  for (const s of unique) {
    const kind = await kindOf(s);
    if (kind) out.set(kind.classId, [...(out.get(kind.classId) ?? []), s]);
  }
  return out;
}

/** Where the output subject's individuals are: its variable's class, else the output property's domain. */
export function outSubjectClasses(model: RuleModel, terms: RuleTerms): string[] {
  const cls = classesOf(model.triads).get(model.out.subject);
  return cls ? [cls] : (terms.get(model.out.property)?.domain ?? []);
}

/**
 * Which statements (subject, `prop`, object) the store holds now for the subjects of `groups` (from
 * `subjectGroups`), as `read`'s user sees them. A subject that is gone or hidden holds none.
 */
export async function presentStatements(
  read: DataReader,
  groups: ReadonlyMap<string, readonly string[]>,
  prop: string,
): Promise<Set<string>> {
  const present = new Set<string>();
  for (const [cls, subjects] of groups)
    for (let i = 0; i < subjects.length; i += 500) {
      const chunk = subjects.slice(i, i + 500);
      const reply = (await read({
        act: 'get_data',
        class: cls,
        filter: `[id] in (${chunk.map(filterLiteral).join(', ')})`,
        fields: [{ prop }],
        limit: chunk.length,
      })) as GetDataReply;
      for (const row of instanceRows(reply))
        for (const v of row.values.get(prop) ?? []) if (v.val !== null) present.add(`${row.id} ${String(v.val)}`);
    }
  return present;
}
