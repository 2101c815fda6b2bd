import {
  PROP,
  filterLiteral,
  instanceRows,
  joinContent,
  rowRefs,
  rowText,
  rowTexts,
  rowValue,
  splitContent,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import type { DataReader, UnitOfWork } from '@ontobench/sdk/node';
import type { DocumentState, SnapshotEntry } from '../../common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';

/** One publication with its content: the state it froze (contentJSON) and its HTML (contentHTML). */
export interface Snapshot extends SnapshotEntry {
  documentId: string;
  state: DocumentState | null;
  html: string;
}

const ENTRY_FIELDS = [PROP.isPublic, PROP.author, PROP.creationDate, SDOC_PROP.snapshotDocument];

function entryOf(row: InstanceRow): SnapshotEntry & { documentId: string } {
  return {
    id: row.id,
    name: row.name,
    isPublic: rowValue(row, PROP.isPublic) === true,
    author: rowRefs(row, PROP.author)[0] ?? null,
    createdAt: rowText(row, PROP.creationDate),
    documentId: rowText(row, SDOC_PROP.snapshotDocument) ?? '',
  };
}

/** The publications of a document, newest first. */
export async function snapshotsOf(read: DataReader, documentId: string): Promise<SnapshotEntry[]> {
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.Snapshot,
    filter: `[${SDOC_PROP.snapshotDocument}] = ${filterLiteral(documentId)}`,
    fields: ENTRY_FIELDS.map((prop) => ({ prop })),
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply)
    .map(entryOf)
    .map(({ documentId: _documentId, ...entry }) => entry)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** One publication with its content, or null. */
export async function snapshotById(read: DataReader, id: string): Promise<Snapshot | null> {
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.Snapshot,
    filter: `[id] = ${filterLiteral(id)}`,
    fields: [...ENTRY_FIELDS, SDOC_PROP.contentJson, SDOC_PROP.contentHtml].map((prop) => ({ prop })),
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) return null;
  return {
    ...entryOf(row),
    state: parseState(rowTexts(row, SDOC_PROP.contentJson)),
    html: joinContent(rowTexts(row, SDOC_PROP.contentHtml)),
  };
}

/** The frozen state, or null when its pieces do not parse (a broken value is no state, not an error page). */
function parseState(pieces: readonly string[]): DocumentState | null {
  try {
    return JSON.parse(joinContent(pieces)) as DocumentState;
  } catch {
    return null;
  }
}

/** Writes a new publication of the state (inside the caller's unit of work, with raised rights). */
export async function writeSnapshot(
  uow: UnitOfWork,
  input: { id: string; name: string; isPublic: boolean; state: DocumentState; html: string },
): Promise<void> {
  const { id, name, isPublic, state, html } = input;
  await uow.run({
    act: 'set_data',
    data: [
      { op: 'new', class: SDOC_CLASS.Snapshot, name, inst: id },
      { op: 'upd', inst: id, prop: SDOC_PROP.snapshotDocument, val: state.documentId },
      { op: 'upd', inst: id, prop: PROP.isPublic, val: isPublic },
      { op: 'upd', inst: id, prop: SDOC_PROP.contentJson, val: splitContent(JSON.stringify(state)) },
      { op: 'upd', inst: id, prop: SDOC_PROP.contentHtml, val: splitContent(html) },
    ],
  });
}
