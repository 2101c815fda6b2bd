import { useState, type KeyboardEvent } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

const MAX = 10_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export interface CommentComposerProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves when sent; a rejection keeps the text (the caller reported it). */
  onSubmit(text: string): Promise<void>;
  onCancel?(): void;
  autoFocus?: boolean;
}

/** A comment's text field: Ctrl+Enter (⌘+Enter) sends, Escape cancels; 1–10,000 characters. */
export function CommentComposer(props: CommentComposerProps) {
  const { t } = useT();
  const styles = useStyles();
  const [text, setText] = useState(props.initial ?? '');
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
  const valid = trimmed.length > 0 && trimmed.length <= MAX;

  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await props.onSubmit(trimmed);
      setText('');
    } catch {
      // The caller told the user; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && props.onCancel) {
      event.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <div className={styles.root}>
      <Field
        label={props.label}
        hint={t('comments.panel.sendHint')}
        validationMessage={trimmed.length > MAX ? t('comments.panel.tooLong', { max: MAX }) : undefined}
      >
        <Textarea
          value={text}
          resize="vertical"
          autoFocus={props.autoFocus}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          disabled={busy}
        />
      </Field>
      <div className={styles.actions}>
        {props.onCancel && (
          <Button appearance="subtle" onClick={props.onCancel} disabled={busy}>
            {t('comments.panel.cancel')}
          </Button>
        )}
        <Button appearance="primary" onClick={() => void submit()} disabled={!valid || busy}>
          {props.submitLabel}
        </Button>
      </div>
    </div>
  );
}
