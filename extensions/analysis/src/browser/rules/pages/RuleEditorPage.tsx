import { useEffect, useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SaveRegular } from '@fluentui/react-icons';
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
import { termIdsOf } from '../../../common/rules/validate.ts';
import { LoadState, loadFailure } from '../../shared/LoadState.tsx';
import { getRule, loadTerms, saveRule } from '../api.ts';
import { FiltersAndOutput } from '../components/FiltersAndOutput.tsx';
import { RunPanel } from '../components/RunPanel.tsx';
import { TriadRow } from '../components/TriadRow.tsx';
import { RuleEditorModel } from '../model/rule-editor-model.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  texts: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  pane: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    background: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: tokens.fontFamilyMonospace,
    minHeight: '3em',
  },
  links: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** `/owl-rule/{id}` (`new`: an unsaved rule): the rule editor of domain.md §3 with run, apply and undo. */
export default function RuleEditorPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const load = useLoad(`owl-rule-${id}`, async (signal) => {
    if (id === 'new') return new RuleEditorModel();
    const rule = await getRule(http, id, signal);
    const model = new RuleEditorModel({ name: rule.name, model: rule.model });
    model.learn(await loadTerms(data, termIdsOf(rule.model)));
    return model;
  });
  if (load.status !== 'ready')
    return (
      <LoadState
        title={t('rules.list.title')}
        loadingTitle={t('rules.editor.loading')}
        testId="owl-rule"
        loading={t('rules.editor.loading')}
        failure={loadFailure(load, t('rules.editor.notFound'), (message) => t('rules.editor.failed', { message }))}
        failedTestId="owl-rule-failed"
      />
    );
  return <RuleEditor key={id} model={load.value} ruleId={id === 'new' ? null : id} />;
}

const RuleEditor = observer(function RuleEditor({ model, ruleId }: { model: RuleEditorModel; ruleId: string | null }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useUnsavedChanges(model.dirty);

  useEffect(() => {
    if (ruleId)
      recent.add({
        link: analysisPath.rule(ruleId),
        objectName: model.name,
        businessEntity: 'owlRule',
        icon: 'analysis',
      });
  }, [ruleId, recent, model]);

  const save = async () => {
    if (model.problem || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await saveRule(http, ruleId, { name: model.name.trim(), model: model.model });
      model.markSaved();
      notifications.show({ text: t('rules.editor.saved'), color: 'success' });
      // After the guard has seen the saved state (the next render), so leaving does not ask.
      if (!ruleId) setTimeout(() => navigate(analysisPath.rule(saved.id), { replace: true }), 0);
    } catch (error) {
      setSaveError((await errorText(error, t('rules.editor.saveFailed'))).text);
    } finally {
      setSaving(false);
    }
  };

  const problem = model.problem;
  return (
    <Page
      title={model.name.trim() || t('rules.editor.newTitle')}
      testId="owl-rule"
      actions={
        <>
          <Link href={analysisPath.rules} asChild>
            <Button as="a" appearance="subtle">
              {t('rules.editor.back')}
            </Button>
          </Link>
          <Button
            appearance="primary"
            icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
            disabled={!!problem || saving || (!model.dirty && !!ruleId)}
            onClick={() => void save()}
            data-testid="rule-save"
          >
            {saving ? t('rules.editor.saving') : t('rules.editor.save')}
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
        <Field label={t('rules.editor.name')} required>
          <Input value={model.name} onChange={(_, d) => model.setName(d.value)} data-testid="rule-name" />
        </Field>
        <h3>{t('rules.editor.triads')}</h3>
        {model.triads.map((triad, i) => (
          <TriadRow key={triad.id} model={model} triad={triad} n={i + 1} />
        ))}
        <div>
          <Button icon={<AddRegular />} onClick={() => model.addTriad()} data-testid="rule-add-triad">
            {t('rules.editor.addTriad')}
          </Button>
        </div>
        <h3>{t('rules.editor.links')}</h3>
        {model.links.length === 0 ? (
          <p>{t('rules.editor.noLinks')}</p>
        ) : (
          <ul className={styles.links} data-testid="rule-links">
            {model.links.map((l) => (
              <li key={l.var}>
                {t('rules.editor.link', {
                  var: l.var,
                  triads: l.triads.map((id) => model.triads.findIndex((x) => x.id === id) + 1).join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
        <FiltersAndOutput model={model} />
        <MessageBar intent={problem ? 'warning' : 'success'} data-testid="rule-problem">
          <MessageBarBody>{problem ?? t('rules.editor.valid')}</MessageBarBody>
        </MessageBar>
        {saveError && (
          <MessageBar intent="error" data-testid="rule-save-error">
            <MessageBarBody>{saveError}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.texts}>
          <section aria-label={t('rules.editor.text')}>
            <h3>{t('rules.editor.text')}</h3>
            <pre className={styles.pane} data-testid="rule-text">
              {model.text}
            </pre>
          </section>
          <section aria-label={t('rules.editor.swrl')}>
            <h3>{t('rules.editor.swrl')}</h3>
            <pre className={styles.pane} data-testid="rule-swrl">
              {model.swrl}
            </pre>
          </section>
        </div>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <RunPanel ruleId={ruleId} disabled={!ruleId || model.dirty} />
    </Page>
  );
});
