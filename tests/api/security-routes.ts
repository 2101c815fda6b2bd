import type { FastifyInstance } from 'fastify';
import type { ServerExtension } from '@ontobench/core/node';

/**
 * Every route a Fastify app has, as "METHOD /path" (HEAD left out where Fastify added it beside GET),
 * read from `printRoutes({ commonPrefix: false })`. That tree prints each route once, a child's path
 * relative to its parent's; every line this parser yields is checked with `hasRoute`, so a change of
 * the tree's format fails loudly instead of hiding routes.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )(.+?) \(([^)]*)\)$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    const methods = match[3]!.split(',').map((m) => m.trim());
    for (const method of methods) {
      if (method === '-' || (method === 'HEAD' && methods.includes('GET'))) continue;
      if (!app.hasRoute({ method: method as 'GET', url: path })) throw new Error(`route parser: ${method} ${path}?`);
      out.push(`${method} ${path}`);
    }
  }
  if (out.length === 0) throw new Error('route parser: no routes read from printRoutes()');
  return out;
}

/**
 * The extensions with their `procedure()` calls recorded, so the matrix knows every procedure name
 * `POST /api/execute` can run (the registry itself is internal to the server).
 */
export function recordProcedures(extensions: readonly ServerExtension[]): {
  extensions: ServerExtension[];
  names: string[];
} {
  const names: string[] = [];
  const wrapped = extensions.map((extension): ServerExtension => ({
    ...extension,
    start: extension.start
      ? (ctx) =>
          extension.start!({
            ...ctx,
            procedure(name, run) {
              names.push(name);
              ctx.procedure(name, run);
            },
          })
      : undefined,
  }));
  return { extensions: wrapped, names };
}
