import type { Disposable } from '../../common/disposable.ts';
import type { Contributions } from './contributions.ts';
import type { HostAdmin } from './host-admin.ts';
import type { RegistryView } from './contributions-view.ts';
import type { ServiceToken } from './tokens.ts';

/** What an extension's `activate` receives. Everything registered through it is undone on deactivation. */
export interface ExtensionContext {
  readonly id: string;
  /** Disposed, last first, when the extension is deactivated or disabled. */
  readonly subscriptions: Disposable[];
  /**
   * The privileged host API (install, uninstall, enable, disable any extension): set only for the
   * extension the host composition root granted it to, undefined for every other one.
   */
  readonly hostAdmin?: HostAdmin;
  /**
   * Offers a service to the rest of the product under a token (declared in the extension's common/).
   * Throws when the token is already bound, naming who bound it.
   */
  bindService<T>(token: ServiceToken<T>, value: T): void;
  getService<T>(token: ServiceToken<T>): T;
  /**
   * Adds an item at run time to a registry that takes such contributions (the shell's slots:
   * `ctx.contribute(ctx.getService(Services.Slots).chat, panel)`), under this extension's id; undone on
   * disable. Every other registry takes contributions only from the manifest.
   */
  contribute<T extends { id: string }>(registry: RegistryView<T>, item: T): void;
  /** Binds the handler of a command this extension contributed. */
  registerCommand(id: string, handler: (...args: unknown[]) => unknown): void;
}

/**
 * The one manifest shape of first-party extensions and runtime plugins alike.
 * `contributes` is data read without running extension code; `activate` runs on first use.
 */
export interface ExtensionManifest {
  id: string;
  version: string;
  /**
   * Ids of extensions that must be enabled (and are activated first). Disabling one of them disables this
   * extension too; enabling it again enables this one again, unless it was turned off on its own meanwhile.
   */
  requires?: readonly string[];
  contributes: Contributions;
  /**
   * Activate once the main layout has drawn its first page, without waiting for a first use: for an
   * area whose activation fills what every page shows (its user manuals in the manuals menu). Its code
   * then loads off the first page's path. Default: activated on first use only.
   */
  activateAfterStart?: boolean;
  activate?(ctx: ExtensionContext): void | Promise<void>;
  deactivate?(): void | Promise<void>;
}

/** Identity function that gives an extension's manifest its type. */
export function defineExtension(manifest: ExtensionManifest): ExtensionManifest {
  return manifest;
}
