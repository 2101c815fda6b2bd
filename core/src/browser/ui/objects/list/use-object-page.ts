import { useEffect, useRef, useState } from 'react';
import type { FieldRequest, Scalar } from '../../../../common/data-api.ts';
import { filterLiteral } from '../../../../common/filter-literal.ts';
import type { DataClient } from '../../../services/shell-contracts.ts';
import { combineFilters, listFields, rowsFromReply, type ListSort, type ObjectRow } from '../object-rows.ts';

export type PageLoad =
  | { status: 'loading'; rows: ObjectRow[]; total: number }
  | { status: 'ready'; rows: ObjectRow[]; total: number }
  | { status: 'failed'; error: unknown; rows: ObjectRow[]; total: number };

/** One page's question to the server. */
export interface PageQuestion {
  classId: string;
  fields: readonly FieldRequest[];
  filter?: string;
  /** Hidden eq fields, as a JSON string so a new array with the same content asks nothing new. */
  requiredKey: string;
  sort?: ListSort;
  /** The name search, already debounced. */
  query: string;
  page: number;
  pageSize: number;
  /** Any change asks again (a reload after a create or delete). */
  reloadKey?: unknown;
  /** Counts the user's retries after a failure; each asks again. */
  retry: number;
}

/**
 * Fetches one page with get_data (limit/offset, count_rows): the rows shown so far stay while the next
 * page loads; a stale answer (the question changed meanwhile) is dropped. `onLoaded` runs on each new page.
 */
export function useObjectPage(data: DataClient, q: PageQuestion, onLoaded: () => void): PageLoad {
  const [load, setLoad] = useState<PageLoad>({ status: 'loading', rows: [], total: 0 });
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });
  useEffect(() => {
    const controller = new AbortController();
    setLoad((l) => ({ ...l, status: 'loading' }));
    const required = JSON.parse(q.requiredKey) as { prop: string; value: Scalar }[];
    data
      .getData(
        {
          class: q.classId,
          fields: listFields(q.fields, q.sort, required),
          filter: combineFilters(q.filter, q.query ? `[name] ~ ${filterLiteral(q.query)}` : undefined),
          limit: q.pageSize,
          offset: q.page * q.pageSize,
        },
        { signal: controller.signal },
      )
      .then((reply) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', rows: rowsFromReply(reply), total: reply.count_rows });
        loaded.current();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad((l) => ({ status: 'failed', error, rows: l.rows, total: l.total }));
      });
    return () => controller.abort();
  }, [data, q.classId, q.fields, q.filter, q.requiredKey, q.sort, q.query, q.page, q.pageSize, q.reloadKey, q.retry]);
  return load;
}
