import { useState } from 'react';
import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { FormDialog, ObjectPicker, Services, useService, useT, type PickedObject } from '@ontobench/sdk';
import type { InstanceDto, WorkflowSummary } from '../../../common/workflows/api.ts';
import { startInstance } from '../api.ts';
import { checkInputVars } from '../input-vars.ts';

/**
 * Starts an instance of a workflow (issue 19 item 1): an object of its context class, an optional name,
 * and the input variables as multi-line JSON, checked here before sending (the server checks again).
 * From the list: one workflow, the object picked. From an object's page: the object fixed, the workflow
 * chosen among those that run on it (the first preselected).
 */
export function StartDialog(props: {
  /** The workflows to start: one is started as it is; with several (or a fixed object) the user chooses. */
  workflows: readonly WorkflowSummary[];
  /** The object the instance runs on, fixed (from its page); absent: picked among the context class's. */
  object?: PickedObject;
  onClose: () => void;
  onStarted: (instance: InstanceDto) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const fixed = props.object;
  const [workflowId, setWorkflowId] = useState(props.workflows[0]?.id ?? '');
  const workflow = props.workflows.find((w) => w.id === workflowId) ?? props.workflows[0]!;
  const [picked, setPicked] = useState<PickedObject | null>(null);
  const object = fixed ?? picked;
  const [name, setName] = useState('');
  const [inputVars, setInputVars] = useState('');
  const choosing = !!fixed || props.workflows.length > 1;

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!object) problems.object = t('workflows.start.objectRequired');
    const vars = checkInputVars(inputVars);
    if (vars) problems.inputVars = t(`workflows.start.${vars}`);
    if (Object.keys(problems).length || !object) return problems;
    return startInstance(http, workflow.id, {
      objectId: object.id,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(inputVars.trim() ? { inputVars } : {}),
    }).then(props.onStarted);
  };

  const objectLabel = t('workflows.start.object', { cls: workflow.contextClass.name });
  return (
    <FormDialog
      title={
        fixed
          ? t('workflows.start.titleOnObject', { object: fixed.name })
          : t('workflows.start.title', { name: workflow.name })
      }
      submitLabel={t('workflows.start.submit')}
      failureHeading={t('workflows.start.failed')}
      onClose={props.onClose}
      onSubmit={submit}
      testId="workflow-start-dialog"
      submitTestId="workflow-start-submit"
      problemTestId="workflow-start-problem"
      width={560}
    >
      {(field) => (
        <>
          {choosing && (
            <Field label={t('workflows.start.workflow')} required {...field.props('workflow')}>
              <Select
                value={workflow.id}
                onChange={(_, d) => {
                  setWorkflowId(d.value);
                  // Another workflow may run on another class: a picked object may no longer fit.
                  if (!fixed) setPicked(null);
                }}
                data-testid="workflow-start-workflow"
              >
                {props.workflows.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={objectLabel} required {...field.props('object')}>
            {fixed ? (
              <Input value={fixed.name} readOnly data-testid="workflow-start-fixed-object" />
            ) : (
              <ObjectPicker
                key={workflow.id}
                classIds={[workflow.contextClass.id]}
                value={picked}
                onChange={(value) => {
                  setPicked(value);
                  field.clear('object');
                }}
                aria-label={objectLabel}
                data-testid="workflow-start-object"
              />
            )}
          </Field>
          <Field label={t('workflows.start.name')} hint={t('workflows.start.nameHint')} {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="workflow-start-name" />
          </Field>
          <Field
            label={t('workflows.start.inputVars')}
            hint={t('workflows.start.inputVarsHint')}
            {...field.props('inputVars')}
          >
            <Textarea
              value={inputVars}
              onChange={(_, d) => setInputVars(d.value)}
              resize="vertical"
              rows={5}
              textarea={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
              data-testid="workflow-start-vars"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
