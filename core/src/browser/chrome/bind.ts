import type { Container } from 'inversify';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { CHROME_TOKENS } from './chrome-tokens.ts';
import { CurrentObjectService } from './current-object/current-object-service.ts';
import { DialogsService } from './dialogs/dialogs-service.ts';
import { DrawerState } from './drawer/drawer-state.ts';
import { QuickLaunchService } from './quick-launch/quick-launch-service.ts';
import { RecentLinksService } from './recent-links/recent-links-service.ts';
import { ServerSettings } from './settings/server-settings.ts';
import { ShellSlots, ShellSlotsView } from './slots/shell-slots.ts';
import { WelcomeService } from './welcome/welcome-service.ts';

/** Binds the chrome area's services under their CORE_TOKENS and CHROME_TOKENS. */
export function bindChromeServices(container: Container): void {
  container.bind(CHROME_TOKENS.DialogsState).to(DialogsService);
  container.bind(CORE_TOKENS.Dialogs).toService(CHROME_TOKENS.DialogsState);
  container.bind(CORE_TOKENS.RecentLinks).to(RecentLinksService);
  container.bind(CHROME_TOKENS.Drawer).to(DrawerState);
  container.bind(CHROME_TOKENS.QuickLaunch).to(QuickLaunchService);
  container.bind(CHROME_TOKENS.CurrentObject).to(CurrentObjectService);
  container.bind(CHROME_TOKENS.Slots).to(ShellSlots);
  container.bind(CHROME_TOKENS.SlotsView).toDynamicValue((c) => new ShellSlotsView(c.get(CHROME_TOKENS.Slots)));
  container.bind(CHROME_TOKENS.Settings).to(ServerSettings);
  container.bind(CHROME_TOKENS.Welcome).to(WelcomeService);
}
