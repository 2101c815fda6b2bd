import type { QuickLaunchKindContribution } from '@ontobench/sdk';

/**
 * The kinds a project links to (issue 20 item 6: documents, ontologies, diagrams), by the ids of the
 * quick-launch kinds their areas declare. Data, not imports: an area that is off offers nothing.
 */
export const LINKED_KINDS: readonly string[] = ['document', 'ontology', 'diagram'];

/** The classes the picker offers: those of the linked kinds that are declared now. */
export function linkedClassIds(kinds: readonly QuickLaunchKindContribution[]): string[] {
  return kinds.filter((k) => LINKED_KINDS.includes(k.id)).flatMap((k) => [...k.classIds]);
}

/** Where an object opens, by the kind that declares its class (any kind), or null when none does. */
export function openPath(kinds: readonly QuickLaunchKindContribution[], id: string, classId: string): string | null {
  const kind = kinds.find((k) => k.classIds.includes(classId));
  return kind ? kind.open.replace(':id', encodeURIComponent(id)).replace(':class', encodeURIComponent(classId)) : null;
}
