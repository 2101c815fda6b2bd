import {
  DIFF_CATEGORIES,
  DIFF_FIELDS,
  type DiffCategory,
  type DiffField,
  type DiffReply,
  type DiffStats,
  type FieldChange,
  type TermDiff,
} from '../../common/exchange.ts';
import type { OntologyState, TermBase } from '../../common/state.ts';

type AnyTerm = TermBase & Record<string, unknown>;

/** The fields each category compares, in the order they are reported. */
const FIELDS: Record<DiffCategory, DiffField[]> = {
  classes: ['name', 'labels', 'description', 'parents'],
  objectProperties: ['name', 'labels', 'description', 'domain', 'range', 'multiple'],
  dataProperties: ['name', 'labels', 'description', 'domain', 'baseType', 'multiple'],
  individuals: ['name', 'labels', 'description', 'class', 'values', 'links'],
};

/**
 * Compares two ontology states (domain.md §7 `POST ontologyDiff/diff`). Terms of each category are
 * matched by IRI, else by id, else by a name unique on both sides; each is added, removed, changed
 * (with the fields that differ) or unchanged. References (parents, domain, range, class, links) are
 * compared through the matching, so a renamed parent does not make its children "changed".
 * `ignoredProps` leaves fields out. Dangling references are errors; duplicate names are warnings.
 */
export function diffStates(
  state1: OntologyState,
  state2: OntologyState,
  ignoredProps: readonly string[] = [],
): DiffReply {
  const ignored = new Set(ignoredProps);
  const errors: string[] = [];
  const warnings: string[] = [];
  const names1 = nameIndex(state1);
  const names2 = nameIndex(state2);
  checkReferences(state1, 'state1', names1, errors);
  checkReferences(state2, 'state2', names2, errors);

  /** state1 id → state2 id of its match. */
  const match = new Map<string, string>();
  const pairs = new Map<DiffCategory, { a?: AnyTerm; b?: AnyTerm; by?: TermDiff['matchedBy'] }[]>();
  for (const category of DIFF_CATEGORIES) {
    const list1 = state1[category] as unknown as AnyTerm[];
    const list2 = state2[category] as unknown as AnyTerm[];
    duplicateNames(list1, 'state1', category, warnings);
    duplicateNames(list2, 'state2', category, warnings);
    pairs.set(category, pairTerms(list1, list2, match));
  }

  const key1 = (id: string) => match.get(id) ?? `state1:${id}`;
  const show1 = (id: string) => names1.get(id) ?? id;
  const show2 = (id: string) => names2.get(id) ?? id;
  const stats = {} as DiffStats;
  const diff = {} as DiffReply['diff'];
  for (const category of DIFF_CATEGORIES) {
    stats[category] = { added: 0, removed: 0, changed: 0, unchanged: 0 };
    diff[category] = [];
    for (const { a, b, by } of pairs.get(category)!) {
      let entry: TermDiff;
      if (a && b) {
        const changes = FIELDS[category]
          .filter((f) => !ignored.has(f))
          .map((f) => compareField(f, a, b, key1, show1, show2))
          .filter((c): c is FieldChange => c !== null);
        entry = {
          status: changes.length ? 'changed' : 'unchanged',
          name: b.name,
          matchedBy: by,
          id1: a.id,
          id2: b.id,
          changes,
        };
      } else if (a) entry = { status: 'removed', name: a.name, id1: a.id, changes: [] };
      else entry = { status: 'added', name: b!.name, id2: b!.id, changes: [] };
      stats[category][entry.status]++;
      diff[category].push(entry);
    }
    diff[category].sort((x, y) => x.name.localeCompare(y.name) || x.status.localeCompare(y.status));
  }
  return { errors, warnings, stats, diff };
}

export const KNOWN_DIFF_FIELDS: ReadonlySet<string> = new Set(DIFF_FIELDS);

function pairTerms(list1: AnyTerm[], list2: AnyTerm[], match: Map<string, string>) {
  const free2 = new Set(list2);
  const byIri = new Map<string, AnyTerm>();
  const byId = new Map<string, AnyTerm>();
  const byName = new Map<string, AnyTerm[]>();
  for (const b of list2) {
    if (b.iri) byIri.set(b.iri, b);
    byId.set(b.id, b);
    byName.set(norm(b.name), [...(byName.get(norm(b.name)) ?? []), b]);
  }
  const count1 = new Map<string, number>();
  for (const a of list1) count1.set(norm(a.name), (count1.get(norm(a.name)) ?? 0) + 1);
  const out: { a?: AnyTerm; b?: AnyTerm; by?: TermDiff['matchedBy'] }[] = [];
  const take = (a: AnyTerm, b: AnyTerm | undefined, by: TermDiff['matchedBy']) => {
    if (!b || !free2.has(b)) return false;
    free2.delete(b);
    match.set(a.id, b.id);
    out.push({ a, b, by });
    return true;
  };
  // Three passes, so a strong match (IRI) is never taken away by a weaker one (name) of another term.
  const left1 = list1.filter((a) => !(a.iri && take(a, byIri.get(a.iri), 'iri')));
  const left2 = left1.filter((a) => !take(a, byId.get(a.id), 'id'));
  for (const a of left2) {
    const same = (byName.get(norm(a.name)) ?? []).filter((b) => free2.has(b));
    if (!(same.length === 1 && count1.get(norm(a.name)) === 1 && take(a, same[0], 'name'))) out.push({ a });
  }
  for (const b of list2) if (free2.has(b)) out.push({ b });
  return out;
}

function compareField(
  field: DiffField,
  a: AnyTerm,
  b: AnyTerm,
  key1: (id: string) => string,
  show1: (id: string) => string,
  show2: (id: string) => string,
): FieldChange | null {
  let before: string[];
  let after: string[];
  let same: boolean;
  const refs = (x: unknown) => (Array.isArray(x) ? (x as string[]) : typeof x === 'string' ? [x] : []);
  switch (field) {
    case 'parents':
    case 'domain':
    case 'range':
    case 'class': {
      const r1 = refs(a[field]);
      const r2 = refs(b[field]);
      same = sameSet(r1.map(key1), r2);
      before = r1.map(show1);
      after = r2.map(show2);
      break;
    }
    case 'values': {
      const v = (t: AnyTerm) => (t.values as { prop: string; value: unknown }[]) ?? [];
      same = sameSet(
        v(a).map((x) => `${key1(x.prop)}=${String(x.value)}`),
        v(b).map((x) => `${x.prop}=${String(x.value)}`),
      );
      before = v(a).map((x) => `${show1(x.prop)}: ${String(x.value)}`);
      after = v(b).map((x) => `${show2(x.prop)}: ${String(x.value)}`);
      break;
    }
    case 'links': {
      const l = (t: AnyTerm) => (t.links as { prop: string; target: string }[]) ?? [];
      same = sameSet(
        l(a).map((x) => `${key1(x.prop)}>${key1(x.target)}`),
        l(b).map((x) => `${x.prop}>${x.target}`),
      );
      before = l(a).map((x) => `${show1(x.prop)} → ${show1(x.target)}`);
      after = l(b).map((x) => `${show2(x.prop)} → ${show2(x.target)}`);
      break;
    }
    case 'labels':
      before = (a.labels ?? []).map(String);
      after = (b.labels ?? []).map(String);
      same = sameSet(before, after);
      break;
    default: {
      const text = (x: unknown) => (x === undefined || x === null || x === '' ? [] : [String(x)]);
      before = text(field === 'multiple' ? a[field] !== false : a[field]);
      after = text(field === 'multiple' ? b[field] !== false : b[field]);
      same = before.join('\u0000') === after.join('\u0000');
    }
  }
  return same ? null : { field, before, after };
}

const norm = (name: string) => name.trim().toLowerCase();

function sameSet(x: readonly string[], y: readonly string[]): boolean {
  const a = [...x].sort();
  const b = [...y].sort();
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function nameIndex(state: OntologyState): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of DIFF_CATEGORIES) for (const t of state[c]) out.set(t.id, t.name);
  return out;
}

function duplicateNames(list: readonly AnyTerm[], which: string, category: DiffCategory, warnings: string[]): void {
  const seen = new Map<string, { name: string; n: number }>();
  for (const t of list) {
    const entry = seen.get(norm(t.name));
    if (entry) entry.n++;
    else seen.set(norm(t.name), { name: t.name, n: 1 });
  }
  for (const { name, n } of seen.values())
    if (n > 1)
      warnings.push(
        `${which}: ${category}: имя «${name}» встречается несколько раз (${n}), по имени такие термины не сопоставляются`,
      );
}

function checkReferences(state: OntologyState, which: string, names: Map<string, string>, errors: string[]): void {
  const missing = (from: TermBase, what: string, id: string) => {
    if (!names.has(id)) errors.push(`${which}: «${from.name}»: ${what} ${id} нет в этом состоянии`);
  };
  for (const c of state.classes) c.parents.forEach((p) => missing(c, 'родительского класса', p));
  for (const p of [...state.objectProperties, ...state.dataProperties])
    p.domain.forEach((d) => missing(p, 'класса домена', d));
  for (const p of state.objectProperties) p.range.forEach((r) => missing(p, 'класса диапазона', r));
  for (const i of state.individuals) {
    missing(i, 'класса', i.class);
    i.values.forEach((v) => missing(i, 'свойства', v.prop));
    i.links.forEach((l) => {
      missing(i, 'свойства', l.prop);
      missing(i, 'индивида', l.target);
    });
  }
}
