import { filterLiteral, instanceRows, rowText, type GetDataReply, type InstanceRow } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';

/**
 * Records of a document that last until an expiry their tab renews: the editors' locks (§4) and the
 * readers of the viewer (shell §2 "registers a viewer on entry"). One object per tab and document, kept
 * in the store so that every server process sees the same; an expired one is left out of every read and
 * deleted by the next write of the document's records.
 */
export interface ExpiringRecords {
  /** The records' class. */
  class: string;
  /** The property naming the document the record is of. */
  documentProp: string;
  /** The property holding the expiry (ISO). */
  expiresProp: string;
}

/** Every record of the document (expired ones too) with the fields asked, read by `run` (a reader or a unit of work). */
export async function recordsOf(
  run: DataReader,
  records: ExpiringRecords,
  documentId: string,
  props: readonly string[],
): Promise<InstanceRow[]> {
  const reply = (await run({
    act: 'get_data',
    class: records.class,
    filter: `[${records.documentProp}] = ${filterLiteral(documentId)}`,
    fields: [...new Set([...props, records.expiresProp])].map((prop) => ({ prop })),
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply);
}

/** Whether a record read by `recordsOf` has not expired at `now`. */
export const isLive = (records: ExpiringRecords, row: InstanceRow, now: number): boolean =>
  Date.parse(rowText(row, records.expiresProp) ?? '') > now;

/** The expiry of a record written or renewed at `now`. */
export const expiryAt = (now: number, ttlMs: number): string => new Date(now + ttlMs).toISOString();
