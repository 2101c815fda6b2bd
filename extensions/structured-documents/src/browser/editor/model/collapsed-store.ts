import { STORAGE_KEYS, type KeyValueStorage } from '@ontobench/sdk';

// The shell's key for a document's collapsed elements (domain.md §9 "Local keys: collapsed elements per
// document") is `<prefix>collapsed.<documentId>`; the SDK exports the prefix only inside its keys.
const PREFIX = STORAGE_KEYS.locale.slice(0, -'locale'.length);

/** The local-storage key of a document's collapsed elements. */
export const collapsedKey = (documentId: string) => `${PREFIX}collapsed.${documentId}`;

/** The ids collapsed in this document last time (none when nothing or something unreadable is stored). */
export function readCollapsed(storage: KeyValueStorage, documentId: string): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(collapsedKey(documentId)) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers the collapsed ids of the document (the key is removed when none is collapsed). */
export function writeCollapsed(storage: KeyValueStorage, documentId: string, ids: ReadonlySet<string>): void {
  if (ids.size === 0) storage.removeItem(collapsedKey(documentId));
  else storage.setItem(collapsedKey(documentId), JSON.stringify([...ids]));
}
