import { PROP, rowsFromReply, type DataClient, type NewObject } from '@ontobench/sdk';
import { SDOC_CLASS } from '../../common/classes.ts';

/** One structured document as the index lists it. */
export interface DocumentEntry {
  id: string;
  name: string;
  /** The creation date (ISO), when the store gives it. */
  createdAt: string | null;
}

/** The most the index lists; a user with more finds the rest by the quick launch. */
export const MAX_DOCUMENTS = 1000;

/**
 * The structured documents the user can see (get_data on the class: the store's access rules give their
 * own and those assigned to them), by name.
 */
export async function loadDocuments(data: DataClient, signal?: AbortSignal): Promise<DocumentEntry[]> {
  const reply = await data.getData(
    {
      class: SDOC_CLASS.StructuredDocument,
      fields: [{ prop: PROP.name }, { prop: PROP.creationDate }],
      limit: MAX_DOCUMENTS,
    },
    { signal },
  );
  return rowsFromReply(reply)
    .map((row) => {
      const created = row.values[PROP.creationDate]?.[0]?.val;
      return {
        id: row.id,
        name: row.name,
        createdAt: created === null || created === undefined ? null : String(created),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** Creates a structured document with the name; answers its id. */
export async function createDocument(data: DataClient, request: NewObject): Promise<string> {
  const inst = crypto.randomUUID();
  await data.setData([
    { op: 'new', class: SDOC_CLASS.StructuredDocument, name: request.name, inst },
    ...request.values.map(({ prop, val }) => ({ op: 'upd' as const, inst, prop, val })),
  ]);
  return inst;
}
