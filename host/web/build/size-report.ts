import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Page code of an extension and the heavy libraries must never be in the entry chunk. */
export const FORBIDDEN_IN_ENTRY: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\/extensions\/[^/]+\/src\/browser\/pages\//, why: 'extension page code (pages load lazily)' },
  {
    pattern: /\/node_modules\/(bpmn-js|diagram-js|dmn-js[^/]*|vis-network|vis-data|exceljs)\//,
    why: 'a heavy library',
  },
];

/** The entry-chunk budget, gzip; see docs/benchmarks.md. */
export const ENTRY_BUDGET_BYTES = 300 * 1024;

export function entryViolations(moduleIds: readonly string[]): string[] {
  const normalized = moduleIds.map((id) => id.replaceAll('\\', '/'));
  return normalized.flatMap((id) =>
    FORBIDDEN_IN_ENTRY.filter((rule) => rule.pattern.test(id)).map((rule) => `${id}: ${rule.why}`),
  );
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints the gzip size of the entry chunk and of every lazy chunk, and fails the build on a violation. */
export function sizeReport(): Plugin {
  return {
    name: 'ontobench-size-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is ChunkLike & typeof o => o.type === 'chunk') as ChunkLike[];
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const gzip = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code, { level: 9 }).length]));
      const entries = chunks.filter((c) => c.isEntry);
      // The entry together with every chunk it imports statically: what the first paint waits for.
      const eager = new Set<string>();
      const visit = (name: string) => {
        if (eager.has(name)) return;
        eager.add(name);
        byName.get(name)?.imports.forEach(visit);
      };
      entries.forEach((e) => visit(e.fileName));

      const rows = chunks
        .map((c) => ({ kind: eager.has(c.fileName) ? 'entry' : 'lazy', c }))
        .sort((a, b) =>
          a.kind === b.kind ? gzip.get(b.c.fileName)! - gzip.get(a.c.fileName)! : a.kind === 'entry' ? -1 : 1,
        );
      const lines = rows.map(
        ({ kind, c }) =>
          `  ${kind.padEnd(6)}${c.fileName.padEnd(48)}${kb(c.code.length).padStart(11)}${kb(gzip.get(c.fileName)!).padStart(11)} gzip`,
      );
      const eagerGzip = [...eager].reduce((sum, name) => sum + (gzip.get(name) ?? 0), 0);
      console.log(`\nSize report (${chunks.length} chunks):\n${lines.join('\n')}`);
      console.log(`Entry chunk with its static imports: ${kb(eagerGzip)} gzip (budget ${kb(ENTRY_BUDGET_BYTES)})\n`);

      const violations = [...eager].flatMap((name) => entryViolations(byName.get(name)?.moduleIds ?? []));
      if (violations.length > 0)
        this.error(`Entry chunk holds code that must load lazily:\n  ${violations.join('\n  ')}`);
      if (eagerGzip > ENTRY_BUDGET_BYTES)
        this.error(`Entry chunk is ${kb(eagerGzip)} gzip, over the ${kb(ENTRY_BUDGET_BYTES)} budget`);
    },
  };
}
