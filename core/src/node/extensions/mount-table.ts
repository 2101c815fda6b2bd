import type { FastifyInstance } from 'fastify';
import type { ProcedureRegistry } from '../data/procedures.ts';
import { routeShape, type PendingRoute } from './route-mount.ts';

/** What one extension asked to mount during `start`. */
export interface MountPlan {
  routes: PendingRoute[];
  procedures: string[];
  /** Its declared spec paths (`apiPaths`). */
  apiPaths: readonly string[];
}

/**
 * Who mounted which route and declared which API path, so an extension's whole plan is checked before
 * any of it is mounted: a clash refuses the extension and leaves nothing of it behind.
 */
export class MountTable {
  private readonly routes = new Map<string, string>();
  private readonly paths = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly procedures: ProcedureRegistry,
  ) {}

  /** Every clash of the plan (empty: it can be mounted). */
  clashes(owner: string, plan: MountPlan): string[] {
    const found: string[] = [];
    const ownRoutes = new Set<string>();
    for (const route of plan.routes) {
      const key = `${route.method} ${routeShape(route.url)}`;
      const label = `route ${route.method} ${route.url}`;
      if (ownRoutes.has(key)) found.push(`${label} is mounted twice`);
      ownRoutes.add(key);
      const taken = this.routes.get(key);
      if (taken) found.push(`${label} is already mounted by ${taken}`);
      else if (this.app.hasRoute({ method: route.method, url: route.url })) found.push(`${label} is already mounted`);
      const declared = this.paths.get(routeShape(route.url));
      if (declared && declared !== owner)
        found.push(`${label} is the API path ${routeShape(route.url)} of ${declared}`);
    }
    const ownProcedures = new Set<string>();
    for (const name of plan.procedures) {
      if (ownProcedures.has(name)) found.push(`procedure ${name} is offered twice`);
      ownProcedures.add(name);
      const taken = this.procedures.ownerOf(name);
      if (taken) found.push(`procedure ${name} is already offered by ${taken}`);
    }
    for (const path of plan.apiPaths) {
      const declared = this.paths.get(routeShape(path));
      if (declared) found.push(`API path ${path} is already declared by ${declared}`);
      const mountedBy = [...this.routes].find(([key]) => key.endsWith(` ${routeShape(path)}`))?.[1];
      if (mountedBy) found.push(`API path ${path} is already mounted by ${mountedBy}`);
    }
    return found;
  }

  /** Records a plan that was checked (call `clashes` first). */
  claim(owner: string, plan: MountPlan): void {
    for (const route of plan.routes) this.routes.set(`${route.method} ${routeShape(route.url)}`, owner);
    for (const path of plan.apiPaths) this.paths.set(routeShape(path), owner);
  }
}
