import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useLocation, useSearch } from 'wouter';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { GENERAL_SEARCH_TEXT_MAX } from '../../../common/general-search/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { ResultGroup } from '../components/ResultGroup.tsx';
import { searchEverything } from '../search-api.ts';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, maxWidth: '720px' },
  field: { flexGrow: 1, minWidth: 0 },
  results: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    marginTop: tokens.spacingVerticalL,
  },
});

/**
 * `/search` (issue 18 item 6): one box over the names and text values of every object the user may read.
 * The text lives in the address (`?q=`), so a search can be linked and Back returns to it; Enter searches.
 */
export default function GeneralSearchPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const q = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(q), [q]);
  useEffect(() => input.current?.focus(), []);
  const load = useLoad(`general-search-${attempt}-${q}`, (signal) =>
    q === '' ? Promise.resolve(null) : searchEverything(http, { text: q }, signal),
  );
  const tooLong = draft.trim().length > GENERAL_SEARCH_TEXT_MAX;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || tooLong) return;
    if (text === q) setAttempt((n) => n + 1);
    else navigate(`${analysisPath.generalSearch}?${new URLSearchParams({ q: text })}`);
  };

  let body;
  if (q === '') body = <Text>{t('generalSearch.hint')}</Text>;
  else if (load.status === 'loading') body = <Spinner label={t('generalSearch.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <MessageBar intent="error" data-testid="general-search-failed">
        <MessageBarBody>
          {t('generalSearch.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('generalSearch.retry')}
        </Button>
      </MessageBar>
    );
  else if (!load.value || load.value.groups.length === 0)
    body = (
      <EmptyState title={t('generalSearch.empty')}>
        <span data-testid="general-search-empty">{t('generalSearch.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <div className={styles.results} aria-label={t('generalSearch.results')} data-testid="general-search-results">
        <Text>{t('generalSearch.total', { count: load.value.total })}</Text>
        {load.value.groups.map((group) => (
          <ResultGroup key={`${q}-${group.classId}`} text={q} group={group} />
        ))}
      </div>
    );

  return (
    <Page title={t('generalSearch.title')} testId="general-search">
      <form className={styles.form} onSubmit={submit} role="search">
        <Field
          className={styles.field}
          label={t('generalSearch.field')}
          validationMessage={tooLong ? t('generalSearch.tooLong', { max: GENERAL_SEARCH_TEXT_MAX }) : undefined}
        >
          <Input
            ref={input}
            type="search"
            value={draft}
            placeholder={t('generalSearch.placeholder')}
            contentBefore={<SearchRegular />}
            onChange={(_, data) => setDraft(data.value)}
            data-testid="general-search-input"
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={draft.trim() === '' || tooLong}>
          {t('generalSearch.submit')}
        </Button>
      </form>
      {body}
    </Page>
  );
}
