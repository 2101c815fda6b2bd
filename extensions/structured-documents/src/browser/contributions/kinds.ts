import type {
  ContributionPart,
  DocumentComponentContribution,
  DocumentComponentProps,
  LazyComponent,
} from '@ontobench/sdk';
import { ALLOWED_IN } from '../../common/allowed-in.ts';
import { BUILT_IN_KINDS, type BuiltInKind } from '../../common/kinds.ts';

type Part = LazyComponent<DocumentComponentProps>;

/** Every built-in kind's renderer: the element through the common HTML renderer (common/render/html.ts). */
const renderer: Part = () => import('../kinds/KindPreview.tsx');

/** The settings forms of the kinds that have settings (domain.md §5 defaults, §9 illustration width). */
const EDITORS: Partial<Record<BuiltInKind, Part>> = {
  table: () => import('../kinds/editors/TableEditor.tsx'),
  tableColumn: () => import('../kinds/editors/ColumnEditor.tsx'),
  tableCell: () => import('../kinds/editors/CellEditor.tsx'),
  generator: () => import('../kinds/editors/GeneratorEditor.tsx'),
  semanticSearchResult: () => import('../kinds/editors/SearchResultEditor.tsx'),
  illustration: () => import('../kinds/editors/IllustrationEditor.tsx'),
  externalContent: () => import('../kinds/editors/ExternalContentEditor.tsx'),
};

/**
 * The built-in component kinds of §3 as document-component contributions, exactly the shape a plugin
 * contributes (the callout example): `allowedIn` is the §5 row, the label is `kinds.<id>` of the area's
 * labels, renderer and editor are lazy. The root `document` is left out: it is the document itself and
 * is never inserted. The editor's insert menu, its labels and its panel read kinds from the point alone.
 */
export const BUILT_IN_COMPONENTS: readonly DocumentComponentContribution[] = BUILT_IN_KINDS.filter(
  (kind) => kind !== 'document',
).map((kind) => ({
  id: kind,
  allowedIn: ALLOWED_IN[kind],
  labelKey: `kinds.${kind}`,
  renderer,
  ...(EDITORS[kind] ? { editor: EDITORS[kind] } : {}),
}));

/** The kinds part of the structured-documents area (issue 16 item 2): the document-component point. */
export const kinds: ContributionPart = { documentComponents: [...BUILT_IN_COMPONENTS] };
