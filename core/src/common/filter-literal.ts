/** A filter-language string literal: quotes doubled, nothing else escaped (docs/filter-language.md). */
export function filterLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** `[prop] in ('a', 'b')` for a list of ids (callers check them as UUIDs first). */
export function inIds(prop: string, ids: readonly string[]): string {
  return `[${prop}] in (${ids.map(filterLiteral).join(', ')})`;
}

/** A filter holds at most 4,000 characters (docs/api.md): ids go in chunks that fit (a quoted id and a comma: 40). */
export const IDS_PER_FILTER = 80;

/** Runs `read` over the ids in chunks that fit a filter (`inIds`), concatenating the answers in order. */
export async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_FILTER) out.push(...(await read(ids.slice(i, i + IDS_PER_FILTER))));
  return out;
}
