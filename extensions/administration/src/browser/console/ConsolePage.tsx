import { useEffect, useRef, useState } from 'react';
import { Badge, SearchBox, Spinner, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import {
  CONSOLE_ALL_TOPIC,
  CONSOLE_CHANNEL,
  CONSOLE_LEVELS,
  CONSOLE_PAGE,
  type ConsoleLineDto,
  type ConsoleLineLevel,
} from '../../common/console/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Pager } from '../shared/Pager.tsx';
import { listConsole } from './api.ts';
import { ConsoleTable } from './ConsoleTable.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    marginBottom: tokens.spacingVerticalM,
  },
  levels: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/**
 * `/usercodeConsoleOutput` (issue 21 item 8; shell.md §2): what procedures run by `POST execute` wrote to
 * the console — time, level, procedure, message — newest first, filtered by level and text, paged (50),
 * and live while open (the realtime channel `administration/console`: the user's own topic, or `all` for
 * an administrator, who sees every user's lines).
 */
function ConsolePage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const realtime = useService(Services.Realtime);
  const [levels, setLevels] = useState<ConsoleLineLevel[]>([]);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<ConsoleLineDto[]>([]);
  const admin = session.isAdmin;
  const userId = session.user?.id;

  // The search is sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const key = JSON.stringify([levels, query, page, attempt]);
  const load = useLoad(`admin-console-${key}`, (signal) =>
    listConsole(http, { levels, search: query, offset: page * CONSOLE_PAGE, limit: CONSOLE_PAGE }, signal),
  );
  // Lines heard since this page of lines loaded, shown above it (the first page only), if they match.
  useEffect(() => setLive([]), [key]);
  const filters = useRef({ levels, query, page });
  filters.current = { levels, query, page };
  useEffect(() => {
    if (!userId) return;
    const topic = admin ? CONSOLE_ALL_TOPIC : userId;
    const sub = realtime.subscribe<ConsoleLineDto>(`${CONSOLE_CHANNEL}:${topic}`, (line) => {
      const f = filters.current;
      if (f.page !== 0) return;
      if (f.levels.length > 0 && !f.levels.includes(line.level)) return;
      const text = f.query.trim().toLowerCase();
      if (text && !`${line.message} ${line.procedure}`.toLowerCase().includes(text)) return;
      setLive((list) => [line, ...list].slice(0, CONSOLE_PAGE));
    });
    return () => sub.dispose();
  }, [realtime, admin, userId]);

  const toggle = (level: ConsoleLineLevel) => {
    setLevels((list) => (list.includes(level) ? list.filter((l) => l !== level) : [...list, level]));
    setPage(0);
  };

  let body;
  if (load.status === 'loading' && live.length === 0) body = <Spinner label={t('console.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('console.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={() => setAttempt((n) => n + 1)}
        testId="admin-console-failed"
      />
    );
  else {
    const loaded = load.status === 'ready' ? load.value : { lines: [], total: 0 };
    const seen = new Set(live.map((l) => l.id));
    const lines = [...live, ...loaded.lines.filter((l) => !seen.has(l.id))].slice(0, CONSOLE_PAGE);
    body =
      lines.length === 0 ? (
        <EmptyState title={t('console.empty')}>
          <span data-testid="admin-console-empty">{t(admin ? 'console.emptyHintAdmin' : 'console.emptyHint')}</span>
        </EmptyState>
      ) : (
        <>
          <ConsoleTable lines={lines} showUser={admin} />
          <Pager page={page} size={CONSOLE_PAGE} total={loaded.total} onPage={setPage} />
        </>
      );
  }

  return (
    <Page title={t('console.title')} testId="admin-console">
      <div className={styles.bar}>
        <div className={styles.levels} role="group" aria-label={t('console.levels')}>
          {CONSOLE_LEVELS.map((level) => (
            <ToggleButton
              key={level}
              size="small"
              checked={levels.includes(level)}
              onClick={() => toggle(level)}
              data-testid={`admin-console-level-${level}`}
            >
              {t(`console.level.${level}`)}
            </ToggleButton>
          ))}
        </div>
        <SearchBox
          value={search}
          placeholder={t('console.search')}
          aria-label={t('console.search')}
          onChange={(_, d) => {
            setSearch(d.value);
            setPage(0);
          }}
          data-testid="admin-console-search"
        />
        <Badge appearance="outline" color="success" data-testid="admin-console-live">
          {t(admin ? 'console.liveAll' : 'console.live')}
        </Badge>
      </div>
      {body}
    </Page>
  );
}

export default observer(ConsolePage);
