import { useEffect, useState } from 'react';
import { Body1, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  EmptyState,
  PROP,
  Page,
  Services,
  usePageTitle,
  useCurrentObject,
  useService,
  useT,
  type FormField,
  type RoutePageProps,
} from '@ontobench/sdk';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, max-content) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; name: string; fields: FormField[] };

/** A generic object card: the object's name and the values of its properties (get_form with the instance). */
export default function ObjectPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const recent = useService(Services.RecentLinks);
  const classId = params.class ?? '';
  const id = params.id ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    data
      .getForm({ class: classId, inst: id, prop_cap: true })
      .then((form) => {
        if (!live) return;
        const name = String(form.fields.find((f) => f.prop === PROP.name)?.values?.[0]?.val ?? '');
        setState({ status: 'ready', name, fields: form.fields.filter((f) => f.prop !== PROP.name) });
        recent.add({ link: `/object/${classId}/${id}`, objectName: name, businessEntity: 'object', icon: 'ontology' });
      })
      .catch(
        (error: unknown) => live && setState({ status: 'failed', message: String((error as Error)?.message ?? error) }),
      );
    return () => {
      live = false;
    };
  }, [data, recent, classId, id]);

  const ready = state.status === 'ready' ? state : undefined;
  usePageTitle(ready?.name);
  useCurrentObject(ready ? { id, name: ready.name } : undefined, (name) =>
    setState((s) => (s.status === 'ready' ? { ...s, name } : s)),
  );

  if (state.status === 'loading') return <Spinner label={t('object.loading')} />;
  if (state.status === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('object.failed', { message: state.message })}</MessageBarBody>
      </MessageBar>
    );
  }
  const filled = state.fields.filter((f) => (f.values?.length ?? 0) > 0);
  return (
    <Page title={state.name} testId="object-page">
      <Text weight="semibold">{t('object.fields')}</Text>
      {filled.length === 0 ? (
        <EmptyState title={t('object.noFields')} />
      ) : (
        <dl className={styles.list}>
          {filled.map((f) => (
            <div key={f.prop} style={{ display: 'contents' }}>
              <dt className={styles.term}>{f.cap ?? f.prop}</dt>
              <dd className={styles.value}>
                <Body1>{f.values!.map((v) => v.cap ?? String(v.val)).join(', ')}</Body1>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Page>
  );
}
