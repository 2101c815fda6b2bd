import { useState } from 'react';
import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { downloadFile, Services, useService, useT } from '@ontobench/sdk';
import { WORKFLOWS_API, type UserTaskDto } from '../../../common/workflows/api.ts';

const useStyles = makeStyles({
  files: { display: 'inline-flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalS}` },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A task's files as links (issue 19 "Task files download"): each downloads the file through the task's
 * file route (the signed-in user's token goes with it; the server's read rule is the task's). A failed
 * download says so beside the links.
 */
export function TaskFileLinks(props: { task: UserTaskDto }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const styles = useStyles();
  const [failed, setFailed] = useState<string | null>(null);
  const { task } = props;
  const download = (file: UserTaskDto['files'][number]) => {
    setFailed(null);
    const path = `/api/${WORKFLOWS_API.file(encodeURIComponent(task.id), encodeURIComponent(file.id))}`;
    downloadFile(http, path, file.name).catch((error: Error) =>
      setFailed(t('workflows.tasks.fileFailed', { name: file.name, message: error.message })),
    );
  };
  return (
    <span className={styles.files} data-testid="task-files">
      {t('workflows.tasks.filesLabel')}
      {task.files.map((file) => (
        <FluentLink
          key={file.id}
          as="button"
          onClick={() => download(file)}
          aria-label={t('workflows.tasks.fileDownload', { name: file.name })}
          data-testid="task-file"
        >
          {file.name}
        </FluentLink>
      ))}
      {failed && (
        <span role="alert" className={styles.error}>
          {failed}
        </span>
      )}
    </span>
  );
}
