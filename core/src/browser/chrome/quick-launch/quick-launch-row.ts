import type { QuickLaunchKindContribution } from '../../kernel/contributions.ts';
import type { Registered } from '../../kernel/registry.ts';

type Kind = Registered<QuickLaunchKindContribution>;

/** One object found by the quick launch. */
export interface QuickLaunchRow {
  id: string;
  name: string;
  /** The object's class (`inherits_id`); the quick launch acts only when it is known (shell §5). */
  inheritsId: string | null;
  className: string | null;
  /** The kind that opens it; undefined when no registered kind opens objects of this class. */
  kind: Kind | undefined;
  /** Where it opens when the kind's own search said so; else the kind's template. */
  open?: string;
  /** What it is, a key in the kind's extension's texts, when the kind's own search said so. */
  labelKey?: string;
  /** A second line that tells same-named objects apart (e.g. the ontology). */
  detail?: string;
}

/** The path a kind opens for an object: the row's own path, else the template with `:id` (and `:class`) filled in. */
export function openPath(
  kind: QuickLaunchKindContribution,
  row: Pick<QuickLaunchRow, 'id' | 'inheritsId'> & { open?: string },
): string {
  if (row.open) return row.open;
  return kind.open
    .replace(':id', encodeURIComponent(row.id))
    .replace(':class', encodeURIComponent(row.inheritsId ?? ''));
}
