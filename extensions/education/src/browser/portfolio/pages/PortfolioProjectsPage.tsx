import { useState } from 'react';
import { Button, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { portfolioApi } from '../api.ts';
import { ProjectsTable } from '../components/ProjectsTable.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  create: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * `/portfolio-projects` (shell.md §2; issue 20 item 6): the user's own projects with "new project", and, for
 * a teacher, the projects of the students of their flows (read only). The server decides who sees what.
 */
export default function PortfolioProjectsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useLoad(`portfolio:${attempt}`, (signal) => portfolioApi.list(http, signal));

  const create = async () => {
    if (name.trim() === '') return;
    setBusy(true);
    try {
      const made = await portfolioApi.create(http, { name });
      navigate(eduPath.portfolioProject(made.id));
    } catch (error) {
      notifications.show({
        text: t('portfolio.failedSave', { message: error instanceof Error ? error.message : String(error) }),
      });
      setBusy(false);
    }
  };

  return (
    <Page title={t('portfolio.title')} testId="portfolio-page">
      <div className={styles.body}>
        <Text>{t('portfolio.intro')}</Text>
        <form
          className={styles.create}
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <Field label={t('portfolio.createTitle')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="portfolio-new-name" />
          </Field>
          <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={busy || name.trim() === ''}>
            {t('portfolio.create')}
          </Button>
        </form>
        <ListStates
          texts="portfolio"
          testIds={{ failed: 'portfolio-failed', empty: 'portfolio-empty' }}
          load={load}
          isEmpty={(reply) => reply.mine.length === 0 && reply.students.length === 0}
          onRetry={() => setAttempt((n) => n + 1)}
        >
          {(reply) => (
            <>
              <section className={styles.section}>
                <Subtitle2 as="h3">{t('portfolio.mine')}</Subtitle2>
                {reply.mine.length === 0 ? (
                  <Text>{t('portfolio.emptyHint')}</Text>
                ) : (
                  <ProjectsTable
                    projects={reply.mine}
                    withAuthor={false}
                    label={t('portfolio.mine')}
                    testId="portfolio-mine"
                  />
                )}
              </section>
              {reply.students.length > 0 && (
                <section className={styles.section}>
                  <Subtitle2 as="h3">{t('portfolio.students')}</Subtitle2>
                  <ProjectsTable
                    projects={reply.students}
                    withAuthor
                    label={t('portfolio.students')}
                    testId="portfolio-students"
                  />
                </section>
              )}
            </>
          )}
        </ListStates>
      </div>
    </Page>
  );
}
