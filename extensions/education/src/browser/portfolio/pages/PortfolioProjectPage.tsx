import { useEffect, useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import {
  AppLink,
  ObjectPicker,
  Page,
  Services,
  useService,
  useT,
  type PickedObject,
  type RoutePageProps,
} from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { PortfolioProject, PortfolioProjectInput } from '../../../common/portfolio/api.ts';
import { portfolioApi } from '../api.ts';
import { ProjectLinks } from '../components/ProjectLinks.tsx';
import { linkedClassIds } from '../kinds.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  description: { whiteSpace: 'pre-wrap' },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `/portfolio-project/{id}` (shell.md §2; issue 20 item 6): a project's name, description and links to
 * documents, ontologies and diagrams, picked with the SDK's object picker and opened by their kind. Its
 * author changes it; a teacher of the student reads it; anyone else is told it is not there (the server's 404).
 */
export default function PortfolioProjectPage(props: RoutePageProps) {
  const id = props.params.id ?? '';
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const points = useService(Services.Contributions);
  const [, navigate] = useLocation();
  const [project, setProject] = useState<PortfolioProject | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [picked, setPicked] = useState<PickedObject | null>(null);
  const kinds = points.quickLaunchKinds.all;

  const take = (p: PortfolioProject) => {
    setProject(p);
    setName(p.name);
    setDescription(p.description);
  };
  useEffect(() => {
    const abort = new AbortController();
    setProject(null);
    setFailed(null);
    portfolioApi.get(http, id, abort.signal).then(take, (error: unknown) => {
      if (!abort.signal.aborted) setFailed(messageOf(error));
    });
    return () => abort.abort();
  }, [http, id]);

  const change = async (input: PortfolioProjectInput) => {
    try {
      take(await portfolioApi.update(http, id, input));
      notifications.show({ text: t('portfolio.saved') });
    } catch (error) {
      notifications.show({ text: t('portfolio.failedSave', { message: messageOf(error) }) });
    }
  };
  const remove = async () => {
    if (!project) return;
    const sure = await dialogs.confirm({
      title: t('portfolio.removeTitle', { name: project.name }),
      message: t('portfolio.removeMessage'),
    });
    if (!sure) return;
    try {
      await portfolioApi.remove(http, id);
      navigate(eduPath.portfolio);
    } catch (error) {
      notifications.show({ text: t('portfolio.failedRemove', { message: messageOf(error) }) });
    }
  };

  const back = <AppLink href={eduPath.portfolio}>{t('portfolio.backToList')}</AppLink>;
  if (failed !== null)
    return (
      <Page title={t('portfolio.projectTitle')} testId="portfolio-project-page">
        <MessageBar intent="error" data-testid="portfolio-project-failed">
          <MessageBarBody>{t('portfolio.notFound')}</MessageBarBody>
        </MessageBar>
        {back}
      </Page>
    );
  if (!project) return <Spinner label={t('portfolio.loading')} />;
  const linkIds = project.links.map((l) => l.id);
  const classIds = linkedClassIds(kinds);
  return (
    <Page title={project.name} testId="portfolio-project-page">
      <div className={styles.body}>
        {back}
        {project.editable ? (
          <>
            <Field label={t('portfolio.name')} required>
              <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="portfolio-name" />
            </Field>
            <Field label={t('portfolio.description')}>
              <Textarea
                value={description}
                resize="vertical"
                onChange={(_, d) => setDescription(d.value)}
                data-testid="portfolio-description"
              />
            </Field>
            <div className={styles.row}>
              <Button
                appearance="primary"
                icon={<SaveRegular />}
                disabled={name.trim() === '' || (name === project.name && description === project.description)}
                onClick={() => void change({ name, description })}
              >
                {t('portfolio.save')}
              </Button>
              <Button icon={<DeleteRegular />} onClick={() => void remove()} data-testid="portfolio-remove">
                {t('portfolio.remove')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Text data-testid="portfolio-read-only">{t('portfolio.readOnly', { name: project.author.name })}</Text>
            {project.description && <Text className={styles.description}>{project.description}</Text>}
          </>
        )}
        <Subtitle2 as="h3">{t('portfolio.links')}</Subtitle2>
        <ProjectLinks
          links={project.links}
          kinds={kinds}
          onRemove={project.editable ? (link) => void change({ links: linkIds.filter((l) => l !== link) }) : undefined}
        />
        {project.editable && classIds.length > 0 && (
          <div className={styles.row}>
            <Field label={t('portfolio.pick')}>
              <ObjectPicker
                classIds={classIds}
                value={picked}
                onChange={setPicked}
                exclude={linkIds}
                aria-label={t('portfolio.pick')}
                data-testid="portfolio-pick"
              />
            </Field>
            <Button
              disabled={!picked}
              onClick={() => {
                if (!picked) return;
                setPicked(null);
                void change({ links: [...linkIds, picked.id] });
              }}
            >
              {t('portfolio.addLink')}
            </Button>
          </div>
        )}
      </div>
    </Page>
  );
}
