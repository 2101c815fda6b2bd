import type { DataClient, QuickLaunchHit, QuickLaunchQuery } from '@ontobench/sdk';
import { EXPLORE_PROCEDURES, type SearchItem, type SearchResult, type TermKind } from '../../common/explore.ts';

/**
 * The second text beside a term's name, so "Пицца" of one ontology is told from "Пицца" of another
 * (issue 14 item 3): its ontologies, and for an individual its class too. Undefined when there is none.
 */
export function termDetail(item: Pick<SearchItem, 'ontologies' | 'className'>): string | undefined {
  const parts = [...(item.className ? [item.className] : []), ...(item.ontologies ?? [])];
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const enc = encodeURIComponent;

/**
 * Where each kind of term opens: its real editor. The class it is an instance of (inherits_id) comes
 * with the search's answer, so this chunk needs no schema.
 */
const OPEN: Partial<Record<TermKind, (item: SearchItem) => string>> = {
  ontology: (i) => `/ontologies/${enc(i.id)}`,
  class: (i) => `/class_list/${enc(i.id)}`,
  objectProperty: (i) => `/props_list/${enc(i.id)}`,
  dataProperty: (i) => `/scalar_list/${enc(i.id)}`,
  // An individual's page is its class's list with the instance (docs/ontology-lists.md).
  individual: (i) => `/examp_list/${enc(i.classId ?? '')}?inst=${enc(i.id)}`,
};

/** The ontology search's groups as quick-launch hits: each opens its editor and names its ontologies. */
export function quickLaunchHits(result: SearchResult): QuickLaunchHit[] {
  return result.groups.flatMap((group) => {
    const open = OPEN[group.kind];
    if (!open) return [];
    return group.items.map((item) => ({
      id: item.id,
      name: item.name,
      inheritsId: item.classId ?? null,
      open: open(item),
      labelKey: `explore.kind.${group.kind}`,
      detail: termDetail(item),
    }));
  });
}

/** The quick launch's search for the ontology area: the server's ontology search (own objects for a non-admin). */
export async function searchForQuickLaunch(data: DataClient, query: QuickLaunchQuery): Promise<QuickLaunchHit[]> {
  const result = await data.execute<SearchResult>(EXPLORE_PROCEDURES.search, {
    text: query.text,
    own: query.onlyOwn,
  });
  return query.signal?.aborted ? [] : quickLaunchHits(result);
}
