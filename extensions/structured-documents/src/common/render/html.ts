import { escapeHtml } from '@ontobench/sdk/common';
import type { ElementState } from '../api.ts';
import { detectIllustration } from '../content-detect.ts';
import { settingsOf, type TableSettings } from '../defaults.ts';
import { isBuiltInKind } from '../kinds.ts';
import { externalLinkHtml } from './external.ts';
import { classAttr, paragraphsHtml } from './text.ts';
import { generatedHtml, referenceListHtml, type Outline } from './generated.ts';
import { generatorFreeHtml, searchResultHtml, searchRowsHtml, type SearchFeed } from './search.ts';

/** What rendering a document needs besides its tree. */
export interface RenderInput {
  /** Element id → numbering label (`numberTree`). */
  labels: ReadonlyMap<string, string>;
  /** Element id → its content with references expanded, as HTML; elements not in it show their text escaped. */
  expanded?: ReadonlyMap<string, string>;
  /** Only elements with one of these extra classes, with what they hold (§7 render's markupClassFilter). */
  classFilter?: readonly string[];
  /** The document's sections, illustrations and tables, for the generated lists. */
  outline: Outline;
  /** Element id → the result of the semantic search feeding it (generators, search results); none: not fed. */
  searches?: ReadonlyMap<string, SearchFeed>;
}

/**
 * A structured document (or one element of it) as HTML: the render call's answer, the public page's and a
 * publication's body, what print and Word start from. Every text is escaped; images only from http(s) or
 * a raster data URL; disabled elements and what they hold are left out (§4 "Components can be disabled").
 */
export function renderHtml(node: ElementState, input: RenderInput): string {
  if (input.classFilter && input.classFilter.length > 0) return filtered(node, input);
  return element(node, input, 1);
}

function filtered(node: ElementState, input: RenderInput): string {
  if (node.disabled) return '';
  if (node.extraClasses.some((c) => input.classFilter!.includes(c))) return element(node, input, 1);
  return node.children.map((c) => filtered(c, input)).join('');
}

function contentOf(node: ElementState, input: RenderInput): string {
  return input.expanded?.get(node.id) ?? paragraphsHtml(node.content);
}

function titled(node: ElementState, input: RenderInput, tag: string): string {
  const label = input.labels.get(node.id);
  const text = [label, node.title].filter(Boolean).join(' ');
  return text ? `<${tag} class="sdoc-title">${escapeHtml(text)}</${tag}>` : '';
}

/**
 * A title-less element's numbering label goes in front of its first paragraph (`1. Закрепить знания…`),
 * not on a line of its own; an element with a title has the label in its title line.
 */
function headed(node: ElementState, input: RenderInput, body: string): string {
  const label = input.labels.get(node.id);
  if (node.title || !label || !body.startsWith('<p>')) return `${titled(node, input, 'p')}${body}`;
  return `<p><span class="sdoc-label">${escapeHtml(label)}</span> ${body.slice(3)}`;
}

function element(node: ElementState, input: RenderInput, depth: number): string {
  if (node.disabled) return '';
  const inner = (d = depth) => node.children.map((c) => element(c, input, d)).join('');
  const attrs = (base: string) => `${classAttr(base, node.extraClasses)} data-element="${escapeHtml(node.id)}"`;
  const level = Math.min(6, depth + 1);
  switch (node.kind) {
    case 'document':
      return `<article ${attrs('sdoc')}>${titled(node, input, 'h1')}${inner()}</article>`;
    case 'section':
      return `<section ${attrs('sdoc-section')} id="s-${escapeHtml(node.id)}">${titled(node, input, `h${level}`)}${contentOf(node, input)}${inner(depth + 1)}</section>`;
    case 'orderedList':
    case 'unorderedList': {
      const tag = node.kind === 'orderedList' ? 'ol' : 'ul';
      const shown = node.children.filter((c) => !c.disabled);
      const items = shown.map((c) => `<li>${element(c, input, depth)}</li>`);
      // Items that carry a numbering label (§4 strategies) are not numbered again by the list itself.
      const labelled = shown.some((c) => input.labels.has(c.id)) ? ' style="list-style:none;padding-left:0"' : '';
      return `<div ${attrs('sdoc-list')}>${titled(node, input, 'p')}<${tag}${labelled}>${items.join('')}</${tag}></div>`;
    }
    case 'table':
      return table(node, input, attrs('sdoc-table'));
    case 'semanticSearchResult':
      return `<div ${attrs('sdoc-semanticSearchResult')}>${titled(node, input, 'p')}${searchResultHtml(input.searches?.get(node.id))}</div>`;
    case 'generator':
      // Free mode (§5): the content is a template repeated per row. In table mode the table renders the rows.
      return `<div ${attrs('sdoc-generator')}>${generatorFreeHtml(node.content, input.searches?.get(node.id))}</div>`;
    case 'columns':
      return `<div ${attrs('sdoc-columns')} style="display:grid;grid-template-columns:repeat(${Math.max(1, node.children.length)},1fr);gap:16px">${inner()}</div>`;
    case 'illustration':
      return `<figure ${attrs('sdoc-illustration')}>${illustration(node)}${node.title ? `<figcaption>${escapeHtml([input.labels.get(node.id), node.title].filter(Boolean).join(' '))}</figcaption>` : ''}</figure>`;
    case 'bibliographyItem':
    case 'glossaryItem':
    case 'alphabetIndexItem':
      return `<div ${attrs(`sdoc-${node.kind}`)}>${node.title ? `<strong>${escapeHtml(node.title)}</strong> ` : ''}${contentOf(node, input)}</div>`;
    case 'bibliography':
    case 'glossary':
    case 'alphabetIndex':
      // Built from the document (generated.ts): the items sorted, numbered or grouped, not one by one.
      return `<div ${attrs(`sdoc-${node.kind}`)}>${titled(node, input, `h${level}`)}${referenceListHtml(node, input.outline)}</div>`;
    case 'illustrationList':
    case 'tableList':
    case 'documentMetadata':
      return `<div ${attrs(`sdoc-${node.kind}`)}>${titled(node, input, `h${level}`)}${generatedHtml(node.kind, input.outline)}</div>`;
    default:
      // Paragraphs, content holders, compositions, lists of items, and kinds a plugin adds: title, content, children.
      return `<div ${attrs(`sdoc-${node.kind.replace(/[^a-zA-Z0-9-]/g, '')}`)}${pluginAttrs(node)}>${headed(node, input, contentOf(node, input))}${node.kind === 'externalContent' ? externalLinkHtml(node.settings) : ''}${inner()}</div>`;
  }
}

/**
 * A plugin kind's element says which kind it is and its settings (escaped JSON), so a page can mount the
 * plugin's renderer there; without the plugin the title and content below still read. Built-ins: nothing.
 */
function pluginAttrs(node: ElementState): string {
  if (isBuiltInKind(node.kind)) return '';
  return ` data-kind="${escapeHtml(node.kind)}" data-settings="${escapeHtml(JSON.stringify(node.settings ?? {}))}"`;
}

function illustration(node: ElementState): string {
  const found = detectIllustration(node.content);
  const width = Number(settingsOf('illustration', node.settings).width) || 200;
  switch (found.type) {
    case 'markdownImage':
    case 'url':
    case 'dataImage':
    case 'relativePath':
      // detectIllustration accepts only safe sources (http(s), raster data images, plain relative paths).
      return `<img src="${escapeHtml(found.src)}" alt="${escapeHtml(found.type === 'markdownImage' ? found.alt : node.title)}" width="${width}">`;
    case 'mermaid':
      return `<pre class="mermaid">${escapeHtml(found.code)}</pre>`;
    case 'unknown':
      return paragraphsHtml(node.content);
    default:
      return `<p class="sdoc-illustration-ref">${escapeHtml(node.content)}</p>`;
  }
}

function table(node: ElementState, input: RenderInput, attrs: string): string {
  const settings = settingsOf('table', node.settings);
  const columns = node.children.flatMap((c) =>
    c.kind === 'tableColumns' ? c.children : c.kind === 'tableColumn' ? [c] : [],
  );
  const rows = node.children.flatMap((c) => (c.kind === 'tableRows' ? c.children : c.kind === 'tableRow' ? [c] : []));
  const generator = node.children.find((c) => c.kind === 'generator' && !c.disabled);
  if (generator) return generatedTable(node, input, attrs, settings, input.searches?.get(generator.id));
  const head =
    settings.showHeaders && columns.length > 0
      ? `<thead><tr>${columns.map((c) => `<th style="text-align:${escapeHtml(String(settingsOf('tableColumn', c.settings).align))}">${escapeHtml(c.title)}</th>`).join('')}</tr></thead>`
      : '';
  const body = rows
    .filter((r) => !r.disabled)
    .map(
      (r) =>
        `<tr>${r.children
          .filter((c) => !c.disabled)
          .map((cell) => tableCell(cell, input))
          .join('')}</tr>`,
    )
    .join('');
  return tableHtml(node, input, attrs, settings, head, body);
}

function tableCell(cell: ElementState, input: RenderInput): string {
  const s = settingsOf('tableCell', cell.settings);
  const span = `${Number(s.rowspan) > 1 ? ` rowspan="${Number(s.rowspan)}"` : ''}${Number(s.colspan) > 1 ? ` colspan="${Number(s.colspan)}"` : ''}`;
  return `<td${span}>${contentOf(cell, input)}${cell.children.map((c) => element(c, input, 3)).join('')}</td>`;
}

/** A table filled by a generator in table mode (§5): the search's columns as the header, its rows as the body. */
function generatedTable(
  node: ElementState,
  input: RenderInput,
  attrs: string,
  settings: TableSettings,
  feed: SearchFeed | undefined,
): string {
  if (!feed || 'error' in feed)
    return `<div ${attrs}>${settings.showTitle ? titled(node, input, 'p') : ''}${searchResultHtml(feed)}</div>`;
  const { head, body } = searchRowsHtml(feed);
  return tableHtml(node, input, attrs, settings, settings.showHeaders ? `<thead>${head}</thead>` : '', body);
}

/** A table's element with its caption (§5 "title shown"), width and border settings around the header and body. */
function tableHtml(
  node: ElementState,
  input: RenderInput,
  attrs: string,
  settings: TableSettings,
  head: string,
  body: string,
): string {
  const caption = settings.showTitle ? titled(node, input, 'caption') : '';
  const border = settings.border === 'none' ? '' : `border:${Number(settings.borderSize)}px solid`;
  return `<table ${attrs} data-border="${escapeHtml(String(settings.border))}" style="${settings.maxWidth ? 'width:100%;' : ''}${border}">${caption}${head}<tbody>${body}</tbody></table>`;
}
