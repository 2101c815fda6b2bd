import { useState } from 'react';
import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { CourseSummary } from '../../../common/courses/api.ts';
import type { FlowDto } from '../../../common/flows/api.ts';
import { createFlow, updateFlow } from '../api.ts';

/** A new flow of one of the user's courses, or a flow's fields changed (domain.md §3 Flow). */
export function FlowDialog(props: {
  courses: readonly { id: string; name: string }[] | CourseSummary[];
  flow?: FlowDto;
  onClose: () => void;
  onSaved: (flow: FlowDto) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const { flow } = props;
  const [name, setName] = useState(flow?.name ?? '');
  const [code, setCode] = useState(flow?.code ?? '');
  const [courseId, setCourseId] = useState(flow?.courseId ?? props.courses[0]?.id ?? '');
  const [goal, setGoal] = useState(flow?.goal ?? '');
  const [approval, setApproval] = useState(flow?.approval ?? false);
  const [threshold, setThreshold] = useState(
    flow?.selfRegistrationThreshold === null || flow?.selfRegistrationThreshold === undefined
      ? ''
      : String(flow.selfRegistrationThreshold),
  );

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('flows.dialog.required');
    if (!code.trim()) problems.code = t('flows.dialog.required');
    if (!courseId) problems.course = t('flows.dialog.required');
    if (threshold.trim() && !/^\d+$/.test(threshold.trim())) problems.threshold = t('flows.dialog.wholeNumber');
    if (Object.keys(problems).length > 0) return problems;
    const input = {
      name,
      code,
      courseId,
      goal,
      approval,
      selfRegistrationThreshold: threshold.trim() ? Number(threshold) : null,
    };
    return (flow ? updateFlow(http, flow.id, input) : createFlow(http, input)).then(props.onSaved);
  };

  return (
    <FormDialog
      title={flow ? t('flows.dialog.editTitle') : t('flows.dialog.createTitle')}
      submitLabel={flow ? t('flows.dialog.save') : t('flows.dialog.create')}
      failureHeading={flow ? t('flows.dialog.saveFailed') : t('flows.dialog.createFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={520}
      testId="flow-dialog"
      submitTestId="flow-dialog-submit"
      problemTestId="flow-dialog-problem"
    >
      {(field) => (
        <>
          <Field label={t('flows.dialog.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="flow-name" />
          </Field>
          <Field label={t('flows.dialog.code')} required {...field.props('code')}>
            <Input value={code} onChange={(_, d) => setCode(d.value)} data-testid="flow-code" />
          </Field>
          <Field label={t('flows.dialog.course')} required {...field.props('course')}>
            <Select
              value={courseId}
              disabled={!!flow}
              onChange={(_, d) => setCourseId(d.value)}
              data-testid="flow-course"
            >
              {props.courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('flows.dialog.goal')}>
            <Textarea value={goal} onChange={(_, d) => setGoal(d.value)} data-testid="flow-goal" />
          </Field>
          <Field
            label={t('flows.dialog.threshold')}
            hint={t('flows.dialog.thresholdHint')}
            {...field.props('threshold')}
          >
            <Input value={threshold} onChange={(_, d) => setThreshold(d.value)} data-testid="flow-threshold" />
          </Field>
          <Checkbox
            label={t('flows.dialog.approval')}
            checked={approval}
            onChange={(_, d) => setApproval(d.checked === true)}
            data-testid="flow-approval"
          />
        </>
      )}
    </FormDialog>
  );
}
