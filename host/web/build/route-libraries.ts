/**
 * Heavy libraries that belong to one area's pages (issue 17: "bpmn-js, dmn-js and feelin are absent from
 * every other route's JS (the size guard proves it)"). The guard proves it on the built chunks: no page's
 * chunk fetches the library with its static imports (each page loads it with `import()` when it needs it),
 * and only the owning area's code imports the chunks that hold it. A rule whose library no chunk holds is a
 * breach too: a renamed package would otherwise pass unnoticed.
 */

/** What the check needs of a built chunk. */
export interface LibraryChunk {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

export interface RouteLibrary {
  name: string;
  /** The library's modules. */
  pattern: RegExp;
  /** The only first-party code that may import a chunk holding it (the area's browser code and the common code it shares with its server). */
  owners: RegExp;
}

export const ROUTE_LIBRARIES: readonly RouteLibrary[] = [
  {
    name: 'bpmn-js',
    // Not diagram-js itself: dmn-js draws its decision requirements with it too.
    pattern: /\/node_modules\/(bpmn-js|diagram-js-minimap|bpmn-js-differ|bpmn-moddle)\//,
    // The diagrams area's editors, and the processes area's workflow instance page (its NavigatedViewer, issue 19).
    owners: /\/extensions\/(diagrams|processes)\/src\/(browser|common)\//,
  },
  {
    name: 'dmn-js and feelin',
    pattern: /\/node_modules\/(dmn-js[^/]*|dmn-moddle|feelin)\//,
    owners: /\/extensions\/dmn\/src\/(browser|common)\//,
  },
];

/** A route's page module (`<area>/src/browser/pages/X.tsx` or `<area>/src/browser/<part>/pages/X.tsx`). */
const PAGE = /\/extensions\/[^/]+\/src\/browser\/(?:[^/]+\/)*pages\/[^/]+\.tsx$/;
/** First-party code (what `owners` speaks of); node_modules and the bundler's helpers are neither. */
const FIRST_PARTY = /\/(extensions|core|sdk|host)\/[^/]+\//;

const normalize = (id: string) => id.replaceAll('\\', '/');

/** The breaches of `rules` in the built chunks (empty when each library stays with its pages). */
export function routeLibraryViolations(
  chunks: readonly LibraryChunk[],
  rules: readonly RouteLibrary[] = ROUTE_LIBRARIES,
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const holds = (chunk: LibraryChunk | undefined, pattern: RegExp) =>
    (chunk?.moduleIds ?? []).some((id) => pattern.test(normalize(id)));
  const violations: string[] = [];
  for (const rule of rules) {
    const holders = new Set(chunks.filter((c) => holds(c, rule.pattern)).map((c) => c.fileName));
    if (holders.size === 0) violations.push(`${rule.name}: no chunk holds it (${rule.pattern})`);
    for (const chunk of chunks) {
      const pages = chunk.moduleIds.map(normalize).filter((id) => PAGE.test(id));
      if (pages.length === 0) continue;
      if ([...closure(chunk.fileName)].some((name) => holders.has(name)))
        violations.push(`${rule.name} is fetched with the page ${pages.join(', ')}: load it with import() instead`);
    }
    for (const chunk of chunks) {
      if (holders.has(chunk.fileName)) continue;
      const reached = [...closure(chunk.fileName), ...chunk.dynamicImports];
      if (!reached.some((name) => holders.has(name))) continue;
      const strangers = chunk.moduleIds.map(normalize).filter((id) => FIRST_PARTY.test(id) && !rule.owners.test(id));
      for (const id of strangers) violations.push(`${rule.name} is imported by a chunk holding ${id}`);
    }
  }
  return violations;
}
