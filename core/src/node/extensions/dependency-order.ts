import { tokenName, type ServiceKey } from './services.ts';

/** What the order needs of an extension. */
export interface DependencyNode {
  readonly id: string;
  readonly provides?: readonly ServiceKey[];
  readonly requires?: readonly ServiceKey[];
  readonly optional?: readonly ServiceKey[];
}

export interface DependencyOrder<T> {
  /** Providers before their consumers; otherwise the order of the list. */
  order: T[];
  /** Extensions that cannot start, each with the one line the log says about it. */
  refused: { extension: T; reason: string }[];
}

/**
 * Orders the extensions by their services: a provider starts before the extensions that require or
 * optionally use what it provides. Refused, with the reason: an extension that requires a service no
 * extension provides, a second provider of a service, the members of a dependency cycle, and (in turn)
 * every extension that requires a service of a refused one. An optional service of a refused provider
 * is simply absent.
 */
export function dependencyOrder<T extends DependencyNode>(extensions: readonly T[]): DependencyOrder<T> {
  const refused = new Map<T, string>();
  const providers = new Map<ServiceKey, T>();
  for (const extension of extensions) {
    for (const key of extension.provides ?? []) {
      const other = providers.get(key);
      if (other) refused.set(extension, `service ${tokenName(key)} is already provided by ${other.id}`);
      else providers.set(key, extension);
    }
  }
  for (const extension of extensions) {
    if (refused.has(extension)) continue;
    const missing = (extension.requires ?? []).filter((key) => !providers.has(key));
    if (missing.length > 0)
      refused.set(extension, `requires ${missing.map(tokenName).join(', ')}, which no extension provides`);
  }

  /** The providers an extension waits for (not itself, not refused ones). */
  const dependencies = (extension: T): T[] => {
    const keys = [...(extension.requires ?? []), ...(extension.optional ?? [])];
    const found = keys.map((key) => providers.get(key)).filter((p): p is T => !!p && p !== extension);
    return [...new Set(found)].filter((p) => !refused.has(p));
  };
  const cascade = () => {
    for (let changed = true; changed;) {
      changed = false;
      for (const extension of extensions) {
        if (refused.has(extension)) continue;
        const lost = (extension.requires ?? []).find((key) => {
          const provider = providers.get(key);
          return provider !== undefined && provider !== extension && refused.has(provider);
        });
        if (lost === undefined) continue;
        refused.set(extension, `requires ${tokenName(lost)} of ${providers.get(lost)!.id}, which was refused`);
        changed = true;
      }
    }
  };
  cascade();
  for (let cycle = findCycle(extensions, refused, dependencies); cycle;) {
    const path = [...cycle, cycle[0]!].map((e) => e.id).join(' → ');
    for (const member of cycle) refused.set(member, `dependency cycle: ${path}`);
    cascade();
    cycle = findCycle(extensions, refused, dependencies);
  }

  const order: T[] = [];
  const placed = new Set<T>();
  const place = (extension: T) => {
    if (placed.has(extension)) return;
    placed.add(extension);
    for (const dependency of dependencies(extension)) place(dependency);
    order.push(extension);
  };
  for (const extension of extensions) if (!refused.has(extension)) place(extension);
  return {
    order,
    refused: extensions.filter((e) => refused.has(e)).map((e) => ({ extension: e, reason: refused.get(e)! })),
  };
}

/** One cycle among the extensions not refused yet (depth-first, in list order), or null. */
function findCycle<T>(extensions: readonly T[], refused: Map<T, string>, dependencies: (e: T) => T[]): T[] | null {
  const done = new Set<T>();
  const stack: T[] = [];
  const visit = (extension: T): T[] | null => {
    if (done.has(extension)) return null;
    const at = stack.indexOf(extension);
    if (at >= 0) return stack.slice(at);
    stack.push(extension);
    for (const dependency of dependencies(extension)) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(extension);
    return null;
  };
  for (const extension of extensions) {
    if (refused.has(extension)) continue;
    const cycle = visit(extension);
    if (cycle) return cycle;
  }
  return null;
}
