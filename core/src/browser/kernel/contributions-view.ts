import type { ContributionPointKey, ContributionPoints } from './contribution-points.ts';
import type {
  CommandContribution,
  DocumentComponentContribution,
  KeyBindingContribution,
  MenuContribution,
  MenuGroupContribution,
  PointItem,
  QuickLaunchKindContribution,
  RecentLinkTypeContribution,
  RouteContribution,
  SettingContribution,
  SideMenuContribution,
  ToolbarContribution,
} from './contributions.ts';
import type { Registered, Registry } from './registry.ts';

/** The registry behind each view; kernel code only (the views never hand it out). */
const behind = new WeakMap<object, Registry<{ id: string }>>();

/** The registry a view shows, when the kernel made the view; for `ctx.contribute`. */
export function registryBehind<T extends { id: string }>(view: RegistryView<T>): Registry<T> | undefined {
  return behind.get(view) as Registry<T> | undefined;
}

/** A registry seen from outside: its entries (observable), never `register`. */
export class RegistryView<T extends { id: string }> {
  readonly #registry: Registry<T>;
  constructor(registry: Registry<T>) {
    this.#registry = registry;
    behind.set(this, registry as unknown as Registry<{ id: string }>);
  }
  get name(): string {
    return this.#registry.name;
  }
  /** Every entry, in the registry's order. Observable. */
  get all(): readonly Registered<T>[] {
    return this.#registry.all;
  }
  get(id: string): Registered<T> | undefined {
    return this.#registry.get(id);
  }
}

/**
 * `Services.Contributions`: every contribution point, read-only. An extension adds to a point only
 * through its manifest's `contributes`, which the host registers under that extension's own id, so no
 * one can register an item under another owner.
 */
export class ContributionsView {
  readonly routes: RegistryView<RouteContribution>;
  readonly menuGroups: RegistryView<MenuGroupContribution>;
  readonly menus: RegistryView<MenuContribution>;
  readonly sideMenus: RegistryView<SideMenuContribution>;
  readonly quickLaunchKinds: RegistryView<QuickLaunchKindContribution>;
  readonly recentLinkTypes: RegistryView<RecentLinkTypeContribution>;
  readonly documentComponents: RegistryView<DocumentComponentContribution>;
  readonly settings: RegistryView<SettingContribution>;
  readonly commands: RegistryView<CommandContribution>;
  readonly toolbar: RegistryView<ToolbarContribution>;
  readonly keyBindings: RegistryView<KeyBindingContribution>;
  readonly #points: ContributionPoints;

  constructor(points: ContributionPoints) {
    this.#points = points;
    this.routes = new RegistryView(points.routes);
    this.menuGroups = new RegistryView(points.menuGroups);
    this.menus = new RegistryView(points.menus);
    this.sideMenus = new RegistryView(points.sideMenus);
    this.quickLaunchKinds = new RegistryView(points.quickLaunchKinds);
    this.recentLinkTypes = new RegistryView(points.recentLinkTypes);
    this.documentComponents = new RegistryView(points.documentComponents);
    this.settings = new RegistryView(points.settings);
    this.commands = new RegistryView(points.commands);
    this.toolbar = new RegistryView(points.toolbar);
    this.keyBindings = new RegistryView(points.keyBindings);
  }

  /** The items of a point an extension declared with `defineContributionPoint`. */
  point<T extends PointItem>(key: ContributionPointKey<T>): RegistryView<T> {
    return new RegistryView(this.#points.point(key));
  }
}
