import { useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, filterLiteral, rowsFromReply, useErrorText, useService, useT } from '@ontobench/sdk';
import { axiomPieces } from '../../../common/axiom-pieces.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { loadAxioms } from '../api.ts';
import { checkTurtle } from '../model/turtle-check.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { margin: 0, maxHeight: '400px', overflow: 'auto', fontSize: '12px', whiteSpace: 'pre-wrap' },
  editor: { fontFamily: tokens.fontFamilyMonospace, fontSize: '12px', minHeight: '240px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The ontology's axioms (issue 14 item 6): the statements of an imported file the editor has no place
 * for, as the Turtle they are stored and exported as. Read-only for a reader; whoever may change the
 * ontology edits the Turtle here: it is parsed (n3, as the export will) before anything is sent, and a
 * problem is said with its line, translated, with nothing saved. Self-contained (it loads and saves
 * itself), to sit on the ontology's card or dialog; its buttons are plain buttons, never the
 * surrounding form's submit.
 */
export function OntologyAxioms({ ontologyId }: { ontologyId: string }) {
  const { t } = useT();
  const errorText = useErrorText();
  const styles = useStyles();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  const [text, setText] = useState<string | null | undefined>(undefined);
  const [editable, setEditable] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setText(undefined);
    loadAxioms(http, ontologyId).then(
      (axioms) => live && setText(axioms),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    // Whether the viewer may change the ontology: the data API's own answer (`readonly` of its row).
    data
      .getData({ class: ONTO_CLASS.Ontology, filter: `[id] = ${filterLiteral(ontologyId)}`, limit: 1 })
      .then((reply) => live && setEditable(rowsFromReply(reply)[0]?.readonly === false))
      .catch(() => live && setEditable(false));
    return () => {
      live = false;
    };
  }, [http, data, ontologyId]);

  const save = async () => {
    if (draft === null) return;
    setBusy(true);
    setProblem(null);
    setError(null);
    try {
      const found = await checkTurtle(draft);
      if (found) return setProblem(t(found.key, found.params));
      await data.setData([{ op: 'upd', inst: ontologyId, prop: ONTO_PROP.axioms, val: axiomPieces(draft) }]);
      setText(draft.trim() ? draft : null);
      setDraft(null);
      notifications.show({ text: t('exchange.axioms.saved'), color: 'success' });
    } catch (e) {
      setError((await errorText(e, t('exchange.axioms.saveFailed'), t('exchange.axioms.field'))).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('exchange.axioms.title')} className={styles.root} data-testid="ontology-axioms">
      <Subtitle2 as="h3">{t('exchange.axioms.title')}</Subtitle2>
      <Caption1>{t('exchange.axioms.hint')}</Caption1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{error}</MessageBarBody>
        </MessageBar>
      )}
      {text === undefined && !error && <Spinner size="tiny" />}
      {draft !== null ? (
        <>
          <Field
            label={t('exchange.axioms.field')}
            validationState={problem ? 'error' : 'none'}
            validationMessage={problem ?? undefined}
          >
            <Textarea
              textarea={{ className: styles.editor, spellCheck: false }}
              resize="vertical"
              value={draft}
              onChange={(_, d) => {
                setDraft(d.value);
                setProblem(null);
              }}
              data-testid="axioms-editor"
            />
          </Field>
          <div className={styles.actions}>
            <Button type="button" appearance="primary" disabled={busy} onClick={() => void save()}>
              {busy ? t('exchange.axioms.checking') : t('exchange.axioms.save')}
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              {t('exchange.axioms.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {text === null && <Caption1>{t('exchange.axioms.none')}</Caption1>}
          {text && (
            <pre tabIndex={0} className={styles.text}>
              {text}
            </pre>
          )}
          {editable && text !== undefined && (
            <div className={styles.actions}>
              <Button type="button" onClick={() => setDraft(text ?? '')} data-testid="axioms-edit">
                {t('exchange.axioms.edit')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
