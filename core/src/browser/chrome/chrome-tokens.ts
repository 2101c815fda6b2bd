import { createToken, kernelToken } from '../kernel/tokens.ts';
import type { CurrentObjectService } from './current-object/current-object-service.ts';
import type { DialogsService } from './dialogs/dialogs-service.ts';
import type { DrawerState } from './drawer/drawer-state.ts';
import type { QuickLaunchService } from './quick-launch/quick-launch-service.ts';
import type { ServerSettings } from './settings/server-settings.ts';
import type { ShellSlots, ShellSlotsView } from './slots/shell-slots.ts';
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
  /** The slots with `register`: the kernel's own (a fresh symbol, kernelToken). */
  Slots: kernelToken<ShellSlots>('ShellSlots'),
  /** What extensions see of them (`Services.Slots`): read-only; they fill slots with `ctx.contribute`. */
  SlotsView: createToken<ShellSlotsView>('ShellSlots'),
  Welcome: createToken<WelcomeService>('Welcome'),
  /** Settings records merged (shell §3), read for the signed-in user. */
  Settings: createToken<ServerSettings>('Settings'),
} as const;
