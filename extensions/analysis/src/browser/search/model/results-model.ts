import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Cell, RunReply, RunRequest } from '../../../common/api.ts';
import type { SearchConfig } from '../../../common/search-config.ts';

/** What a run reads: a stored search by id, or a configuration being designed. */
export type RunSource = { searchId: string } | { config: SearchConfig };

/** Runs a page (the server's `semantic-search/run`). */
export type Runner = (request: RunRequest, signal?: AbortSignal) => Promise<RunReply>;

/** One line of the table: a group's heading (grouping by a column) or a row of the page. */
export type TableLine = { kind: 'group'; value: Cell; count: number } | { kind: 'row'; index: number };

/**
 * A search's results (issue 18 item 2): one page at a time from the server (`offset`, `limit`), sorted
 * by the server (a header click), the aggregates over every matching row (asked again only when the
 * source changes: paging and sorting do not change them), and grouping by a column — over the page
 * shown (a client-side grouping; the server pages the rows, not the groups).
 */
export class ResultsModel {
  reply: RunReply | null = null;
  aggregates: Record<string, Cell> = {};
  loading = false;
  /** Why the last run failed (the error itself; the page words it). */
  error: unknown = null;
  offset = 0;
  limit: number;
  sort: { code: string; mode: 'asc' | 'desc' } | null = null;
  groupBy: string | null = null;
  private source: RunSource | null = null;
  private running: AbortController | null = null;

  constructor(
    private readonly runner: Runner,
    limit: number,
  ) {
    this.limit = limit;
    makeObservable<ResultsModel, 'source'>(this, {
      reply: observableRef,
      aggregates: observableRef,
      loading: observable,
      error: observableRef,
      offset: observable,
      limit: observable,
      sort: observableRef,
      groupBy: observable,
      source: observableRef,
      run: action,
      setLimit: action,
      goTo: action,
      toggleSort: action,
      setGroupBy: action,
      setCell: action,
    });
  }

  /** Runs the source from its first page, with its aggregates. */
  run(source: RunSource): Promise<void> {
    this.source = source;
    this.offset = 0;
    this.sort = null;
    return this.load(true);
  }

  /** Another page size: back to the first page. */
  setLimit(limit: number): Promise<void> {
    this.limit = limit;
    this.offset = 0;
    return this.load(false);
  }

  /** The page starting at `offset`. */
  goTo(offset: number): Promise<void> {
    this.offset = Math.max(0, offset);
    return this.load(false);
  }

  /** A header click: sorts by the column ascending, then descending; the first page again. */
  toggleSort(code: string): Promise<void> {
    this.sort = { code, mode: this.sort?.code === code && this.sort.mode === 'asc' ? 'desc' : 'asc' };
    this.offset = 0;
    return this.load(false);
  }

  setGroupBy(code: string | null): void {
    this.groupBy = code;
  }

  /** A cell edited in the semantic table, shown at once (the page is read again after). */
  setCell(row: number, column: number, value: Cell): void {
    if (!this.reply?.rows[row]) return;
    const rows = [...this.reply.rows];
    rows[row] = rows[row]!.map((cell, i) => (i === column ? value : cell));
    this.reply = { ...this.reply, rows };
  }

  /** Reads the page shown again (after an edit). */
  refresh(): Promise<void> {
    return this.load(false);
  }

  /** The request a load sends. */
  request(aggregates: boolean): RunRequest {
    return {
      ...this.source,
      offset: this.offset,
      limit: this.limit,
      ...(this.sort ? { sort: [this.sort] } : {}),
      aggregates,
    };
  }

  private async load(aggregates: boolean): Promise<void> {
    if (!this.source) return;
    this.running?.abort();
    const running = (this.running = new AbortController());
    this.loading = true;
    try {
      const reply = await this.runner(this.request(aggregates), running.signal);
      if (running.signal.aborted) return;
      runInAction(() => {
        this.reply = reply;
        if (aggregates) this.aggregates = reply.aggregates;
        this.error = null;
      });
    } catch (error) {
      if (running.signal.aborted) return;
      runInAction(() => {
        this.error = error;
        if (aggregates) this.reply = null;
      });
    } finally {
      if (!running.signal.aborted) runInAction(() => (this.loading = false));
    }
  }

  /** The lines of the table: the page's rows, under their group's heading when grouped (groups in first-seen order). */
  lines(): TableLine[] {
    const reply = this.reply;
    if (!reply) return [];
    const at = this.groupBy ? reply.columns.findIndex((c) => c.code === this.groupBy) : -1;
    if (at < 0) return reply.rows.map((_, index) => ({ kind: 'row', index }));
    const groups = new Map<string, { value: Cell; rows: number[] }>();
    reply.rows.forEach((row, index) => {
      const value = row[at] ?? null;
      const key = JSON.stringify(value);
      const group = groups.get(key) ?? { value, rows: [] };
      group.rows.push(index);
      groups.set(key, group);
    });
    return [...groups.values()].flatMap((g) => [
      { kind: 'group' as const, value: g.value, count: g.rows.length },
      ...g.rows.map((index) => ({ kind: 'row' as const, index })),
    ]);
  }
}
