import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { ReplyError, Services, useService, useT } from '@ontobench/sdk';
import type { NotationDto } from '../../../common/notation/api.ts';
import { deleteNotation, saveNotation } from '../api.ts';
import { draftOf, inputOf, newElement, type ElementDraft, type NotationDraft } from '../draft.ts';
import { ElementCard } from './ElementCard.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  name: { maxWidth: '480px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  elements: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A failure in words: the server's refusal (Russian, it names the element at fault), else a generic text. */
function failureText(error: unknown, unknown: string): string {
  return error instanceof ReplyError && error.status < 500 && !/^HTTP \d+$/.test(error.message)
    ? error.message
    : unknown;
}

/**
 * One notation's editor (issue 17 item 2): its name and elements, saved whole (PUT replaces the name and the
 * element list, all or nothing); deleted after a confirm (the server refuses while a diagram uses it, 409).
 * A notation the user may only use is shown read-only.
 */
export function NotationEditor(props: {
  notation: NotationDto;
  onSaved(notation: NotationDto): void;
  onDeleted(): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const [draft, setDraft] = useState<NotationDraft>(() => draftOf(props.notation));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'error'; title: string; text?: string } | null>(null);
  const readOnly = props.notation.access !== 'edit';

  const change = (next: NotationDraft) => {
    setDraft(next);
    setOutcome(null);
  };
  const setElement = (key: string, element: ElementDraft | null) =>
    change({
      ...draft,
      elements: draft.elements.flatMap((e) => (e.key !== key ? [e] : element ? [element] : [])),
    });

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveNotation(http, props.notation.id, inputOf(draft));
      setDraft(draftOf(saved));
      setOutcome({ intent: 'success', title: t('notations.editor.saved') });
      props.onSaved(saved);
    } catch (error) {
      setOutcome({
        intent: 'error',
        title: t('notations.editor.saveFailed'),
        text: failureText(error, t('notations.editor.failedUnknown')),
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const sure = await dialogs.confirm({
      title: t('notations.editor.delete'),
      message: t('notations.editor.deleteConfirm', { name: props.notation.name }),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await deleteNotation(http, props.notation.id);
      props.onDeleted();
    } catch (error) {
      setOutcome({
        intent: 'error',
        title: t('notations.editor.deleteFailed'),
        text: failureText(error, t('notations.editor.failedUnknown')),
      });
      setBusy(false);
    }
  };

  const nodes = draft.elements.filter((e) => !e.isConnector).map((e) => ({ code: e.elementCode, name: e.name }));
  return (
    <div className={styles.root} data-testid="notation-editor">
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('notations.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('notations.editor.name')} className={styles.name}>
        <Input
          value={draft.name}
          disabled={readOnly}
          data-testid="notation-name"
          onChange={(_, d) => change({ ...draft, name: d.value })}
        />
      </Field>
      <h3 className={styles.heading}>{t('notations.editor.elements')}</h3>
      <div className={styles.elements}>
        {draft.elements.length === 0 && <span>{t('notations.editor.noElements')}</span>}
        {draft.elements.map((element, index) => (
          <ElementCard
            key={element.key}
            element={element}
            index={index}
            nodes={nodes}
            readOnly={readOnly}
            onChange={(next) => setElement(element.key, next)}
            onRemove={() => setElement(element.key, null)}
          />
        ))}
      </div>
      {outcome && (
        <MessageBar intent={outcome.intent} data-testid={`notation-${outcome.intent}`}>
          <MessageBarBody>
            <MessageBarTitle>{outcome.title}</MessageBarTitle>
            {outcome.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button
            icon={<AddRegular />}
            disabled={busy}
            data-testid="notation-add-element"
            onClick={() =>
              change({ ...draft, elements: [...draft.elements, newElement(draft, t('notations.editor.newElement'))] })
            }
          >
            {t('notations.editor.add')}
          </Button>
          <Button
            appearance="primary"
            icon={<SaveRegular />}
            disabled={busy}
            onClick={save}
            data-testid="notation-save"
          >
            {busy ? t('notations.editor.saving') : t('notations.editor.save')}
          </Button>
          <Button icon={<DeleteRegular />} disabled={busy} onClick={remove} data-testid="notation-delete">
            {t('notations.editor.delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
