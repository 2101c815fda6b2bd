import type { DataClient } from '../services/shell-contracts.ts';

/** What the quick launch asks a kind's own search (`QuickLaunchKindContribution.search`). */
export interface QuickLaunchQuery {
  /** The typed text, trimmed, not empty. */
  text: string;
  /** A non-administrator searches only their own objects (shell.md §2, domain.md §6). */
  onlyOwn: boolean;
  /** At most this many hits are shown. */
  limit: number;
  signal?: AbortSignal;
}

/** One object a kind's own search found. */
export interface QuickLaunchHit {
  id: string;
  name: string;
  /** The object's class (the spec's inherits_id): the quick launch acts only when it is known (shell §5). */
  inheritsId: string | null;
  /** Where it opens; default the kind's `open` template. One search may find objects of several routes. */
  open?: string;
  /** What it is, a key in the kind's extension's texts (e.g. "class"); default the kind's `labelKey`. */
  labelKey?: string;
  /** A second line that tells same-named objects apart, e.g. the ontology the term belongs to. */
  detail?: string;
}

/** A kind's own search: the hits for the query, through the data client (its procedures or get_data). */
export type QuickLaunchSearch = (data: DataClient, query: QuickLaunchQuery) => Promise<readonly QuickLaunchHit[]>;
