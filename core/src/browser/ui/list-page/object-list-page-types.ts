import type { ReactNode } from 'react';
import type { Loaded } from '../use-load.ts';

/** What an `ObjectListPage` lists: an object with an id and a name (the row's link text). */
export interface ObjectListItem {
  id: string;
  name: string;
}

/** The `data-testid`s of a list page: the page, the list, the failed and empty states, each row and its delete. */
export interface ObjectListTestIds {
  page: string;
  list: string;
  failed: string;
  empty: string;
  row?: string;
  remove?: string;
}

/** What an `ObjectListPage` lists, loads, links and deletes, and what it adds to each row. */
export interface ObjectListPageProps<T extends ObjectListItem> {
  /**
   * The key prefix of the texts in the extension's namespace (`rules.list`): `title`, `loading`, `failed`
   * ({{message}}), `retry`, `empty`, `emptyHint`, `open`, `created` ({{date}}), `delete`, `deleteTitle`,
   * `deleteMessage`, `deleteConfirm`, `deleteFailed` (the item's texts get its `name`).
   */
  texts: string;
  testIds: ObjectListTestIds;
  /** The load's key; a retry or a delete loads again under a new attempt. */
  loadKey: string;
  load: (signal: AbortSignal) => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  href: (item: T) => string;
  /** Whether the row offers delete (e.g. not on a read-only row); none: every row does. */
  canDelete?: (item: T) => boolean;
  /** The item's creation date (`YYYY-MM-DD`), shown as `created`; none: no date. */
  date?: (item: T) => string | null | undefined;
  /** Right after the name, unmuted: a badge such as "read only". */
  badge?: (item: T) => ReactNode;
  /** A muted cell beside the name (the search list's root class, a version). */
  detail?: (item: T) => ReactNode;
  /** A muted cell at the row's right, before the date. */
  meta?: (item: T) => ReactNode;
  /** Buttons before the delete button. */
  actions?: (item: T) => ReactNode;
  /** The page's create action. */
  create: ReactNode;
  /** Beside the list: the create dialog, when open. */
  children?: ReactNode;
}

/** What `ListStates` shows: the load, whether its value is empty, the texts' prefix, the test ids, retry, the rows. */
export interface ListStatesProps<T> {
  load: Loaded<T>;
  /** Whether the loaded value has nothing to list (the empty state shows). */
  isEmpty: (value: T) => boolean;
  /** The key prefix of the texts: `loading`, `failed` ({{message}}), `retry`, `empty`, `emptyHint`. */
  texts: string;
  testIds: { failed: string; empty: string };
  /** Loads again (the failed state's button). */
  onRetry: () => void;
  /** The list itself, once there is something to list. */
  children: (value: T) => ReactNode;
}
