import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../ui/kernel-context.tsx';
import { LazyTooltip } from '../../ui/lazy/LazyTooltip.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { CurrentObject } from '../current-object/current-object-service.ts';
import { useIsAdmin } from './use-is-admin.ts';

// Fetched when the pencil is first pressed: the top bar of every page need not carry a dialog.
const RenameDialog = lazy(() => import('./RenameDialog.tsx').then((m) => ({ default: m.RenameDialog })));

/** The administrator's pencil: renames the object the page shows (shell §2, §6). */
export const RenameButton = observer(function RenameButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const objects = useService(CHROME_TOKENS.CurrentObject);
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<CurrentObject | null>(null);
  const current = objects.current;
  if (!isAdmin || !current) return null;
  return (
    <>
      <LazyTooltip content={t('chrome.rename.button')} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<EditRegular />}
          data-testid="rename-object"
          onClick={() => setEditing(current)}
        />
      </LazyTooltip>
      <Suspense fallback={null}>
        {editing && <RenameDialog object={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
});
