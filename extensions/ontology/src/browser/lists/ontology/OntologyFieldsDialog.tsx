import { useEffect, useState } from 'react';
import {
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
import { FormDialog, PROP, Services, formatErrorText, useService, useT } from '@ontobench/sdk';
import { ONTO_PROP } from '../../../common/schema.ts';
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
  // The failure itself, worded at render: a late texts load must not reload the fields (and wipe what was typed).
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    let live = true;
    loadOntologyFields(data, props.id).then(
      (fields) => {
        if (!live) return;
        setStored(fields);
        setForm(fields);
      },
      (error: unknown) => live && setLoadFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [data, props.id]);

  const loadProblem = loadFailure && formatErrorText(loadFailure.error, t('ontologyEdit.loadFailed'));
  const iriInvalid = form !== null && !isValidBaseIri(form.baseIri);
  const save = async () => {
    if (!form || !stored || iriInvalid) return;
    const ops = fieldChanges(props.id, stored, form);
    if (ops.length === 0) return props.onClose();
    await data.setData(ops);
    setStored(form);
    notifications.show({ text: t('ontologyEdit.saved'), color: 'success' });
    // A public ontology keeps the dialog open: its documentation's link is what the user wants next.
    if (!form.isPublic) props.onClose();
  };

  const set = (patch: Partial<OntologyFields>) => setForm((f) => (f ? { ...f, ...patch } : f));
  return (
    <FormDialog
      title={t('ontologyEdit.title', { name: props.name })}
      submitLabel={t('ontologyEdit.save')}
      cancelLabel={t('ontologyEdit.cancel')}
      failureHeading={t('ontologyEdit.failed')}
      testId="ontology-fields"
      width={600}
      submitDisabled={!form || iriInvalid}
      fieldLabels={{
        [PROP.description]: t('ontologyEdit.description'),
        [ONTO_PROP.baseIri]: t('ontologyEdit.baseIri'),
        [PROP.isPublic]: t('ontologyEdit.isPublic'),
      }}
      onClose={props.onClose}
      onSubmit={save}
      footer={
        <>
          {/* What an imported file said that the editor has no place for: read-only (issue 14 item 6). */}
          <OntologyAxioms ontologyId={props.id} />
        </>
      }
    >
      {(field) => (
        <div className={styles.body}>
          {!form && !loadProblem && <Spinner size="small" label={t('ontologyEdit.loading')} />}
          {loadProblem && (
            <MessageBar intent="error">
              <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{loadProblem}</MessageBarBody>
            </MessageBar>
          )}
          {form && (
            <>
              <Field label={t('ontologyEdit.description')} {...field.props(PROP.description)}>
                <Textarea
                  value={form.description}
                  resize="vertical"
                  onChange={(_e, d) => set({ description: d.value })}
                />
              </Field>
              <Field
                label={t('ontologyEdit.baseIri')}
                hint={t('ontologyEdit.baseIriHint')}
                {...field.props(ONTO_PROP.baseIri, iriInvalid ? t('ontologyEdit.baseIriInvalid') : null)}
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
        </div>
      )}
    </FormDialog>
  );
}
