import { useState } from 'react';
import { Button, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { FilePicker, FormDialog, ReplyError, Services, useService, useT } from '@ontobench/sdk';
import { TASK_FILE_MAX, TASK_RESULTS, type TaskResult, type UserTaskDto } from '../../../common/workflows/api.ts';
import { completeTask } from '../api.ts';

/** A file as a data URL (CompleteTask `files`). */
const dataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(file);
  });

/**
 * Completes a user task (issue 19 item 4): one of §4's results, a comment and files (each at most 5 MB,
 * sent as data URLs); the server moves the instance on.
 */
export function CompleteTaskDialog(props: {
  task: UserTaskDto;
  onClose: () => void;
  onDone: (task: UserTaskDto) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [result, setResult] = useState<TaskResult | ''>('');
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!result) problems.result = t('workflows.complete.resultRequired');
    const big = files.find((f) => f.size > TASK_FILE_MAX);
    if (big) problems.files = t('workflows.complete.fileTooBig', { name: big.name });
    if (Object.keys(problems).length || !result) return problems;
    return Promise.all(files.map(async (f) => ({ name: f.name, dataUrl: await dataUrl(f) }))).then((sent) =>
      completeTask(http, props.task.id, {
        result,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(sent.length ? { files: sent } : {}),
      }).then(props.onDone, (error: unknown) => {
        // Another holder of the role completed it first (or it was canceled): the server wrote nothing.
        if (error instanceof ReplyError && error.status === 409) throw new Error(t('workflows.complete.taken'));
        throw error;
      }),
    );
  };

  return (
    <FormDialog
      title={t('workflows.complete.title', { name: props.task.name })}
      submitLabel={t('workflows.complete.submit')}
      failureHeading={t('workflows.complete.failed')}
      onClose={props.onClose}
      onSubmit={submit}
      testId="task-complete-dialog"
      submitTestId="task-complete-submit"
      problemTestId="task-complete-problem"
      width={520}
    >
      {(field) => (
        <>
          <Field label={t('workflows.complete.result')} required {...field.props('result')}>
            <RadioGroup
              value={result}
              onChange={(_, d) => {
                setResult(d.value as TaskResult);
                field.clear('result');
              }}
              data-testid="task-complete-result"
            >
              {TASK_RESULTS.map((r) => (
                <Radio key={r} value={r} label={t(`workflows.result.${r}`)} data-testid={`task-result-${r}`} />
              ))}
            </RadioGroup>
          </Field>
          <Field label={t('workflows.complete.comment')} {...field.props('comment')}>
            <Textarea
              value={comment}
              onChange={(_, d) => setComment(d.value)}
              resize="vertical"
              data-testid="task-complete-comment"
            />
          </Field>
          <Field label={t('workflows.complete.files')} {...field.props('files')}>
            <FilePicker
              label={t('workflows.complete.files')}
              multiple
              resetAfterPick
              onFile={() => undefined}
              onFiles={(picked) => {
                setFiles((now) => [...now, ...picked]);
                field.clear('files');
              }}
              testId="task-complete-files"
            />
          </Field>
          {files.length > 0 && (
            <ul data-testid="task-complete-file-list">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  {f.name}{' '}
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DismissRegular />}
                    aria-label={t('workflows.complete.removeFile', { name: f.name })}
                    onClick={() => setFiles((now) => now.filter((_, j) => j !== i))}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FormDialog>
  );
}
