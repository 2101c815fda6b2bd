import { MenuGroupHeader, MenuItem, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PinFilled, PinOffRegular, PinRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { ContributionIcon } from '../../ui/icons.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import type { MenuPartProps } from '../../ui/lazy/LazyMenuButton.tsx';
import { MenuSurface } from '../../ui/lazy/MenuSurface.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  link: { flexGrow: 1, minWidth: 0, maxWidth: '320px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  action: { flexShrink: 0, minWidth: 'auto' },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

/**
 * The recent links (shell §2): pinned first, then the newest; open, pin or forget each. Pin and remove
 * are menu items too, so the arrow keys reach them; they keep the menu open. Fetched when the button
 * is first wanted (RecentLinksMenu.tsx).
 */
const RecentLinksList = observer(function RecentLinksList(props: MenuPartProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const recent = useService(CORE_TOKENS.RecentLinks);
  const [, navigate] = useLocation();
  const links = recent.links;
  return (
    <MenuSurface {...props} listProps={{ 'data-testid': 'recent-links-list' }}>
      <MenuGroupHeader>{t('chrome.recent.title')}</MenuGroupHeader>
      {links.length === 0 && <div className={styles.empty}>{t('chrome.recent.empty')}</div>}
      {links.map((link) => (
        <div key={link.link} className={styles.row} data-recent-link={link.link} data-pinned={link.pinned}>
          <MenuItem
            className={styles.link}
            icon={link.pinned ? <PinFilled /> : <ContributionIcon name={link.icon} />}
            onClick={() => navigate(link.link)}
          >
            <span className={styles.name}>{link.objectName}</span>
          </MenuItem>
          <MenuItem
            className={styles.action}
            persistOnClick
            icon={link.pinned ? <PinOffRegular /> : <PinRegular />}
            aria-label={link.pinned ? t('chrome.recent.unpin') : t('chrome.recent.pin')}
            title={link.pinned ? t('chrome.recent.unpin') : t('chrome.recent.pin')}
            aria-pressed={link.pinned}
            data-testid="recent-pin"
            onClick={() => recent.pin(link.link, !link.pinned)}
          />
          <MenuItem
            className={styles.action}
            persistOnClick
            icon={<DismissRegular />}
            aria-label={t('chrome.recent.remove')}
            title={t('chrome.recent.remove')}
            onClick={() => recent.remove(link.link)}
          />
        </div>
      ))}
    </MenuSurface>
  );
});

export default RecentLinksList;
