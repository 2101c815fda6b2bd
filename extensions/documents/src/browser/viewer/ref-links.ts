import { documentPath } from '../../common/routes.ts';

const enc = encodeURIComponent;

/**
 * Where a found reference's target opens in the app (domain.md §5 kinds): a document in the viewer,
 * terms on their lists' item pages, an ontology on its map. Bibliography and cross references have no
 * page of their own: they show as text.
 */
export function appHrefOf(kind: string, id: string): string | null {
  switch (kind) {
    case 'document':
      return documentPath.view(enc(id));
    case 'class':
      return `/class_list/${enc(id)}`;
    case 'property':
      return `/props_list/${enc(id)}`;
    case 'scalar':
      return `/scalar_list/${enc(id)}`;
    case 'ontology':
      return `/ontologies/${enc(id)}`;
    default:
      return null;
  }
}
