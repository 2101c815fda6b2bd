import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, formatErrorText, useService, useT } from '@ontobench/sdk';
import { OntologyAxioms } from '../../exchange/components/OntologyAxioms.tsx';
import {
  fieldChanges,
  isValidBaseIri,
  loadOntologyFields,
  publicDocPath,
  type OntologyFields,
} from './ontology-fields.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The ontology's own fields (issue 14 item 4): description, base IRI (checked before sending) and the
 * public flag, with the public documentation's link once it is public. Saves only what changed, in one
 * set_data.
 */
export function OntologyFieldsDialog(props: { id: string; name: string; onClose(): void }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  const [stored, setStored] = useState<OntologyFields | null>(null);
  const [form, setForm] = useState<OntologyFields | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadOntologyFields(data, props.id).then(
      (fields) => {
        if (!live) return;
        setStored(fields);
        setForm(fields);
      },
      (error: unknown) => live && setProblem(formatErrorText(error, t('ontologyEdit.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [data, props.id, t]);

  const iriInvalid = form !== null && !isValidBaseIri(form.baseIri);
  const save = async () => {
    if (!form || !stored || iriInvalid) return;
    const ops = fieldChanges(props.id, stored, form);
    if (ops.length === 0) return props.onClose();
    setBusy(true);
    setProblem(null);
    try {
      await data.setData(ops);
      setStored(form);
      notifications.show({ text: t('ontologyEdit.saved'), color: 'success' });
      // A public ontology keeps the dialog open: its documentation's link is what the user wants next.
      if (!form.isPublic) props.onClose();
    } catch (error) {
      setProblem(formatErrorText(error, t('ontologyEdit.failed')));
    } finally {
      setBusy(false);
    }
  };

  const set = (patch: Partial<OntologyFields>) => setForm((f) => (f ? { ...f, ...patch } : f));
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="ontology-fields">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{t('ontologyEdit.title', { name: props.name })}</DialogTitle>
            <DialogContent className={styles.body}>
              {!form && !problem && <Spinner size="small" label={t('ontologyEdit.loading')} />}
              {form && (
                <>
                  <Field label={t('ontologyEdit.description')}>
                    <Textarea
                      value={form.description}
                      resize="vertical"
                      onChange={(_e, d) => set({ description: d.value })}
                    />
                  </Field>
                  <Field
                    label={t('ontologyEdit.baseIri')}
                    hint={t('ontologyEdit.baseIriHint')}
                    validationState={iriInvalid ? 'error' : 'none'}
                    validationMessage={iriInvalid ? t('ontologyEdit.baseIriInvalid') : undefined}
                  >
                    <Input value={form.baseIri} onChange={(_e, d) => set({ baseIri: d.value })} />
                  </Field>
                  <Switch
                    label={t('ontologyEdit.isPublic')}
                    checked={form.isPublic}
                    onChange={(_e, d) => set({ isPublic: d.checked })}
                  />
                  {stored?.isPublic && (
                    <Link href={publicDocPath(props.id)} target="_blank" rel="noopener" data-testid="public-doc-link">
                      {t('ontologyEdit.publicLink')}
                    </Link>
                  )}
                </>
              )}
              {problem && (
                <MessageBar intent="error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
              {/* What an imported file said that the editor has no place for: read-only (issue 14 item 6). */}
              <OntologyAxioms ontologyId={props.id} />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={!form || busy || iriInvalid}>
                {t('ontologyEdit.save')}
              </Button>
              <Button onClick={props.onClose}>{t('ontologyEdit.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
