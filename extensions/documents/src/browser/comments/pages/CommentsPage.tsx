import { useEffect, useMemo, useState } from 'react';
import {
  Caption1,
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, Page, Services, useService, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { CommentEntry } from '../../../common/api.ts';
import { documentPath } from '../../../common/routes.ts';
import { fetchAllComments } from '../api.ts';
import { dateTime } from '../components/CommentItem.tsx';
import { COMMENTS_CHANNEL_NAME } from '../use-comments.ts';
import { useDiscussionCounts } from '../use-discussion-counts.ts';
import { filterComments, type CommentsFilter } from './comments-filter.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalXL, alignItems: 'flex-end', flexWrap: 'wrap' },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * `/comments` (shell.md §2 "comments"): the comments of every document the user reads, newest first,
 * filtered open / completed / mine, each linking to its document with the document's discussion
 * counters (`document/fetchDiscussions`, batched with a 200 ms debounce).
 */
export default function CommentsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const realtime = useService(Services.Realtime);
  const userId = useService(Services.Session).user?.id ?? '';
  const [entries, setEntries] = useState<CommentEntry[] | 'loading' | 'failed'>('loading');
  const [filter, setFilter] = useState<CommentsFilter>({ state: 'all', mine: false });

  useEffect(() => {
    let live = true;
    const load = () =>
      fetchAllComments(http).then(
        (list) => live && setEntries(list),
        (error: unknown) => {
          console.error(error);
          if (live) setEntries('failed');
        },
      );
    void load();
    const subscription = realtime.subscribe(COMMENTS_CHANNEL_NAME, () => void load());
    return () => {
      live = false;
      subscription.dispose();
    };
  }, [http, realtime]);

  const shown = useMemo(
    () => (Array.isArray(entries) ? filterComments(entries, filter, userId) : []),
    [entries, filter, userId],
  );
  const documentIds = useMemo(() => [...new Set(shown.map((c) => c.object))], [shown]);
  const counts = useDiscussionCounts(documentIds);

  return (
    <Page title={t('comments.page.title')} testId="comments-page">
      <div className={styles.filters}>
        <Field label={t('comments.page.filter')}>
          <RadioGroup
            layout="horizontal"
            value={filter.state}
            onChange={(_, data) => setFilter((f) => ({ ...f, state: data.value as CommentsFilter['state'] }))}
          >
            <Radio value="all" label={t('comments.page.all')} />
            <Radio value="open" label={t('comments.page.open')} />
            <Radio value="completed" label={t('comments.page.completed')} />
          </RadioGroup>
        </Field>
        <Checkbox
          checked={filter.mine}
          label={t('comments.page.mine')}
          onChange={(_, data) => setFilter((f) => ({ ...f, mine: data.checked === true }))}
        />
      </div>
      {entries === 'loading' ? (
        <Spinner label={t('comments.panel.loading')} />
      ) : entries === 'failed' ? (
        <EmptyState title={t('comments.page.loadFailed')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('comments.page.empty')} />
      ) : (
        <Table aria-label={t('comments.page.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('comments.page.document')}</TableHeaderCell>
              <TableHeaderCell>{t('comments.page.text')}</TableHeaderCell>
              <TableHeaderCell>{t('comments.page.author')}</TableHeaderCell>
              <TableHeaderCell>{t('comments.page.date')}</TableHeaderCell>
              <TableHeaderCell>{t('comments.page.state')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((c) => {
              const count = counts(c.object);
              return (
                <TableRow key={c.id} data-testid="comments-page-row">
                  <TableCell>
                    <Link href={documentPath.view(c.object)}>{c.documentName}</Link>
                    {count && (
                      <Caption1 block>{t('comments.page.counters', { total: count.total, open: count.open })}</Caption1>
                    )}
                  </TableCell>
                  <TableCell className={styles.text}>{c.text}</TableCell>
                  <TableCell>{c.author.name}</TableCell>
                  <TableCell>{dateTime(c.date)}</TableCell>
                  <TableCell>
                    {c.completed ? t('comments.page.stateCompleted') : t('comments.page.stateOpen')}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
