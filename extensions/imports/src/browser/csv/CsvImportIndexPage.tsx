import { useState } from 'react';
import { Link } from 'wouter';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AppLink, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { documentViewPath } from '../../common/docs/api.ts';
import { importsPath } from '../../common/routes.ts';
import type { ImportResultDto } from '../../common/results/api.ts';
import { ListStates } from '../shared/ListStates.tsx';
import { listResults } from './api.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
});

const COLOR = { running: 'informative', done: 'success', error: 'danger' } as const;

/**
 * `/csv-import-index` (issue 21 item 4; shell.md §2): the signed-in user's imports with their status, end
 * date and message (domain.md §3 "Import document and result"), newest first, and the two ways to start one.
 */
export default function CsvImportIndexPage() {
  const { t, i18n } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`imports-results-${attempt}`, (signal) => listResults(http, signal));
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');

  return (
    <Page title={t('csv.index.title')} testId="imports-csv-index">
      <div className={styles.bar}>
        <Link href={importsPath.csvNew} asChild>
          <Button appearance="primary" as="a" data-testid="imports-new">
            {t('csv.index.newImport')}
          </Button>
        </Link>
        <Link href={importsPath.csvExisting} asChild>
          <Button as="a" data-testid="imports-existing">
            {t('csv.index.existingImport')}
          </Button>
        </Link>
      </div>
      <ListStates load={load} keys="csv.index" testId="imports-results" onRetry={() => setAttempt((n) => n + 1)}>
        {(results: ImportResultDto[]) => (
          <Table aria-label={t('csv.index.caption')} data-testid="imports-results">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('csv.index.columns.name')}</TableHeaderCell>
                <TableHeaderCell>{t('csv.index.columns.status')}</TableHeaderCell>
                <TableHeaderCell>{t('csv.index.columns.endDate')}</TableHeaderCell>
                <TableHeaderCell>{t('csv.index.columns.rows')}</TableHeaderCell>
                <TableHeaderCell>{t('csv.index.columns.message')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {results.map((r: ImportResultDto) => (
                <TableRow key={r.id} data-testid="imports-result-row">
                  <TableCell>
                    {r.kind === 'docs' && r.status === 'done' && r.modelId ? (
                      // A document import's record keeps the new document's id: the name opens it.
                      <AppLink href={documentViewPath(r.modelId)}>{r.name}</AppLink>
                    ) : (
                      r.name
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={COLOR[r.status] ?? 'informative'}>
                      {t(`csv.index.status.${r.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{date(r.endDate)}</TableCell>
                  <TableCell>{r.rows}</TableCell>
                  <TableCell>{r.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
    </Page>
  );
}
