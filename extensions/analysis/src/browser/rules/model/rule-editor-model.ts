import { makeAutoObservable, toJS } from 'mobx';
import {
  checkRule,
  isVarObject,
  linksOf,
  parseRule,
  ruleText,
  swrlText,
  type RuleFilter,
  type RuleModel,
  type RuleOutTriad,
  type RuleTerm,
  type RuleTriad,
  type TriadLink,
} from '../../../common/rules/index.ts';

/** What the editor edits: a name and the rule's triads, filters and output triad. */
export interface RuleDraft {
  name: string;
  model: RuleModel;
}

const emptyOut = (): RuleOutTriad => ({ subject: '', property: '', object: '' });

/**
 * The rule editor's state (domain.md §3 OWL rule): triads (subject, property, object), filters and the
 * output triad, the names of the terms they use, and what follows from them live — the links, the rule
 * text, its SWRL form and the first problem the validator finds (common/rules/validate.ts).
 */
export class RuleEditorModel {
  name: string;
  triads: RuleTriad[];
  filters: RuleFilter[];
  out: RuleOutTriad;
  /** Class and property id → name, kind and domain, as the store tells the user. */
  terms = new Map<string, RuleTerm>();
  dirty = false;
  private next = 1;

  constructor(draft?: RuleDraft) {
    this.name = draft?.name ?? '';
    this.triads = draft ? draft.model.triads.map((t) => ({ ...t })) : [];
    this.filters = draft ? draft.model.filters.map((f) => ({ ...f })) : [];
    this.out = draft ? { ...draft.model.out } : emptyOut();
    this.next = this.triads.length + 1;
    if (!draft) this.addTriad();
    this.dirty = false;
    makeAutoObservable(this);
  }

  /** Remembers what the store says of some terms (after a pick or when a rule opens). */
  learn(terms: ReadonlyMap<string, RuleTerm>) {
    for (const [id, term] of terms) this.terms.set(id, term);
  }

  setName(name: string) {
    this.name = name;
    this.dirty = true;
  }

  /** A new triad; its subject variable continues from the last triad's object (or is ?x). */
  addTriad() {
    const last = this.triads[this.triads.length - 1];
    const from = last && isVarObject(last.object) ? last.object.var : (last?.subject.var ?? 'x');
    let id = `t${this.next++}`;
    while (this.triads.some((t) => t.id === id)) id = `t${this.next++}`;
    this.triads.push({ id, subject: { var: from } });
    this.dirty = true;
  }

  removeTriad(id: string) {
    this.triads = this.triads.filter((t) => t.id !== id);
    this.dirty = true;
  }

  /** Changes one triad: `change` gets a copy and returns the new triad. */
  updateTriad(id: string, change: (t: RuleTriad) => RuleTriad) {
    this.triads = this.triads.map((t) => (t.id === id ? change(toJS(t)) : t));
    this.dirty = true;
  }

  setSubject(id: string, variable: string, classId?: string) {
    this.updateTriad(id, (t) => ({ ...t, subject: { var: variable, ...(classId ? { class: classId } : {}) } }));
  }

  /** Sets (or clears) the property; a data property's object becomes a value variable, an object one an individual. */
  setProperty(id: string, propertyId: string | null) {
    this.updateTriad(id, (t) => {
      if (!propertyId) return { id: t.id, subject: t.subject };
      const object = t.object ?? { var: this.freshVar() };
      const data = this.terms.get(propertyId)?.kind === 'data';
      const fixed = isVarObject(object) && data ? { var: object.var } : object;
      return { ...t, property: propertyId, object: fixed };
    });
  }

  setObjectVar(id: string, variable: string, classId?: string) {
    this.updateTriad(id, (t) => ({ ...t, object: { var: variable, ...(classId ? { class: classId } : {}) } }));
  }

  /** A literal object (a data property's value): numbers stay numbers. */
  setObjectValue(id: string, text: string) {
    const value = text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    this.updateTriad(id, (t) => ({ ...t, object: { value } }));
  }

  addFilter() {
    this.filters.push({ var: this.variables[0] ?? 'x', op: 'eq', value: '' });
    this.dirty = true;
  }

  updateFilter(index: number, filter: Partial<RuleFilter>) {
    this.filters = this.filters.map((f, i) => (i === index ? { ...f, ...filter } : f));
    this.dirty = true;
  }

  removeFilter(index: number) {
    this.filters = this.filters.filter((_, i) => i !== index);
    this.dirty = true;
  }

  setOut(out: Partial<RuleOutTriad>) {
    this.out = { ...this.out, ...out };
    this.dirty = true;
  }

  /** After a save: nothing unsaved. */
  markSaved() {
    this.dirty = false;
  }

  /** The variables of the body, in order of appearance. */
  get variables(): string[] {
    const seen = new Set<string>();
    for (const t of this.triads) {
      if (t.subject.var) seen.add(t.subject.var);
      if (isVarObject(t.object) && t.object.var) seen.add(t.object.var);
    }
    return [...seen];
  }

  /** The triad links (§3 `triad_link`): the variables triads share. */
  get links(): TriadLink[] {
    return linksOf(this.triads);
  }

  get model(): RuleModel {
    return { triads: this.triads, filters: this.filters, out: this.out, links: this.links };
  }

  /** The first problem of the rule (Russian, as the server would answer), or null. */
  get problem(): string | null {
    if (!this.name.trim()) return 'Укажите название правила';
    const parsed = parseRule(toJS(this.model));
    if ('error' in parsed) return parsed.error;
    return checkRule(parsed, this.terms)?.error ?? null;
  }

  /** The rule text («Если …, то …»), live. */
  get text(): string {
    return ruleText(this.model, this.terms);
  }

  /** The SWRL form, live. */
  get swrl(): string {
    return swrlText(this.model, this.terms);
  }

  private freshVar(): string {
    const used = new Set(this.variables);
    for (const v of ['y', 'z', 'v', 'w', 'u']) if (!used.has(v)) return v;
    let n = 1;
    while (used.has(`v${n}`)) n++;
    return `v${n}`;
  }
}
