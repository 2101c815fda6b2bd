import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { routeLibraryViolations } from './route-libraries.ts';
import { LIGHT_SIGN_IN_ENTRY } from './sign-in-entry.ts';
import {
  ENTRY_BUDGET_BYTES,
  FORBIDDEN_IN_ENTRY,
  PAGE_BUDGETS,
  type ForbiddenCode,
  type PageBudget,
} from './budgets.ts';

/** What the guard needs of a built chunk. */
export interface ChunkFacts {
  fileName: string;
  /** A chunk index.html loads (the light sign-in page's start is an entry of the build, not of the page). */
  isEntry: boolean;
  /** Chunks it imports statically (fetched with it). */
  imports: readonly string[];
  moduleIds: readonly string[];
  gzipBytes: number;
}

const normalize = (id: string) => id.replaceAll('\\', '/');

/** `id: why` for each module that a rule forbids. */
export function forbiddenModules(moduleIds: readonly string[], forbidden: readonly ForbiddenCode[]): string[] {
  return moduleIds
    .map(normalize)
    .flatMap((id) => forbidden.filter((rule) => rule.pattern.test(id)).map((rule) => `${id}: ${rule.why}`));
}

export function entryViolations(moduleIds: readonly string[]): string[] {
  return forbiddenModules(moduleIds, FORBIDDEN_IN_ENTRY);
}

/** The named chunks with every chunk they import statically, transitively. */
export function withStaticImports(chunks: readonly ChunkFacts[], names: Iterable<string>): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    byName.get(name)?.imports.forEach(visit);
  };
  for (const name of names) visit(name);
  return found;
}

/** The chunks a page fetches: the entry's, and those of the chunks holding one of its roots. */
export function pageChunks(chunks: readonly ChunkFacts[], page: Pick<PageBudget, 'roots'>): Set<string> {
  const rooted = chunks.filter(
    (c) => c.isEntry || c.moduleIds.some((id) => page.roots.some((r) => r.test(normalize(id)))),
  );
  return withStaticImports(
    chunks,
    rooted.map((c) => c.fileName),
  );
}

export interface SizeVerdict {
  /** One line a figure, for the build log. */
  lines: string[];
  /** One line a breach; the build fails when there is any. */
  violations: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The guard's decision: forbidden code in the entry or in a page, the entry over its budget, a page
 * over its budget, a page root that no chunk holds (a renamed file would otherwise pass unnoticed).
 */
export function judgeSizes(
  chunks: readonly ChunkFacts[],
  pages: readonly PageBudget[] = PAGE_BUDGETS,
  entryBudget: number = ENTRY_BUDGET_BYTES,
): SizeVerdict {
  const gzip = new Map(chunks.map((c) => [c.fileName, c.gzipBytes]));
  const sum = (names: Iterable<string>) => [...names].reduce((total, name) => total + (gzip.get(name) ?? 0), 0);
  const eager = withStaticImports(
    chunks,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const violations = [...eager].flatMap((name) =>
    entryViolations(byName.get(name)?.moduleIds ?? []).map((v) => `Entry chunk holds code that must load lazily: ${v}`),
  );
  const entryGzip = sum(eager);
  const lines = [`Entry chunk with its static imports: ${kb(entryGzip)} gzip (budget ${kb(entryBudget)})`];
  if (entryGzip > entryBudget)
    violations.push(`Entry chunk is ${kb(entryGzip)} gzip, over its ${kb(entryBudget)} budget`);
  for (const page of pages) {
    const missing = page.roots.filter((r) => !chunks.some((c) => c.moduleIds.some((id) => r.test(normalize(id)))));
    for (const root of missing) violations.push(`Page "${page.name}": no chunk holds a module matching ${root}`);
    const fetched = pageChunks(chunks, page);
    for (const name of fetched) {
      for (const v of forbiddenModules(byName.get(name)?.moduleIds ?? [], page.forbidden ?? [])) {
        violations.push(`Page "${page.name}" fetches code it must not: ${v}`);
      }
    }
    const total = sum(fetched);
    const target = page.targetBytes ? `, target ${kb(page.targetBytes)}` : '';
    lines.push(`Page "${page.name}": ${kb(total)} gzip JS (budget ${kb(page.budgetBytes)}${target})`);
    if (total > page.budgetBytes) {
      violations.push(`Page "${page.name}" fetches ${kb(total)} gzip JS, over its ${kb(page.budgetBytes)} budget`);
    }
  }
  return { lines, violations };
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/**
 * Prints the gzip size of every chunk and of the first pages, and fails the build on a breach. Measured
 * when the files are written: Vite adds each chunk's preload list after `generateBundle`, about 5 kB on
 * the home page, and the guard counts what the browser fetches (tests/bench/first-page.bench.ts).
 */
export function sizeReport(): Plugin {
  return {
    name: 'ontobench-size-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const built = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BundleChunk[];
      const chunks: ChunkFacts[] = built.map((c) => ({
        fileName: c.fileName,
        isEntry: c.isEntry && c.name !== LIGHT_SIGN_IN_ENTRY,
        imports: c.imports,
        moduleIds: c.moduleIds,
        gzipBytes: gzipSync(c.code, { level: 9 }).length,
      }));
      const eager = withStaticImports(
        chunks,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      );
      const raw = new Map(built.map((c) => [c.fileName, c.code.length]));
      const rows = chunks
        .map((c) => ({ kind: eager.has(c.fileName) ? 'entry' : 'lazy', c }))
        .sort((a, b) => (a.kind === b.kind ? b.c.gzipBytes - a.c.gzipBytes : a.kind === 'entry' ? -1 : 1));
      const table = rows.map(
        ({ kind, c }) =>
          `  ${kind.padEnd(6)}${c.fileName.padEnd(48)}${kb(raw.get(c.fileName)!).padStart(11)}${kb(c.gzipBytes).padStart(11)} gzip`,
      );
      const verdict = judgeSizes(chunks);
      // Heavy libraries stay with the pages that need them (issue 17: bpmn-js, dmn-js and feelin).
      const libraries = routeLibraryViolations(built);
      console.log(`\nSize report (${chunks.length} chunks):\n${table.join('\n')}`);
      console.log(`${verdict.lines.join('\n')}`);
      console.log(`Route libraries: ${libraries.length === 0 ? 'each stays with its pages' : 'breached'}\n`);
      const violations = [...verdict.violations, ...libraries];
      if (violations.length > 0) this.error(`Size guard:\n  ${violations.join('\n  ')}`);
    },
  };
}
