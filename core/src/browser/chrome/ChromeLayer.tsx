import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { BrowserCheckDialog } from './browser-check/BrowserCheckDialog.tsx';
import { CHROME_TOKENS } from './chrome-tokens.ts';
import { DialogsHost } from './dialogs/DialogsHost.tsx';
import { QuickLaunchDialog } from './quick-launch/QuickLaunchDialog.tsx';
import { useQuickLaunchShortcut } from './quick-launch/use-quick-launch-shortcut.ts';
import { WelcomeRedirect } from './welcome/WelcomeRedirect.tsx';

/** What the chrome area mounts once around the routed screen: dialogs, quick launch, welcome rule. */
export function ChromeLayer() {
  const quick = useService(CHROME_TOKENS.QuickLaunch);
  const container = useService(CORE_TOKENS.Container);
  useQuickLaunchShortcut(quick, container);
  return (
    <>
      <WelcomeRedirect />
      <QuickLaunchDialog />
      <DialogsHost />
      <BrowserCheckDialog />
    </>
  );
}
