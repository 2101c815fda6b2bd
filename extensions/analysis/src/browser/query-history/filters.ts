import type { QueryKind } from '../../common/general-search/api.ts';

/** The history's filters as the form holds them (texts as typed). */
export interface HistoryFilters {
  user: string;
  kind: '' | QueryKind;
  /** `datetime-local` values (the browser's local time), or empty. */
  from: string;
  to: string;
  minDuration: string;
  text: string;
  sort: 'time' | 'duration';
}

export const NO_FILTERS: HistoryFilters = {
  user: '',
  kind: '',
  from: '',
  to: '',
  minDuration: '',
  text: '',
  sort: 'time',
};

/** Calls a page shows. */
export const HISTORY_PAGE_SIZE = 50;

/** Whether the minimum duration is empty or a whole number of zero or more. */
export const validDuration = (text: string): boolean => /^\s*\d{0,9}\s*$/.test(text);

/** A `datetime-local` value as an ISO time (local time made absolute), or undefined. */
const iso = (local: string): string | undefined => {
  if (local === '') return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
};

/** The query string of `GET analysis/query-history` for the filters and a page. */
export function historyQuery(filters: HistoryFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') params.set(name, value.trim());
  };
  set('user', filters.user);
  set('kind', filters.kind);
  set('from', iso(filters.from));
  set('to', iso(filters.to));
  if (validDuration(filters.minDuration)) set('minDuration', filters.minDuration);
  set('text', filters.text);
  if (filters.sort === 'duration') params.set('sort', 'duration');
  if (page > 0) params.set('offset', String(page * HISTORY_PAGE_SIZE));
  params.set('limit', String(HISTORY_PAGE_SIZE));
  return params;
}
