import {
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { ContributionIcon } from '../../ui/icons.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { QuickLaunchRow } from './quick-launch-row.ts';
import { rowLabel } from './row-label.ts';

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: '95vw' },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  disabled: { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  names: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  state: { padding: tokens.spacingVerticalM },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The quick launch: search objects by name; arrows choose, Enter opens, Esc closes. */
export const QuickLaunchDialog = observer(function QuickLaunchDialog() {
  const quick = useService(CHROME_TOKENS.QuickLaunch);
  if (!quick.isOpen) return null;
  return <QuickLaunchSurface />;
});

const QuickLaunchSurface = observer(function QuickLaunchSurface() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const quick = useService(CHROME_TOKENS.QuickLaunch);
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [, navigate] = useLocation();
  const [active, setActive] = useState(0);
  const rows = quick.rows;
  useEffect(() => setActive(0), [rows]);

  const launch = (row: QuickLaunchRow | undefined) => {
    if (!row) return;
    const path = quick.launch(row);
    if (!path) return;
    const newTab = quick.newTab;
    quick.close();
    if (newTab) window.open(path, '_blank', 'noopener');
    else navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      launch(rows[active]);
    }
  };

  const labelText = (row: QuickLaunchRow) => {
    const label = rowLabel(row);
    if (!label) return '';
    return 'text' in label ? label.text : t(label.key, { ns: label.ns });
  };

  const noKinds = points.quickLaunchKinds.all.length === 0;
  const activeId = rows[active] ? `quick-launch-row-${rows[active].id}` : undefined;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && quick.close()}>
      <DialogSurface className={styles.surface} data-testid="quick-launch" aria-label={t('chrome.quickLaunch.title')}>
        <DialogBody>
          <DialogTitle>
            {quick.newTab ? t('chrome.quickLaunch.titleNewTab') : t('chrome.quickLaunch.title')}
          </DialogTitle>
          <DialogContent className={styles.body}>
            <SearchBox
              autoFocus
              value={quick.text}
              placeholder={t('chrome.quickLaunch.placeholder')}
              aria-label={t('chrome.quickLaunch.placeholder')}
              aria-controls="quick-launch-results"
              aria-activedescendant={activeId}
              onChange={(_, data) => quick.setText(data.value)}
              onKeyDown={onKeyDown}
            />
            {noKinds && <Caption1 className={styles.state}>{t('chrome.quickLaunch.noKinds')}</Caption1>}
            {quick.status === 'idle' && !noKinds && (
              <Caption1 className={styles.state}>{t('chrome.quickLaunch.hint')}</Caption1>
            )}
            {quick.status === 'loading' && <Spinner size="small" label={t('chrome.quickLaunch.searching')} />}
            {quick.status === 'error' && (
              <MessageBar intent="error">
                <MessageBarBody>{t('chrome.quickLaunch.failed', { message: quick.error })}</MessageBarBody>
              </MessageBar>
            )}
            {quick.status === 'done' && rows.length === 0 && (
              <Text className={styles.state}>{t('chrome.quickLaunch.nothing')}</Text>
            )}
            {rows.length > 0 && (
              <ul
                id="quick-launch-results"
                role="listbox"
                className={styles.list}
                aria-label={t('chrome.quickLaunch.results')}
              >
                {rows.map((row, index) => {
                  const enabled = quick.target(row) !== undefined;
                  return (
                    <li
                      key={row.id}
                      id={`quick-launch-row-${row.id}`}
                      role="option"
                      aria-selected={index === active}
                      aria-disabled={!enabled}
                      className={mergeClasses(
                        styles.row,
                        index === active && styles.active,
                        !enabled && styles.disabled,
                      )}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => launch(row)}
                    >
                      <ContributionIcon name={row.kind?.icon ?? ''} />
                      <span className={styles.names}>
                        <span className={styles.name}>{row.name}</span>
                        {row.detail && (
                          <Caption1 className={styles.detail} data-testid="quick-launch-detail">
                            {row.detail}
                          </Caption1>
                        )}
                      </span>
                      <Caption1>{enabled ? labelText(row) : t('chrome.quickLaunch.cannotOpen')}</Caption1>
                    </li>
                  );
                })}
              </ul>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
