import { useState } from 'react';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import {
  CLASS,
  FormDialog,
  ObjectPicker,
  Services,
  useLoad,
  useService,
  useT,
  type PickedObject,
} from '@ontobench/sdk';
import type { WorkflowDto } from '../../../common/workflows/api.ts';
import { NotExecutableError, listDiagrams, publishWorkflow, type PublishProblem } from '../api.ts';

const useStyles = makeStyles({
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
});

/**
 * Publishes a diagram as a workflow (issue 19 item 1): a name, a diagram the user reads (the diagrams
 * area's `GET /api/diagrams`) and the context class; when the diagram cannot be executed, the server's
 * problems are listed under the form.
 */
export function PublishDialog(props: { onClose: () => void; onPublished: (workflow: WorkflowDto) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const diagrams = useLoad('workflow-publish-diagrams', (signal) => listDiagrams(http, signal));
  const [name, setName] = useState('');
  const [diagramId, setDiagramId] = useState('');
  const [contextClass, setContextClass] = useState<PickedObject | null>(null);
  const [problems, setProblems] = useState<PublishProblem[]>([]);

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = t('workflows.publish.nameRequired');
    if (!diagramId) missing.diagram = t('workflows.publish.diagramRequired');
    if (!contextClass) missing.contextClass = t('workflows.publish.classRequired');
    if (Object.keys(missing).length || !contextClass) return missing;
    setProblems([]);
    return publishWorkflow(http, { name: name.trim(), diagramId, contextClassId: contextClass.id }).then(
      props.onPublished,
      (error: unknown) => {
        if (!(error instanceof NotExecutableError)) throw error;
        setProblems(error.problems);
        return t('workflows.publish.problems');
      },
    );
  };

  const diagramHint =
    diagrams.status === 'loading'
      ? t('workflows.publish.diagramsLoading')
      : diagrams.status !== 'ready'
        ? t('workflows.publish.diagramsFailed')
        : diagrams.value.length === 0
          ? t('workflows.publish.diagramsEmpty')
          : undefined;
  return (
    <FormDialog
      title={t('workflows.publish.title')}
      submitLabel={t('workflows.publish.submit')}
      failureHeading={t('workflows.publish.failed')}
      onClose={props.onClose}
      onSubmit={submit}
      testId="workflow-publish-dialog"
      submitTestId="workflow-publish-submit"
      problemTestId="workflow-publish-problem"
      width={560}
      footer={
        problems.length > 0 && (
          <ul className={styles.problems} data-testid="workflow-publish-problems">
            {problems.map((p, i) => (
              <li key={i}>
                {p.elementId
                  ? t('workflows.publish.problemAt', { element: p.elementId, message: p.message })
                  : p.message}
              </li>
            ))}
          </ul>
        )
      }
    >
      {(field) => (
        <>
          <Field label={t('workflows.publish.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="workflow-publish-name" />
          </Field>
          <Field label={t('workflows.publish.diagram')} required hint={diagramHint} {...field.props('diagram')}>
            <Select
              value={diagramId}
              onChange={(_, d) => {
                setDiagramId(d.value);
                setProblems([]);
              }}
              data-testid="workflow-publish-diagram"
            >
              <option value="">{t('workflows.publish.diagramPlaceholder')}</option>
              {diagrams.status === 'ready' &&
                diagrams.value.map((d) => (
                  <option key={d.id} value={d.id}>
                    {t('workflows.publish.diagramOption', { name: d.name, version: d.versionNumber })}
                  </option>
                ))}
            </Select>
          </Field>
          <Field label={t('workflows.publish.contextClass')} required {...field.props('contextClass')}>
            <ObjectPicker
              classIds={[CLASS.Class]}
              value={contextClass}
              onChange={(picked) => {
                setContextClass(picked);
                field.clear('contextClass');
              }}
              aria-label={t('workflows.publish.contextClass')}
              data-testid="workflow-publish-class"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
