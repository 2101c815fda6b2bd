import { CLASS, type DataClient, type QuickLaunchHit, type QuickLaunchQuery } from '@ontobench/sdk';
import { EXPLORE_PROCEDURES, type SearchItem, type SearchResult, type TermKind } from '../../common/explore.ts';
import { ONTO_CLASS } from '../../common/schema.ts';
import { termDetail } from './term-detail.ts';

const enc = encodeURIComponent;

/** Where each kind of term opens (its real editor) and the class it is an instance of (inherits_id). */
const OPENERS: Partial<Record<TermKind, (item: SearchItem) => { open: string; inheritsId: string | null }>> = {
  ontology: (i) => ({ open: `/ontologies/${enc(i.id)}`, inheritsId: ONTO_CLASS.Ontology }),
  class: (i) => ({ open: `/class_list/${enc(i.id)}`, inheritsId: CLASS.Class }),
  objectProperty: (i) => ({ open: `/props_list/${enc(i.id)}`, inheritsId: CLASS.ObjectProperty }),
  dataProperty: (i) => ({ open: `/scalar_list/${enc(i.id)}`, inheritsId: CLASS.DataProperty }),
  // An individual's page is its class's list with the instance (docs/ontology-lists.md).
  individual: (i) => ({
    open: `/examp_list/${enc(i.classId ?? '')}?inst=${enc(i.id)}`,
    inheritsId: i.classId ?? null,
  }),
};

/** The ontology search's groups as quick-launch hits: each opens its editor and names its ontologies. */
export function quickLaunchHits(result: SearchResult): QuickLaunchHit[] {
  return result.groups.flatMap((group) => {
    const opener = OPENERS[group.kind];
    if (!opener) return [];
    return group.items.map((item) => ({
      id: item.id,
      name: item.name,
      ...opener(item),
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
