import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { appAllowsRoute } from '../../../common/apps.ts';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import type { ContributionPoints } from '../../kernel/contribution-points.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { KeyValueStorage } from '../../services/storage.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { ServerSettings } from '../settings/server-settings.ts';

/** The route name of the welcome page (spec shell §2) and the setting that enables opening it at start. */
export const WELCOME_ROUTE_ID = 'welcome';
export const WELCOME_SETTING_ID = 'welcome.openOnStart';

export interface WelcomeEntry {
  /** The path the user is on, without the query. */
  path: string;
  /** The query string, '' or '?…'. */
  search: string;
  signedIn: boolean;
  /**
   * The app a non-administrator is confined to (an app with `confinesUsers`, e.g. education mode): they
   * reach only its routes and those tagged both (shell §6).
   */
  confinedTo?: string;
}

/**
 * The welcome page opens by itself once (per app load) from the root path, when the setting is on,
 * the page exists, there is no query and the user has not opted out (STORAGE_KEYS.welcomeSuppressed).
 * After it opened so, a hint shows after 3 s for 10 s (shell §2, §9).
 */
@injectable()
export class WelcomeService {
  autoOpened = false;
  hintVisible = false;
  suppressed: boolean;
  private tried = false;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(
    @inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage,
    @inject(CORE_TOKENS.ContributionPoints) private readonly points: ContributionPoints,
    @inject(CHROME_TOKENS.Settings) private readonly settings: ServerSettings,
  ) {
    this.suppressed = storage.getItem(STORAGE_KEYS.welcomeSuppressed) === 'true';
    makeObservable<WelcomeService, 'showHint'>(this, {
      autoOpened: observable,
      hintVisible: observable,
      suppressed: observable,
      entered: action,
      setSuppressed: action,
      dismissHint: action,
      showHint: action,
    });
  }

  /** Whether the setting is on: the stored settings' value, else the contributed setting's default. */
  get enabled(): boolean {
    const contributed = this.points.settings.get(WELCOME_SETTING_ID);
    if (!contributed) return false;
    const stored = this.settings.values[WELCOME_SETTING_ID];
    return typeof stored === 'boolean' ? stored : contributed.default === true;
  }

  /** The welcome page's path when an extension contributes it. */
  get path(): string | undefined {
    return this.points.routes.get(WELCOME_ROUTE_ID)?.path;
  }

  private reachable(confinedTo: string | undefined): boolean {
    const route = this.points.routes.get(WELCOME_ROUTE_ID);
    return !!route && (!confinedTo || appAllowsRoute(confinedTo, route.app, new Set([confinedTo])));
  }

  /**
   * Called on every location change; returns the path to open instead. Only the first signed-in
   * arrival at '/' counts: coming back to '/' later in the same app load never redirects.
   */
  entered(entry: WelcomeEntry): string | undefined {
    if (this.tried || !entry.signedIn || entry.path !== '/') return undefined;
    this.tried = true;
    const path = this.path;
    if (entry.search !== '' || !path || !this.reachable(entry.confinedTo)) return undefined;
    if (!this.enabled || this.suppressed) return undefined;
    this.autoOpened = true;
    this.timers.push(
      setTimeout(() => this.showHint(true), SHELL_CONSTANTS.welcomeHintDelayMs),
      setTimeout(() => this.showHint(false), SHELL_CONSTANTS.welcomeHintDelayMs + SHELL_CONSTANTS.welcomeHintTimeoutMs),
    );
    return path;
  }

  /** The opt-out: remembered in the browser. */
  setSuppressed(suppressed: boolean): void {
    this.suppressed = suppressed;
    if (suppressed) this.storage.setItem(STORAGE_KEYS.welcomeSuppressed, 'true');
    else this.storage.removeItem(STORAGE_KEYS.welcomeSuppressed);
  }

  dismissHint(): void {
    this.hintVisible = false;
    this.timers.forEach(clearTimeout);
    this.timers = [];
  }

  private showHint(visible: boolean): void {
    this.hintVisible = visible;
  }
}
