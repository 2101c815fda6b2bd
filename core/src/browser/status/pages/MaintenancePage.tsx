import { observer } from 'mobx-react-lite';
import { useService } from '../../ui/kernel-context.tsx';
import { STATUS_TOKENS } from '../status-tokens.ts';
import { SystemStatusPage } from './SystemStatusPage.tsx';

/** `/maintenance-mode` (spec shell.md §2, §4): where non-admins wait while maintenance is on. */
const MaintenancePage = observer(function MaintenancePage() {
  const maintenance = useService(STATUS_TOKENS.Maintenance);
  return (
    <SystemStatusPage
      testId="maintenance-page"
      titleKey="status.maintenancePage.title"
      textKey="status.maintenancePage.text"
      checkKey="status.maintenancePage.check"
      announcement={maintenance.state.enabled ? maintenance.state.message : undefined}
      check={() => maintenance.check()}
    />
  );
});

export default MaintenancePage;
