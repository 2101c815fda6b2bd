import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, saveBlob, useErrorText, useService, useT } from '@ontobench/sdk';
import type { ExecutableProblem } from '../../../common/diagram/api.ts';
import { getExecutable } from '../api.ts';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
  item: { marginBottom: tokens.spacingVerticalXS },
  element: { fontFamily: tokens.fontFamilyMonospace },
});

/** The file name of an executable export: the process id, safe for every file system. */
export const executableFileName = (processId: string) =>
  `${processId.replace(/[\\/:*?"<>|\s]+/g, '_') || 'process'}.bpmn`;

/**
 * «Экспорт для исполнения» (issue 17 item 5): asks the server for the executable BPMN of the saved diagram
 * (`GET diagrams/{id}/executable`: process id, executable flag, user tasks with assignees) and downloads
 * it, or lists what keeps the diagram from running (element id and the server's Russian message) before
 * anything is downloaded. Refused while there are unsaved changes: the saved diagram is what is exported.
 */
export default function ExecutableExport(props: { diagramId: string; dirty: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ExecutableProblem[] | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      const result = await getExecutable(http, props.diagramId);
      if (!result.ok) return setProblems(result.problems);
      const file = executableFileName(result.reply.processId);
      saveBlob(new Blob([result.reply.xml], { type: 'application/xml' }), file);
      notifications.show({ text: t('versions.executable.done', { file }), color: 'success' });
    } catch (error) {
      const heading = t('versions.executable.failed', { message: '' }).trim();
      notifications.show({ text: (await errorText(error, heading)).text, color: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip
        content={props.dirty ? t('versions.executable.saveFirst') : t('versions.executable.hint')}
        relationship="description"
      >
        <Button
          disabledFocusable={props.dirty || busy}
          onClick={() => void run()}
          data-testid="diagram-executable-export"
        >
          {busy ? t('versions.executable.exporting') : t('versions.executable.export')}
        </Button>
      </Tooltip>
      <Dialog open={problems !== null} onOpenChange={(_, data) => !data.open && setProblems(null)}>
        <DialogSurface data-testid="diagram-executable-problems">
          <DialogBody>
            <DialogTitle>{t('versions.executable.problemsTitle')}</DialogTitle>
            <DialogContent>
              <Text>{t('versions.executable.problemsIntro')}</Text>
              <ul className={styles.list}>
                {(problems ?? []).map((problem, index) => (
                  <li key={index} className={styles.item} data-testid="diagram-executable-problem">
                    <Text weight="semibold" className={problem.elementId ? styles.element : undefined}>
                      {problem.elementId
                        ? t('versions.executable.element', { name: problem.elementId })
                        : t('versions.executable.process')}
                    </Text>
                    {': '}
                    <Text>{problem.message}</Text>
                  </li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setProblems(null)} data-testid="diagram-executable-close">
                {t('versions.executable.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
