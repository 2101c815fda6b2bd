import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { formatErrorText, useT } from '@ontobench/sdk';

/**
 * The frame of the map's create dialogs: a form with a title, its fields, the server's refusal (if
 * any) and submit / cancel. `submit` returns a problem to show (the form's own check) or runs the
 * creation, whose error is shown translated as the lists show theirs.
 */
export function TermDialog(props: {
  title: string;
  submitLabel?: string;
  children: ReactNode;
  testId: string;
  onClose(): void;
  onSubmit(): string | null | Promise<void>;
}) {
  const { t } = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const result = props.onSubmit();
    if (typeof result === 'string') return setProblem(result);
    if (result === null) return;
    setBusy(true);
    setProblem(null);
    try {
      await result;
    } catch (error) {
      setProblem(formatErrorText(error, t('maps.create.failed')));
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: 480 }} data-testid={props.testId}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {props.children}
              {problem && (
                <MessageBar intent="error">
                  <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="map-create-submit">
                {props.submitLabel ?? t('maps.create.submit')}
              </Button>
              <Button onClick={props.onClose}>{t('maps.create.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
