import { useState, type ReactNode } from 'react';
import {
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { EmptyState, Page, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';

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

/** The `data-testid`s of a list page: the page, the list, the failed and empty states, each row's delete. */
export interface ObjectListTestIds {
  page: string;
  list: string;
  failed: string;
  empty: string;
  remove?: string;
}

/** What an `ObjectListPage` lists, loads, links and deletes, and what it adds to each row. */
export interface ObjectListPageProps<T extends { id: string; name: string }> {
  /**
   * The key prefix of the texts (`rules.list`): `title`, `loading`, `failed` ({{message}}), `retry`, `empty`,
   * `emptyHint`, `open`, `created` ({{date}}), `delete`, `deleteTitle`, `deleteMessage`, `deleteConfirm`,
   * `deleteFailed` (the item's texts get its `name`).
   */
  texts: string;
  testIds: ObjectListTestIds;
  /** The load's key; a retry or a delete loads again under a new attempt. */
  loadKey: string;
  load: (signal: AbortSignal) => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  href: (item: T) => string;
  /** The item's creation date (`YYYY-MM-DD`), shown as `created`; none: no date. */
  date?: (item: T) => string | null | undefined;
  /** A cell beside the name (the search list's root class). */
  detail?: (item: T) => ReactNode;
  /** A muted cell at the row's right, before the date. */
  meta?: (item: T) => ReactNode;
  /** Buttons before the delete button. */
  actions?: (item: T) => ReactNode;
  /** The page's create action. */
  create: ReactNode;
  /** Beside the list: the create dialog, when open. */
  children?: ReactNode;
}

/**
 * A list page of the user's objects of one kind: loading, failed (with retry), empty, or rows of a link by
 * name, a date and a delete button that asks first (a failed delete is a notice); the create action on top.
 */
export function ObjectListPage<T extends { id: string; name: string }>(props: ObjectListPageProps<T>) {
  const { texts, testIds } = props;
  const { t } = useT();
  const styles = useStyles();
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
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
    const detail = props.detail?.(item);
    const meta = props.meta?.(item);
    return (
      <li key={item.id} className={styles.row}>
        <Link href={props.href(item)} asChild>
          <FluentLink aria-label={t(`${texts}.open`, { name: item.name })}>{item.name}</FluentLink>
        </Link>
        {detail && <span className={styles.muted}>{detail}</span>}
        <span className={styles.end}>
          {meta && <span className={styles.muted}>{meta}</span>}
          {date && <span className={styles.date}>{t(`${texts}.created`, { date: formatDate(date) })}</span>}
          <span>
            {props.actions?.(item)}
            <Tooltip content={t(`${texts}.delete`, { name: item.name })} relationship="label">
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                onClick={() => void remove(item)}
                data-testid={testIds.remove}
              />
            </Tooltip>
          </span>
        </span>
      </li>
    );
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t(`${texts}.loading`)} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid={testIds.failed}>
        <MessageBarBody>
          {t(`${texts}.failed`, { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t(`${texts}.retry`)}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t(`${texts}.empty`)}>
        <span data-testid={testIds.empty}>{t(`${texts}.emptyHint`)}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid={testIds.list} aria-label={t(`${texts}.title`)}>
        {load.value.map(row)}
      </ul>
    );

  return (
    <Page title={t(`${texts}.title`)} testId={testIds.page} actions={props.create}>
      {body}
      {props.children}
    </Page>
  );
}
