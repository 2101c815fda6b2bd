import { expandReferences, parseReferences, renderExpanded, type Resolve } from '@ontobench/sdk/common';
import {
  HttpError,
  SEMANTIC_SEARCH,
  TERM_RESOLUTION,
  type BatchResolve,
  type DataReader,
  type ExtensionServices,
} from '@ontobench/sdk/node';
import type { DocumentState, ElementState, RenderReply, RenderRequest } from '../../common/api.ts';
import { numberTree } from '../../common/numbering.ts';
import { citationHref, citationNumbers, citing } from '../../common/render/citations.ts';
import { outlineOf } from '../../common/render/generated.ts';
import { renderHtml } from '../../common/render/html.ts';
import { searchOf, type SearchFeed } from '../../common/render/search.ts';
import { findNode, walk } from '../../common/tree.ts';

/** A found target is linked by its kind and id only (no user text goes into an address). */
function hrefOf(kind: string, id: string): string | null {
  if (kind === 'document') return `/docs/view/${id}`;
  return kind === 'bibliography' ? null : `/termin/${id}`;
}

/**
 * Each element's content with its references expanded (domain.md §5), as HTML (or as text): every reference of the
 * document is resolved in batches first (one reader, as the user), then each text is written out.
 * Without the term-resolution service (the documents area is off) references show their display names.
 */
export async function expandedContents(
  root: ElementState,
  resolver: BatchResolve | null,
  format: 'html' | 'text' = 'html',
  citations: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const withRefs: ElementState[] = [];
  for (const { node } of walk(root)) if (node.content.includes(':')) withRefs.push(node);
  const none: Resolve = async () => new Map();
  const resolve = citing(resolver ?? none, citations);
  const refs = withRefs.flatMap((n) =>
    parseReferences(n.content, () => undefined).flatMap((s) => (s.type === 'ref' ? [s] : [])),
  );
  if (resolver) await resolver.prefetch(refs);
  for (const node of withRefs) {
    const expanded = await expandReferences(node.content, resolve, () => undefined);
    if (expanded.every((e) => e.type === 'text')) continue;
    // As text (the Word file): references are their labels, the paragraphs are the caller's.
    if (format === 'text') {
      out.set(node.id, renderExpanded(expanded, 'text'));
      continue;
    }
    // Paragraphs of the expanded text: blank lines part them as in plain content.
    out.set(
      node.id,
      renderExpanded(expanded, 'html', citationHref(citations, hrefOf))
        .split(/\n\s*\n/)
        .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
        .join(''),
    );
  }
  return out;
}

/** What a render reads besides the document, as the reader's user: references' targets and semantic searches. */
export interface RenderSources {
  /** The term resolution (null: the documents area is off; references show their display names). */
  resolver: BatchResolve | null;
  /** Runs a semantic search (null: the analysis area is off; fed components say no search is chosen). */
  search: ((search: string) => Promise<SearchFeed>) | null;
}

/** The rows a fed component shows at most (the search's service caps a run at 1,000). */
export const FED_ROWS = 500;

/** The render's sources from the services other areas provide, reading as `read`'s user. */
export function renderSources(services: ExtensionServices, read: DataReader): RenderSources {
  const searches = services.optional(SEMANTIC_SEARCH);
  return {
    resolver: services.optional(TERM_RESOLUTION)?.resolverFor(read) ?? null,
    search: searches
      ? async (search) => {
          try {
            return await searches.run(read, search, { limit: FED_ROWS });
          } catch (error) {
            // §8's text for a search that cannot be read or run; a fault of the server stays one.
            if (error instanceof HttpError) return { error: error.message };
            throw error;
          }
        }
      : null,
  };
}

/** The results of the searches feeding `root`'s generators and search results, each search run once. */
export async function searchFeeds(
  root: ElementState,
  search: RenderSources['search'],
): Promise<Map<string, SearchFeed>> {
  const out = new Map<string, SearchFeed>();
  if (!search) return out;
  const runs = new Map<string, Promise<SearchFeed>>();
  const fed: [string, string][] = [];
  for (const { node } of walk(root)) {
    if (node.kind !== 'generator' && node.kind !== 'semanticSearchResult') continue;
    const name = searchOf(node.settings);
    if (!name) continue;
    fed.push([node.id, name]);
    if (!runs.has(name)) runs.set(name, search(name));
  }
  for (const [id, name] of fed) out.set(id, await runs.get(name)!);
  return out;
}

/** `document/render` (§7): the document or one element of it as HTML, with the document's metadata. */
export async function renderState(
  state: DocumentState,
  request: Pick<RenderRequest, 'elementId' | 'markupClassFilter'>,
  sources: RenderSources,
): Promise<RenderReply> {
  const node = request.elementId ? findNode(state.root, request.elementId) : state.root;
  if (!node) throw new HttpError(404, 'Элемент не найден');
  const labels = numberTree(state.root, (n) => n, state.numberingSets);
  const html = renderHtml(node, {
    labels,
    expanded: await expandedContents(node, sources.resolver, 'html', citationNumbers(state.root)),
    searches: await searchFeeds(node, sources.search),
    classFilter: request.markupClassFilter,
    outline: outlineOf(state.root, labels),
  });
  return {
    html,
    documentMetadata: { name: state.name, title: state.title, savedAt: state.savedAt, version: state.version },
  };
}
