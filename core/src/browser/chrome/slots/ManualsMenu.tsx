import { BookQuestionMarkRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LazyMenuButton, type MenuModule } from '../../ui/lazy/LazyMenuButton.tsx';
import { lazyPart } from '../../ui/lazy/lazy-part.ts';
import { useAvailableManuals } from './use-available-manuals.ts';

export const manualsList = lazyPart<MenuModule>(() => import('./ManualsList.tsx'));

/**
 * The user-manuals button (shell §2), hidden while no manual is listed on the current route (a manual
 * may name where it applies: `isAvailable`); the list is ManualsList.tsx.
 */
export const ManualsMenu = observer(function ManualsMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const manuals = useAvailableManuals();
  if (manuals.length === 0) return null;
  return (
    <LazyMenuButton
      label={t('chrome.manuals.title')}
      menu={manualsList}
      icon={<BookQuestionMarkRegular />}
      className={className}
      testId="manuals"
    />
  );
});
