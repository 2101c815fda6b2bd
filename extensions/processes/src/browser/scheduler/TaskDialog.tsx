import { useState } from 'react';
import { Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { FormDialog, Services, useLoad, useService, useT, type FormDialogProblems } from '@ontobench/sdk';
import type { SchedulerQueue, SchedulerTaskDto } from '../../common/scheduler/api.ts';
import { cronProblem, nextTimes } from '../../common/scheduler/cron.ts';
import { formatWhen } from '../workflows/format.ts';
import { createTask, listQueues, updateTask } from './api.ts';

/**
 * A new task or a change of one (domain.md §3: name, queue, cron, active, payload). The cron is checked as
 * it is typed (its next three times below it) and the payload is checked as JSON when the queue needs it;
 * the server checks both again and its refusal is shown under the form.
 */
export function TaskDialog(props: { task: SchedulerTaskDto | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const queues = useLoad('scheduler-queues', (signal) => listQueues(http, signal));
  const known: SchedulerQueue[] = queues.status === 'ready' ? queues.value : [];
  const [name, setName] = useState(props.task?.name ?? '');
  const [queue, setQueue] = useState(props.task?.queue ?? 'heartbeat');
  const [cron, setCron] = useState(props.task?.cron ?? '*/5 * * * *');
  const [active, setActive] = useState(props.task?.active ?? true);
  const [payload, setPayload] = useState(props.task?.payload ?? '');
  const chosen = known.find((q) => q.id === queue);
  const upcoming = nextTimes(cron, new Date(), 3);

  const check = (): FormDialogProblems | null => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('scheduler.dialog.nameRequired');
    const cronError = cronProblem(cron);
    if (cronError) problems.cron = cronError;
    if (chosen?.payloadJson) {
      try {
        JSON.parse(payload);
      } catch (error) {
        problems.payload = t('scheduler.dialog.payloadNotJson', { message: (error as Error).message });
      }
    }
    return Object.keys(problems).length > 0 ? problems : null;
  };

  const submit = () => {
    const problems = check();
    if (problems) return problems;
    const body = { name: name.trim(), queue, cron: cron.trim(), active, payload };
    return (props.task ? updateTask(http, props.task.id, body) : createTask(http, body)).then(props.onSaved);
  };

  return (
    <FormDialog
      title={
        props.task ? t('scheduler.dialog.editTitle', { name: props.task.name }) : t('scheduler.dialog.createTitle')
      }
      submitLabel={props.task ? t('scheduler.dialog.save') : t('scheduler.dialog.create')}
      failureHeading={props.task ? t('scheduler.dialog.saveFailed') : t('scheduler.dialog.createFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      submitDisabled={props.task?.access === 'read'}
      width={560}
      testId="scheduler-dialog"
      submitTestId="scheduler-dialog-submit"
      problemTestId="scheduler-dialog-problem"
    >
      {(field) => (
        <>
          <Field label={t('scheduler.dialog.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="scheduler-name" />
          </Field>
          <Field label={t('scheduler.dialog.queue')} required {...field.props('queue')}>
            <Select value={queue} onChange={(_, d) => setQueue(d.value)} data-testid="scheduler-queue">
              {(known.length > 0 ? known.map((q) => q.id) : [queue]).map((id) => (
                <option key={id} value={id}>
                  {t(`scheduler.dialog.queues.${id}`, { defaultValue: id })}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('scheduler.dialog.cron')}
            required
            hint={
              upcoming.length > 0
                ? t('scheduler.dialog.cronHint', { dates: upcoming.map(formatWhen).join(', ') })
                : t('scheduler.dialog.cronHintEmpty')
            }
            {...field.props('cron')}
          >
            <Input
              value={cron}
              onChange={(_, d) => setCron(d.value)}
              data-testid="scheduler-cron"
              style={{ fontFamily: 'monospace' }}
            />
          </Field>
          <Switch
            label={t('scheduler.dialog.active')}
            checked={active}
            onChange={(_, d) => setActive(d.checked)}
            data-testid="scheduler-active-switch"
          />
          <Field
            label={t('scheduler.dialog.payload')}
            hint={
              chosen?.payloadJson
                ? t('scheduler.dialog.payloadJsonHint', { example: chosen.example.replace(/\s+/g, ' ') })
                : t('scheduler.dialog.payloadTextHint')
            }
            {...field.props('payload')}
          >
            <Textarea
              value={payload}
              onChange={(_, d) => setPayload(d.value)}
              resize="vertical"
              rows={4}
              data-testid="scheduler-payload"
              style={{ fontFamily: 'monospace' }}
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
