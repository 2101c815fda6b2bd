import { useState } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { Services, useService, useT } from '@ontobench/sdk';
import { CHAT_TEXT_MAX, type MessageView } from '../../../common/chat/api.ts';
import { sendMessage } from '../api.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1 },
});

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (Esc closes the drawer around it). The
 * text is checked as the server checks it (1–4000 characters once trimmed); a refusal shows its reason
 * and keeps the text.
 */
export function Composer({ conversation, onSent }: { conversation: string; onSent: (m: MessageView) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_TEXT_MAX;

  const send = async () => {
    if (!trimmed || tooLong || sending) return;
    setSending(true);
    setProblem(null);
    try {
      onSent(await sendMessage(http, conversation, trimmed));
      setText('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.row}>
      <Field
        className={styles.field}
        label={t('chat.composer')}
        hint={t('chat.composerHint')}
        validationState={problem || tooLong ? 'error' : 'none'}
        validationMessage={problem ?? (tooLong ? t('chat.tooLong', { max: CHAT_TEXT_MAX }) : undefined)}
      >
        <Textarea
          value={text}
          resize="vertical"
          onChange={(_, d) => setText(d.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          data-testid="chat-input"
        />
      </Field>
      <Button
        appearance="primary"
        icon={<SendRegular />}
        disabled={!trimmed || tooLong || sending}
        onClick={() => void send()}
        aria-label={t('chat.send')}
        data-testid="chat-send"
      />
    </div>
  );
}
