import { createToken } from '../kernel/tokens.ts';
import type { CurrentObjectService } from './current-object/current-object-service.ts';
import type { DialogsService } from './dialogs/dialogs-service.ts';
import type { DrawerState } from './drawer/drawer-state.ts';
import type { QuickLaunchService } from './quick-launch/quick-launch-service.ts';
import type { ServerSettings } from './settings/server-settings.ts';
import type { ShellSlots } from './slots/shell-slots.ts';
import type { WelcomeService } from './welcome/welcome-service.ts';

/**
 * Tokens of the chrome area's own services (the public contracts Dialogs and RecentLinks are in
 * CORE_TOKENS). Names, like every token, so a plugin's copy of the SDK finds the same service.
 */
export const CHROME_TOKENS = {
  /** The state behind CORE_TOKENS.Dialogs, for the host that renders it. */
  DialogsState: createToken<DialogsService>('chrome.DialogsState'),
  Drawer: createToken<DrawerState>('chrome.Drawer'),
  QuickLaunch: createToken<QuickLaunchService>('chrome.QuickLaunch'),
  CurrentObject: createToken<CurrentObjectService>('CurrentObject'),
  Slots: createToken<ShellSlots>('ShellSlots'),
  Welcome: createToken<WelcomeService>('Welcome'),
  /** Settings records merged (shell §3), read for the signed-in user. */
  Settings: createToken<ServerSettings>('Settings'),
} as const;
