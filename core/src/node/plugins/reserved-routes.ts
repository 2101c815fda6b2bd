import { routePathsOverlap, SHELL_ROUTE_PATHS } from '../../common/route-paths.ts';
import type { ServerExtension } from '../extensions/extension.ts';

/** A browser path that belongs to the app, and who owns it (for the refusal's text). */
export interface ReservedRoute {
  path: string;
  owner: string;
}

/**
 * Addresses the server answers itself: a browser route there could never be opened by its address
 * (the API, realtime, plugin modules, the shared modules, the built files and the environment).
 */
const SERVER_PATHS = [
  '/api/*',
  '/socket.io/*',
  '/plugins/*',
  '/shared/*',
  '/assets/*',
  '/env.json',
  '/index.html',
  '/favicon.svg',
  '/favicon.ico',
];

/** The shell's pages, the server's own addresses and every first-party area's pages. */
export function reservedRoutes(extensions: readonly ServerExtension[]): ReservedRoute[] {
  return [
    ...SHELL_ROUTE_PATHS.map((path) => ({ path, owner: 'shell' })),
    ...SERVER_PATHS.map((path) => ({ path, owner: 'server' })),
    ...extensions.flatMap((extension) =>
      (extension.reservedRoutePaths ?? []).map((path) => ({ path, owner: extension.id })),
    ),
  ];
}

/** The first reserved route some address of `routePath` would also match, if any. */
export function reservedClash(routePath: string, reserved: readonly ReservedRoute[]): ReservedRoute | undefined {
  return reserved.find((route) => routePathsOverlap(routePath, route.path));
}
