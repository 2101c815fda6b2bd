import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'wouter';
import {
  Page,
  Services,
  useErrorText,
  useLoad,
  useService,
  useT,
  useUnsavedChanges,
  type RoutePageProps,
} from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { LoadState, loadFailure } from '../../shared/LoadState.tsx';
import { getReport, listSearches, saveReport, type SearchChoice } from '../api.ts';
import { PreviewPane } from '../components/PreviewPane.tsx';
import { SourcesEditor } from '../components/SourcesEditor.tsx';
import { TemplateHelp } from '../components/TemplateHelp.tsx';
import { ReportDesignerModel } from '../model/designer-model.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1400px' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  template: { fontFamily: tokens.fontFamilyMonospace, '& textarea': { fontFamily: tokens.fontFamilyMonospace } },
});

/** `/report/designer/{id}` (`new`: an unsaved report): the report designer of issue 18 item 3. */
export default function DesignerPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const load = useLoad(`report-designer-${id}`, async (signal) => {
    const [report, searches] = await Promise.all([
      id === 'new' ? null : getReport(http, id, signal),
      listSearches(data, signal).catch(() => null),
    ]);
    return { model: new ReportDesignerModel(report ?? undefined), searches };
  });
  if (load.status !== 'ready')
    return (
      <LoadState
        title={t('reports.list.title')}
        loadingTitle={t('reports.designer.loading')}
        testId="report-designer"
        loading={t('reports.designer.loading')}
        failure={loadFailure(load, t('reports.designer.notFound'), (message) =>
          t('reports.designer.failed', { message }),
        )}
        failedTestId="report-designer-failed"
      />
    );
  return <Designer key={id} {...load.value} reportId={id === 'new' ? null : id} />;
}

const Designer = observer(function Designer(props: {
  model: ReportDesignerModel;
  searches: SearchChoice[] | null;
  reportId: string | null;
}) {
  const { model, reportId } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useUnsavedChanges(model.dirty);

  const problem = model.problem;
  const save = async () => {
    if (problem || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await saveReport(http, reportId, model.input);
      model.markSaved();
      notifications.show({ text: t('reports.designer.saved'), color: 'success' });
      // After the guard has seen the saved state (the next render), so leaving does not ask.
      if (!reportId) setTimeout(() => navigate(analysisPath.reportDesigner(saved.id), { replace: true }), 0);
    } catch (error) {
      setSaveError((await errorText(error, t('reports.designer.saveFailed'))).text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page
      title={model.name.trim() || t('reports.designer.newTitle')}
      testId="report-designer"
      actions={
        <>
          <Link href={analysisPath.reports} asChild>
            <Button as="a" appearance="subtle">
              {t('reports.designer.back')}
            </Button>
          </Link>
          {reportId && !model.dirty && (
            <Link href={analysisPath.reportViewer(reportId)} asChild>
              <Button as="a" data-testid="report-open-viewer">
                {t('reports.designer.open')}
              </Button>
            </Link>
          )}
          <Button
            appearance="primary"
            icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
            disabled={!!problem || saving || (!model.dirty && !!reportId)}
            onClick={() => void save()}
            data-testid="report-save"
          >
            {saving ? t('reports.designer.saving') : t('reports.designer.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.body}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t('reports.designer.name')} required>
          <Input value={model.name} onChange={(_, d) => model.setName(d.value)} data-testid="report-name" />
        </Field>
        <Field label={t('reports.designer.annotation')}>
          <Textarea
            value={model.annotation}
            onChange={(_, d) => model.setAnnotation(d.value)}
            resize="vertical"
            data-testid="report-annotation"
          />
        </Field>
        {props.searches === null ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('reports.designer.searchesFailed')}</MessageBarBody>
          </MessageBar>
        ) : (
          <SourcesEditor model={model} searches={props.searches} />
        )}
        <div className={styles.columns}>
          <div className={styles.editor}>
            <Field label={t('reports.designer.template')}>
              <Textarea
                className={styles.template}
                value={model.template}
                onChange={(_, d) => model.setTemplate(d.value)}
                rows={16}
                resize="vertical"
                spellCheck={false}
                data-testid="report-template"
              />
            </Field>
            <TemplateHelp />
          </div>
          <PreviewPane model={model} />
        </div>
        <MessageBar intent={problem ? 'warning' : 'success'} data-testid="report-problem">
          <MessageBarBody>
            {problem ? t(`reports.designer.problem.${problem.key}`, problem.values) : t('reports.designer.valid')}
          </MessageBarBody>
        </MessageBar>
        {saveError && (
          <MessageBar intent="error" data-testid="report-save-error">
            <MessageBarBody>{saveError}</MessageBarBody>
          </MessageBar>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Page>
  );
});
