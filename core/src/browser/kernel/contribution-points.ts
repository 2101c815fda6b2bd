import { injectable } from 'inversify';
import { appProblems } from '../../common/apps.ts';
import { INTERIM_AREAS } from '../../common/interim-areas/index.ts';
import { recentLinkTypeProblems } from '../../common/recent-link.ts';
import { Registry, type Registered } from './registry.ts';
import type {
  AppContribution,
  CommandContribution,
  DocumentComponentContribution,
  IconContribution,
  MenuContribution,
  MenuGroupContribution,
  QuickLaunchKindContribution,
  RecentLinkTypeContribution,
  RouteContribution,
  SettingContribution,
  SideMenuContribution,
} from './contributions.ts';

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || a.id.localeCompare(b.id);

/** Static segments before parameters, so `/docs/edit/:id` is tried before `/docs/:id`. */
export function routeSpecificity(path: string): number {
  return path.split('/').reduce((score, seg) => score + (seg.startsWith(':') || seg === '*' ? 1 : 100), 0);
}

function noDuplicatePath(route: RouteContribution, current: readonly Registered<RouteContribution>[]): void {
  const clash = current.find((r) => r.path === route.path);
  if (clash) throw new Error(`Route path "${route.path}" already exists (route "${clash.id}" of ${clash.owner})`);
}

/** Recent-link type ids are open strings (the areas own them), checked for shape only. */
function validRecentLinkType(type: RecentLinkTypeContribution): void {
  const problems = recentLinkTypeProblems(type);
  if (problems.length > 0) throw new Error(`recentLinkTypes: ${problems.join('; ')}`);
}

function validApp(app: AppContribution): void {
  const problems = appProblems(app);
  if (problems.length > 0) throw new Error(`apps: ${problems.join('; ')}`);
}

/** Every contribution point of the kernel, each a live registry. */
@injectable()
export class ContributionPoints {
  readonly routes = new Registry<RouteContribution>(
    'routes',
    (a, b) => routeSpecificity(b.path) - routeSpecificity(a.path) || a.path.localeCompare(b.path),
    noDuplicatePath,
  );
  readonly menuGroups = new Registry<MenuGroupContribution>('menuGroups', byOrder);
  readonly menus = new Registry<MenuContribution>('menus', byOrder);
  readonly sideMenus = new Registry<SideMenuContribution>('sideMenus');
  readonly quickLaunchKinds = new Registry<QuickLaunchKindContribution>('quickLaunchKinds');
  readonly recentLinkTypes = new Registry<RecentLinkTypeContribution>(
    'recentLinkTypes',
    undefined,
    validRecentLinkType,
  );
  readonly documentComponents = new Registry<DocumentComponentContribution>('documentComponents');
  readonly icons = new Registry<IconContribution>('icons');
  readonly apps = new Registry<AppContribution>('apps', undefined, validApp);
  readonly settings = new Registry<SettingContribution>('settings');
  readonly commands = new Registry<CommandContribution>('commands');

  constructor() {
    // The apps of areas not built yet hold from the start, as on the server (common/interim-areas).
    for (const area of INTERIM_AREAS) for (const app of area.apps ?? []) this.apps.register(app, area.id);
  }

  /** The apps whose non-admin users reach only their own routes. Observable. */
  get confiningApps(): ReadonlySet<string> {
    return new Set(this.apps.all.filter((a) => a.confinesUsers).map((a) => a.id));
  }
}
