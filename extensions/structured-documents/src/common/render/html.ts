import { escapeHtml } from '@ontobench/sdk/common';
import type { ElementState } from '../api.ts';
import { detectIllustration } from '../content-detect.ts';
import { settingsOf } from '../defaults.ts';
import { classAttr, paragraphsHtml } from './text.ts';
import { generatedHtml, type Outline } from './generated.ts';

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
      const items = node.children.filter((c) => !c.disabled).map((c) => `<li>${element(c, input, depth)}</li>`);
      return `<div ${attrs('sdoc-list')}>${titled(node, input, 'p')}<${tag}>${items.join('')}</${tag}></div>`;
    }
    case 'table':
      return table(node, input, attrs('sdoc-table'));
    case 'columns':
      return `<div ${attrs('sdoc-columns')} style="display:grid;grid-template-columns:repeat(${Math.max(1, node.children.length)},1fr);gap:16px">${inner()}</div>`;
    case 'illustration':
      return `<figure ${attrs('sdoc-illustration')}>${illustration(node)}${node.title ? `<figcaption>${escapeHtml([input.labels.get(node.id), node.title].filter(Boolean).join(' '))}</figcaption>` : ''}</figure>`;
    case 'bibliographyItem':
    case 'glossaryItem':
    case 'alphabetIndexItem':
      return `<div ${attrs(`sdoc-${node.kind}`)}>${node.title ? `<strong>${escapeHtml(node.title)}</strong> ` : ''}${contentOf(node, input)}</div>`;
    case 'illustrationList':
    case 'tableList':
    case 'documentMetadata':
      return `<div ${attrs(`sdoc-${node.kind}`)}>${titled(node, input, `h${level}`)}${generatedHtml(node.kind, input.outline)}</div>`;
    default:
      // Paragraphs, content holders, compositions, lists of items, and kinds a plugin adds: title, content, children.
      return `<div ${attrs(`sdoc-${node.kind.replace(/[^a-zA-Z0-9-]/g, '')}`)}>${titled(node, input, 'p')}${contentOf(node, input)}${inner()}</div>`;
  }
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
  const caption = settings.showTitle ? titled(node, input, 'caption') : '';
  const border = `border:${Number(settings.borderSize)}px solid`;
  return `<table ${attrs} data-border="${escapeHtml(String(settings.border))}" style="${settings.maxWidth ? 'width:100%;' : ''}${settings.border === 'none' ? '' : border}">${caption}${head}<tbody>${body}</tbody></table>`;
}

function tableCell(cell: ElementState, input: RenderInput): string {
  const s = settingsOf('tableCell', cell.settings);
  const span = `${Number(s.rowspan) > 1 ? ` rowspan="${Number(s.rowspan)}"` : ''}${Number(s.colspan) > 1 ? ` colspan="${Number(s.colspan)}"` : ''}`;
  return `<td${span}>${contentOf(cell, input)}${cell.children.map((c) => element(c, input, 3)).join('')}</td>`;
}
