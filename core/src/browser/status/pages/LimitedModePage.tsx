import { useService } from '../../ui/kernel-context.tsx';
import { STATUS_TOKENS } from '../status-tokens.ts';
import { SystemStatusPage } from './SystemStatusPage.tsx';

/** `/limited-operation-mode` (spec shell.md §2, §4): a RED status or no backend at all. */
export default function LimitedModePage() {
  const backend = useService(STATUS_TOKENS.BackendStatus);
  return (
    <SystemStatusPage
      testId="limited-mode-page"
      titleKey="status.limitedPage.title"
      textKey="status.limitedPage.text"
      checkKey="status.limitedPage.check"
      check={() => backend.ping()}
    />
  );
}
