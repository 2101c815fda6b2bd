import { expandReferences, parseReferences, renderExpanded, type Resolve } from '@ontobench/sdk/common';
import {
  HttpError,
  TERM_RESOLUTION,
  type BatchResolve,
  type DataReader,
  type ExtensionServices,
} from '@ontobench/sdk/node';
import type { DocumentState, ElementState, RenderReply, RenderRequest } from '../../common/api.ts';
import { numberTree } from '../../common/numbering.ts';
import { outlineOf } from '../../common/render/generated.ts';
import { renderHtml } from '../../common/render/html.ts';
import { findNode, walk } from '../../common/tree.ts';

/** A found target is linked by its kind and id only (no user text goes into an address). */
function hrefOf(kind: string, id: string): string | null {
  if (kind === 'document') return `/docs/view/${id}`;
  return kind === 'bibliography' ? null : `/termin/${id}`;
}

/**
 * Each element's content with its references expanded (domain.md §5), as HTML: every reference of the
 * document is resolved in batches first (one reader, as the user), then each text is written out.
 * Without the term-resolution service (the documents area is off) references show their display names.
 */
export async function expandedContents(
  root: ElementState,
  resolver: BatchResolve | null,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const withRefs: ElementState[] = [];
  for (const { node } of walk(root)) if (node.content.includes(':')) withRefs.push(node);
  const none: Resolve = async () => new Map();
  const resolve = resolver ?? none;
  const refs = withRefs.flatMap((n) =>
    parseReferences(n.content, () => undefined).flatMap((s) => (s.type === 'ref' ? [s] : [])),
  );
  if (resolver) await resolver.prefetch(refs);
  for (const node of withRefs) {
    const expanded = await expandReferences(node.content, resolve, () => undefined);
    if (expanded.every((e) => e.type === 'text')) continue;
    // Paragraphs of the expanded text: blank lines part them as in plain content.
    out.set(
      node.id,
      renderExpanded(expanded, 'html', hrefOf)
        .split(/\n\s*\n/)
        .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
        .join(''),
    );
  }
  return out;
}

/** The term-resolution service when an extension provides it, else null. */
export function resolverFrom(services: ExtensionServices, read: DataReader): BatchResolve | null {
  return services.optional(TERM_RESOLUTION)?.resolverFor(read) ?? null;
}

/** `document/render` (§7): the document or one element of it as HTML, with the document's metadata. */
export async function renderState(
  state: DocumentState,
  request: Pick<RenderRequest, 'elementId' | 'markupClassFilter'>,
  resolver: BatchResolve | null,
): Promise<RenderReply> {
  const node = request.elementId ? findNode(state.root, request.elementId) : state.root;
  if (!node) throw new HttpError(404, 'Элемент не найден');
  const labels = numberTree(state.root, (n) => n, state.numberingSets);
  const html = renderHtml(node, {
    labels,
    expanded: await expandedContents(node, resolver),
    classFilter: request.markupClassFilter,
    outline: outlineOf(state.root, labels),
  });
  return {
    html,
    documentMetadata: { name: state.name, title: state.title, savedAt: state.savedAt, version: state.version },
  };
}
