import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route of the browser's route table, as data (its page left out). */
export interface RouteFacts {
  id: string;
  path: string;
  layout: string;
  requiresAuth: boolean;
  app: string;
  adminOnly?: boolean;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real route table: the shell's routes and every first-party extension's, read by importing their
 * manifests in a Node process of its own (through tsx, which compiles the kernel's parameter
 * decorators; Playwright's own loader does not).
 */
export function loadRouteTable(): RouteFacts[] {
  const script = `
    const { shellExtension } = await import('./core/src/browser/shell-extension.ts');
    const { allFirstPartyExtensions } = await import('./host/web/src/extensions.ts');
    const routes = [shellExtension, ...(await allFirstPartyExtensions())].flatMap((e) => e.contributes?.routes ?? []);
    process.stdout.write(JSON.stringify(routes.map(({ id, path, layout, requiresAuth, app, adminOnly }) =>
      ({ id, path, layout, requiresAuth, app, adminOnly }))));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out) as RouteFacts[];
}
