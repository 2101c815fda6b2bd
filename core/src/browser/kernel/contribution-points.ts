import { injectable } from 'inversify';
import { appProblems } from '../../common/apps.ts';
import { recentLinkTypeProblems } from '../../common/recent-link.ts';
import { Registry, type Registered } from './registry.ts';
import type {
  AppContribution,
  CommandContribution,
  ContextKeyContribution,
  DocumentComponentContribution,
  IconContribution,
  MenuContribution,
  MenuGroupContribution,
  QuickLaunchKindContribution,
  RecentLinkTypeContribution,
  RouteContribution,
  SettingContribution,
  SideMenuContribution,
  KeyBindingContribution,
  PointItem,
  ToolbarContribution,
} from './contributions.ts';
import { keyBindingProblem } from './key-chord.ts';

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

function validKeys(binding: KeyBindingContribution): void {
  const problem = keyBindingProblem(binding.keys);
  if (problem) throw new Error(`Key binding "${binding.id}": ${problem}`);
}

/**
 * The key of a contribution point an extension declares in its `common/`: a name (so every copy of the
 * SDK finds the same point) and, for the compiler only, the type of its items.
 */
export interface ContributionPointKey<T extends PointItem> {
  readonly name: string;
  /** Never set: carries the item type. */
  readonly __item?: T;
}

export function defineContributionPoint<T extends PointItem>(name: string): ContributionPointKey<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(name)) {
    throw new Error(`Contribution point name "${name}" must be "<extension-id>.<name>"`);
  }
  return { name };
}

/** Recent-link type ids are open strings (the areas own them), checked for shape only. */
function validRecentLinkType(type: RecentLinkTypeContribution): void {
  const problems = recentLinkTypeProblems(type);
  if (problems.length > 0) throw new Error(`recentLinkTypes: ${problems.join('; ')}`);
}

/** A context key is named after the extension that declares it (`education.teaches`). */
function ownKey(key: ContextKeyContribution, _current: unknown, owner: string): void {
  if (!key.id.startsWith(`${owner}.`)) throw new Error(`contextKeys: "${key.id}" must start with "${owner}."`);
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
  readonly toolbar = new Registry<ToolbarContribution>('toolbar', byOrder);
  readonly keyBindings = new Registry<KeyBindingContribution>('keyBindings', undefined, validKeys);
  readonly contextKeys = new Registry<ContextKeyContribution>('contextKeys', undefined, ownKey);
  private readonly declared = new Map<string, Registry<PointItem>>();

  /**
   * The registry of a point an extension declared. Made on first use by whoever comes first (the
   * declaring extension, a contributor or a reader), so the order extensions are enabled in never matters.
   */
  point<T extends PointItem>(key: ContributionPointKey<T> | string): Registry<T> {
    const name = typeof key === 'string' ? key : key.name;
    let registry = this.declared.get(name);
    if (!registry) this.declared.set(name, (registry = new Registry<PointItem>(name)));
    return registry as unknown as Registry<T>;
  }

  /** The apps whose non-admin users reach only their own routes. Observable. */
  get confiningApps(): ReadonlySet<string> {
    return new Set(this.apps.all.filter((a) => a.confinesUsers).map((a) => a.id));
  }
}
