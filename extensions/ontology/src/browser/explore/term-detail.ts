import type { SearchItem } from '../../common/explore.ts';

/**
 * The second text beside a term's name, so "Пицца" of one ontology is told from "Пицца" of another
 * (issue 14 item 3): its ontologies, and for an individual its class too. Undefined when there is none.
 */
export function termDetail(item: Pick<SearchItem, 'ontologies' | 'className'>): string | undefined {
  const parts = [...(item.className ? [item.className] : []), ...(item.ontologies ?? [])];
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
