import type { Contributions } from './contributions.ts';
import type { ExtensionContext } from './extension.ts';

/**
 * One part of an area (the ontology's lists, maps…): its contributions. Parts keep their own files so
 * an area grows without one long manifest; its `index.ts` merges them with `mergeParts` and activates
 * them with `activateParts`. Texts are not parts' business: the area's `translations` and
 * `pageTranslations` merge them (docs/extensions.md).
 */
export type ContributionPart = Omit<Contributions, TextsKey> & {
  /** Binds the part's command handlers (and other run-time work) when the extension activates. */
  activate?: (ctx: ExtensionContext) => void | Promise<void>;
};

type TextsKey = 'translations' | 'pageTranslations';
type ListKey = Exclude<keyof Contributions, TextsKey>;

/** Concatenates the parts' lists. */
export function mergeParts(parts: readonly ContributionPart[]): Contributions {
  const merged: Contributions = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (!Array.isArray(value)) continue;
      const list = key as ListKey;
      (merged[list] as unknown[] | undefined) = [...((merged[list] as unknown[] | undefined) ?? []), ...value];
    }
  }
  return merged;
}

/** Activates every part that has something to do, all at once; one part's failure does not stop the others. */
export async function activateParts(parts: readonly ContributionPart[], ctx: ExtensionContext): Promise<void> {
  const outcomes = await Promise.allSettled(parts.map(async (part) => part.activate?.(ctx)));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}
