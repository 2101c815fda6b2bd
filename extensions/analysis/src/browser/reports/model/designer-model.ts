import { makeAutoObservable } from 'mobx';
import type { ReportDto, ReportInput, ReportSource } from '../../../common/reports/api.ts';
import { ALIAS_PATTERN, checkTemplate, TemplateError } from '../../../common/reports/template/index.ts';

/** A source row of the designer (`key` keeps React's rows apart while aliases are typed). */
export interface SourceRow extends ReportSource {
  key: number;
}

/** What keeps a report from being saved, as a page text key and its values. */
export interface DesignProblem {
  key: 'name' | 'alias' | 'duplicate' | 'search' | 'template';
  values: Record<string, string | number>;
}

/** An alias made from a search's name: its first word (from a letter on), lowercased, made unique among `taken`. */
export function aliasFrom(name: string, taken: readonly string[]): string {
  const word = name.toLowerCase().match(/\p{L}[\p{L}\p{N}_-]*/u)?.[0] ?? '';
  const base = ALIAS_PATTERN.test(word) ? word.slice(0, 30) : 'источник';
  let alias = base;
  for (let n = 2; taken.includes(alias); n++) alias = `${base}${n}`;
  return alias;
}

/**
 * The report designer's state (domain.md §3 Report; issue 18 item 3): name, annotation, sources (a
 * semantic search each, under an alias) and the template; what is unsaved, and the first problem that
 * keeps it from being saved — the template checked by the same parser the server renders with.
 */
export class ReportDesignerModel {
  name: string;
  annotation: string;
  template: string;
  sources: SourceRow[];
  private saved: string;
  private next = 1;

  constructor(report?: Pick<ReportDto, 'name' | 'annotation' | 'template' | 'sources'>) {
    this.name = report?.name ?? '';
    this.annotation = report?.annotation ?? '';
    this.template = report?.template ?? '';
    this.sources = (report?.sources ?? []).map((s) => ({ ...s, key: this.next++ }));
    this.saved = JSON.stringify(this.input);
    makeAutoObservable(this);
  }

  /** What the save sends. */
  get input(): ReportInput {
    return {
      name: this.name.trim(),
      annotation: this.annotation,
      template: this.template,
      sources: this.sources.map(({ alias, search }) => ({ alias: alias.trim(), search })),
    };
  }

  get dirty(): boolean {
    return JSON.stringify(this.input) !== this.saved;
  }

  /** The sources that can be previewed (a search chosen, a well-formed alias). */
  get previewSources(): ReportSource[] {
    return this.input.sources!.filter((s) => s.search !== '' && ALIAS_PATTERN.test(s.alias));
  }

  /** The first thing that keeps the report from being saved, or null. */
  get problem(): DesignProblem | null {
    const seen = new Set<string>();
    for (const { alias, search } of this.input.sources!) {
      if (!ALIAS_PATTERN.test(alias)) return { key: 'alias', values: { alias } };
      if (seen.has(alias)) return { key: 'duplicate', values: { alias } };
      seen.add(alias);
      if (search === '') return { key: 'search', values: { alias } };
    }
    const template = this.templateProblem;
    if (template) return template;
    if (this.name.trim() === '') return { key: 'name', values: {} };
    return null;
  }

  /** Where the template goes wrong (its loops and tables checked against the aliases), or null. */
  get templateProblem(): DesignProblem | null {
    try {
      checkTemplate(
        this.template,
        this.sources.map((s) => s.alias.trim()),
      );
      return null;
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      return { key: 'template', values: { line: error.line, column: error.column, reason: error.reason } };
    }
  }

  setName(name: string) {
    this.name = name;
  }

  setAnnotation(annotation: string) {
    this.annotation = annotation;
  }

  setTemplate(template: string) {
    this.template = template;
  }

  /** Adds a source; with a search, its alias is made from the search's name. */
  addSource(search?: { id: string; name: string }) {
    const taken = this.sources.map((s) => s.alias);
    this.sources.push({
      key: this.next++,
      search: search?.id ?? '',
      alias: aliasFrom(search?.name ?? '', taken),
    });
  }

  removeSource(key: number) {
    this.sources = this.sources.filter((s) => s.key !== key);
  }

  setAlias(key: number, alias: string) {
    const row = this.sources.find((s) => s.key === key);
    if (row) row.alias = alias;
  }

  /** Chooses a source's search; an alias still the default one follows the search's name. */
  setSearch(key: number, search: { id: string; name: string }) {
    const row = this.sources.find((s) => s.key === key);
    if (!row) return;
    const others = this.sources.filter((s) => s !== row).map((s) => s.alias);
    if (/^источник\d*$/.test(row.alias)) row.alias = aliasFrom(search.name, others);
    row.search = search.id;
  }

  /** The state now is what is stored. */
  markSaved() {
    this.saved = JSON.stringify(this.input);
  }
}
