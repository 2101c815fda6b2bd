import { useState } from 'react';
import { Button, Link as FluentLink, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { formatDate } from '../../format.ts';
import { useErrorText } from '../form-dialog/use-error-text.ts';
import { useService } from '../kernel-context.tsx';
import { Page } from '../kit.tsx';
import { useLoad } from '../use-load.ts';
import { useT } from '../use-t.ts';
import { ListStates } from './ListStates.tsx';
import type { ObjectListItem, ObjectListPageProps } from './object-list-page-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  date: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  end: { marginLeft: 'auto', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * A list page of the user's objects of one kind: loading, failed (with retry), empty, or rows of a link by
 * name, a date and a delete button that asks first (a failed delete is a notice); the create action on top.
 * The texts are the extension's own, under the `texts` prefix.
 */
export function ObjectListPage<T extends ObjectListItem>(props: ObjectListPageProps<T>) {
  const { texts, testIds } = props;
  const { t } = useT();
  const styles = useStyles();
  const dialogs = useService(CORE_TOKENS.Dialogs);
  const notifications = useService(CORE_TOKENS.Notifications);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`${props.loadKey}-${attempt}`, props.load);

  const remove = async (item: T) => {
    const ok = await dialogs.confirm({
      title: t(`${texts}.deleteTitle`, { name: item.name }),
      message: t(`${texts}.deleteMessage`, { name: item.name }),
      confirmLabel: t(`${texts}.deleteConfirm`),
    });
    if (!ok) return;
    try {
      await props.remove(item);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t(`${texts}.deleteFailed`))).text, color: 'error' });
    }
  };

  const row = (item: T) => {
    const date = props.date?.(item);
    const badge = props.badge?.(item);
    const detail = props.detail?.(item);
    const meta = props.meta?.(item);
    const deletable = props.canDelete?.(item) ?? true;
    return (
      <li key={item.id} className={styles.row} data-testid={testIds.row}>
        <Link href={props.href(item)} asChild>
          <FluentLink aria-label={t(`${texts}.open`, { name: item.name })}>{item.name}</FluentLink>
        </Link>
        {badge}
        {detail && <span className={styles.muted}>{detail}</span>}
        <span className={styles.end}>
          {meta && <span className={styles.muted}>{meta}</span>}
          {date && <span className={styles.date}>{t(`${texts}.created`, { date: formatDate(date) })}</span>}
          <span>
            {props.actions?.(item)}
            {deletable && (
              <Tooltip content={t(`${texts}.delete`, { name: item.name })} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  onClick={() => void remove(item)}
                  data-testid={testIds.remove}
                />
              </Tooltip>
            )}
          </span>
        </span>
      </li>
    );
  };

  const list = (items: T[]) => (
    <ul className={styles.list} data-testid={testIds.list} aria-label={t(`${texts}.title`)}>
      {items.map(row)}
    </ul>
  );

  return (
    <Page title={t(`${texts}.title`)} testId={testIds.page} actions={props.create}>
      <ListStates
        load={load}
        isEmpty={(items) => items.length === 0}
        texts={texts}
        testIds={testIds}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {list}
      </ListStates>
      {props.children}
    </Page>
  );
}
