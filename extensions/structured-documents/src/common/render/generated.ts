import { escapeHtml } from '@ontobench/sdk/common';
import type { ElementState } from '../api.ts';
import { settingsOf } from '../defaults.ts';
import { walk } from '../tree.ts';
import {
  alphabetIndexGroups,
  bibliographyEntries,
  glossaryEntries,
  referencedTerms,
  type DocumentTerm,
} from './reference-lists.ts';

/** §9: "Table of contents headings: 3 levels by default." */
export const TOC_LEVELS = 3;

/** One entry of a generated list: the element, its label and title, its depth among sections. */
export interface OutlineEntry {
  id: string;
  label: string;
  title: string;
  level: number;
}

/** What the generated parts of a document list: sections (the table of contents), illustrations, tables. */
export interface Outline {
  sections: OutlineEntry[];
  illustrations: OutlineEntry[];
  tables: OutlineEntry[];
  /** The whole document and its labels: the bibliography, glossary and alphabet index are built from it. */
  root?: ElementState;
  labels?: ReadonlyMap<string, string>;
  /** The terms the document refers to (reference-lists.ts). */
  terms?: ReadonlyMap<string, DocumentTerm>;
}

/**
 * The document's outline in document order, from its enabled elements: sections with titles to
 * `TOC_LEVELS` deep, titled illustrations, and titled tables shown in the table list (§5 table default
 * "shown in table list").
 */
export function outlineOf(root: ElementState, labels: ReadonlyMap<string, string>, tocLevels = TOC_LEVELS): Outline {
  const terms = referencedTerms(root, labels);
  const outline: Outline = { sections: [], illustrations: [], tables: [], root, labels, terms };
  const skipped = new Set<string>();
  const sectionDepth = new Map<string, number>([[root.id, 0]]);
  for (const { node, parent } of walk(root)) {
    if (!parent) continue;
    if (node.disabled || skipped.has(parent.id)) {
      skipped.add(node.id);
      continue;
    }
    const depth = (sectionDepth.get(parent.id) ?? 0) + (node.kind === 'section' ? 1 : 0);
    sectionDepth.set(node.id, depth);
    const entry = { id: node.id, label: labels.get(node.id) ?? '', title: node.title, level: depth };
    if (node.kind === 'section' && node.title && depth <= tocLevels) outline.sections.push(entry);
    if (node.kind === 'illustration' && node.title) outline.illustrations.push(entry);
    if (node.kind === 'table' && node.title && settingsOf('table', node.settings).showInTableList)
      outline.tables.push(entry);
  }
  return outline;
}

function list(entries: readonly OutlineEntry[], emptyText: string): string {
  if (entries.length === 0) return `<p class="sdoc-empty">${escapeHtml(emptyText)}</p>`;
  const items = entries.map(
    (e) =>
      `<li data-level="${e.level}"><a href="#s-${escapeHtml(e.id)}">${escapeHtml([e.label, e.title].filter(Boolean).join(' '))}</a></li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** The table of contents of a document: its sections to three levels, linked to their headings. */
export function tocHtml(outline: Outline): string {
  return `<nav class="sdoc-toc">${list(outline.sections, '')}</nav>`;
}

/** The body of a generated component: the illustration list, the table list, or the document's table of contents (metadata). */
export function generatedHtml(kind: string, outline: Outline): string {
  if (kind === 'illustrationList') return list(outline.illustrations, 'Иллюстраций нет');
  if (kind === 'tableList') return list(outline.tables, 'Таблиц нет');
  return tocHtml(outline);
}

const esc = escapeHtml;
const empty = (text: string) => `<p class="sdoc-empty">${esc(text)}</p>`;

/**
 * The body of a bibliography, glossary or alphabet index (issue 16 item 5), built from the document:
 * the bibliography's items sorted and numbered (`#b-<id>`, what citations link to), the glossary's items
 * and the referenced terms that have none yet, the alphabet index by letter with links to the sections.
 */
export function referenceListHtml(node: ElementState, outline: Outline): string {
  const labels = outline.labels ?? new Map<string, string>();
  const terms = outline.terms ?? new Map<string, DocumentTerm>();
  if (node.kind === 'bibliography') {
    const entries = bibliographyEntries(node);
    if (entries.length === 0) return empty('Источников нет');
    const items = entries.map(
      (e) =>
        `<li id="b-${esc(e.id)}" value="${e.number}">${e.title ? `<strong>${esc(e.title)}</strong> ` : ''}${esc(e.content)}</li>`,
    );
    return `<ol class="sdoc-bibliography-list">${items.join('')}</ol>`;
  }
  if (node.kind === 'glossary') {
    const entries = glossaryEntries(node, terms);
    if (entries.length === 0) return empty('Терминов нет');
    const items = entries.map((e) =>
      e.id
        ? `<dt id="g-${esc(e.id)}">${esc(e.term)}</dt><dd>${esc(e.definition)}</dd>`
        : `<dt class="sdoc-missing">${esc(e.term)}</dt><dd class="sdoc-missing">Определение не задано</dd>`,
    );
    return `<dl class="sdoc-glossary-list">${items.join('')}</dl>`;
  }
  const groups = alphabetIndexGroups(node, outline.root ?? node, labels, terms);
  if (groups.length === 0) return empty('Указатель пуст');
  const place = (p: { id: string; label: string; title: string }) =>
    `<a href="#s-${esc(p.id)}">${esc([p.label, p.title].filter(Boolean).join(' ') || '§')}</a>`;
  const body = groups.map(
    (g) =>
      `<div class="sdoc-index-letter"><p><strong>${esc(g.letter)}</strong></p><ul>${g.terms
        .map((t) => `<li>${esc(t.term)}${t.places.length ? ` — ${t.places.map(place).join(', ')}` : ''}</li>`)
        .join('')}</ul></div>`,
  );
  return `<div class="sdoc-index">${body.join('')}</div>`;
}
