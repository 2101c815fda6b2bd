import { HistoryRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LazyMenuButton, type MenuModule } from '../../ui/lazy/LazyMenuButton.tsx';
import { lazyPart } from '../../ui/lazy/lazy-part.ts';

/** The list with its Fluent menu, fetched when the button is first hovered, focused or pressed. */
export const recentLinksList = lazyPart<MenuModule>(() => import('./RecentLinksList.tsx'));

/** The recent-links button of the top bar (shell §2); the list is RecentLinksList.tsx. */
export function RecentLinksMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <LazyMenuButton
      label={t('chrome.recent.title')}
      menu={recentLinksList}
      icon={<HistoryRegular />}
      className={className}
      testId="recent-links"
    />
  );
}
