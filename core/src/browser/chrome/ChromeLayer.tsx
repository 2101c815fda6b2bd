import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { missingBrowserFeatures } from './browser-check/browser-support.ts';
import { CHROME_TOKENS } from './chrome-tokens.ts';
import { useQuickLaunchShortcut } from './quick-launch/use-quick-launch-shortcut.ts';
import { WelcomeRedirect } from './welcome/WelcomeRedirect.tsx';

// The dialogs' code (Fluent's Dialog, SearchBox, Checkbox…) is fetched when a dialog first opens, not
// with the first page (docs/benchmarks.md, "First-page budget"): the state that opens them stays eager.
const QuickLaunchDialog = lazy(() =>
  import('./quick-launch/QuickLaunchDialog.tsx').then((m) => ({ default: m.QuickLaunchDialog })),
);
const DialogsHost = lazy(() => import('./dialogs/DialogsHost.tsx').then((m) => ({ default: m.DialogsHost })));
const BrowserCheckDialog = lazy(() =>
  import('./browser-check/BrowserCheckDialog.tsx').then((m) => ({ default: m.BrowserCheckDialog })),
);

/** What the chrome area mounts once around the routed screen: dialogs, quick launch, welcome rule. */
export const ChromeLayer = observer(function ChromeLayer() {
  const quick = useService(CHROME_TOKENS.QuickLaunch);
  const dialogs = useService(CHROME_TOKENS.DialogsState);
  const container = useService(CORE_TOKENS.Container);
  const [browserLacksFeatures] = useState(() => missingBrowserFeatures().length > 0);
  useQuickLaunchShortcut(quick, container);
  return (
    <>
      <WelcomeRedirect />
      <Suspense fallback={null}>{quick.isOpen && <QuickLaunchDialog />}</Suspense>
      <Suspense fallback={null}>
        {(dialogs.current || dialogs.loading || dialogs.hosted.length > 0) && <DialogsHost />}
      </Suspense>
      <Suspense fallback={null}>{browserLacksFeatures && <BrowserCheckDialog />}</Suspense>
    </>
  );
});
