import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Divider, Field, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import {
  ObjectForm,
  ObjectMeta,
  ObjectPicker,
  Page,
  Services,
  filterLiteral,
  rowsFromReply,
  useErrorText,
  useCurrentObject,
  usePageTitle,
  useService,
  useT,
  useUnsavedChanges,
  type PickedObject,
} from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { ontoPropLabels } from '../columns.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '720px' },
});

/**
 * The ontologies a term belongs to (ONTO_PROP.ontology, several allowed). The property applies to any
 * class, so get_form does not list it; it is edited here like the tags.
 */
function OntologyMembership(props: { classId: string; instId: string; readonly: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const errorText = useErrorText();
  const [list, setList] = useState<PickedObject[]>([]);
  /** The last change's refusal, translated, under the field as the forms show theirs. */
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    const reply = await data.getData({
      class: props.classId,
      filter: `[id] = ${filterLiteral(props.instId)}`,
      fields: [{ prop: ONTO_PROP.ontology }],
      limit: 1,
    });
    const row = rowsFromReply(reply)[0];
    setList((row?.values[ONTO_PROP.ontology] ?? []).map((v) => ({ id: String(v.val), name: v.cap ?? '' })));
  }, [data, props.classId, props.instId]);
  useEffect(() => {
    load().catch((error: unknown) => console.warn('ontology membership: load failed', error));
  }, [load]);

  const save = async (next: PickedObject[]) => {
    setList(next);
    setProblem(null);
    try {
      await data.setData([
        { op: 'upd', inst: props.instId, prop: ONTO_PROP.ontology, val: next.length ? next.map((o) => o.id) : null },
      ]);
    } catch (error) {
      const said = await errorText(error, t('lists.item.membershipFailed'));
      setProblem(said.line ?? said.text);
    }
    await load().catch(() => {});
  };

  return (
    <Field
      label={t('lists.item.ontologies')}
      validationState={problem ? 'error' : 'none'}
      validationMessage={problem ?? undefined}
      data-testid="term-ontologies-field"
    >
      <div className={styles.tags} data-testid="term-ontologies">
        {list.length > 0 && (
          <TagGroup onDismiss={(_, d) => void save(list.filter((o) => o.id !== d.value))}>
            {list.map((o) => (
              <Tag key={o.id} value={o.id} dismissible={!props.readonly}>
                {o.name}
              </Tag>
            ))}
          </TagGroup>
        )}
        {!props.readonly && (
          <ObjectPicker
            classIds={[ONTO_CLASS.Ontology]}
            value={null}
            exclude={list.map((o) => o.id)}
            onChange={(o) => o && void save([...list, o])}
            aria-label={t('lists.item.ontologies')}
          />
        )}
      </div>
    </Field>
  );
}

/**
 * The item page of a term (the list route with its id): the form from get_form, the term's ontologies,
 * and its life-cycle stage, tags and assignments. The id is the page's current object, so an
 * administrator can rename it with the pencil in the top bar.
 */
export function TermItemView(props: {
  /** The class whose form is shown: the meta-class for terms, the individual's own class. */
  classId: string;
  instId: string;
  backPath: string;
  /** Whether the term belongs to ontologies (not for the ontology itself or workspace items). */
  membership?: boolean;
  choices?: Readonly<Record<string, readonly { value: string; label: string }[]>>;
  actions?: ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [name, setName] = useState<string | undefined>(undefined);
  const [readonly, setReadonly] = useState(true);
  const [reload, setReload] = useState(0);
  // The term's form is an editor: leaving it with unsaved changes asks first (and so does closing the tab).
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  usePageTitle(name);
  useCurrentObject(name !== undefined ? { id: props.instId, name } : undefined, (renamed) => {
    setName(renamed);
    setReload((n) => n + 1);
  });

  return (
    <Page
      title={name ?? '…'}
      testId="term-item"
      actions={
        <>
          {props.actions}
          <Button icon={<ArrowLeftRegular />} onClick={() => navigate(props.backPath)}>
            {t('lists.action.back')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <ObjectForm
          classId={props.classId}
          instId={props.instId}
          reloadKey={reload}
          choices={props.choices}
          labels={ontoPropLabels(t)}
          pickerDetailProp={ONTO_PROP.ontology}
          onLoaded={(loadedName, ro) => {
            setName(loadedName);
            setReadonly(ro);
          }}
          onSaved={(saved) => setName(saved)}
          onDirtyChange={setDirty}
        />
        {name !== undefined && (
          <>
            <Divider />
            {props.membership !== false && (
              <OntologyMembership classId={props.classId} instId={props.instId} readonly={readonly} />
            )}
            <ObjectMeta classId={props.classId} instId={props.instId} readonly={readonly} />
          </>
        )}
      </div>
    </Page>
  );
}
