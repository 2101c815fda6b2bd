import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useLocation, useSearch } from 'wouter';
import {
  CLASS,
  DataApiError,
  ObjectList,
  ObjectPicker,
  ObjectSideMenu,
  PROP,
  Page,
  filterLiteral,
  rowsFromReply,
  Services,
  useErrorText,
  useService,
  useT,
  type ObjectListColumn,
  type ObjectRow,
  type PickedObject,
  type Scalar,
  type SetDataOperation,
} from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { CreateDialog, type CreateRequest } from './CreateDialog.tsx';

const useStyles = makeStyles({
  // The side menu beside the list; above it once the list would be narrower than 480 px.
  layout: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'flex-start',
  },
  main: { flex: '1 1 480px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
});

export interface TermListConfig {
  routeId: string;
  /** The class listed (its subclasses' instances too). */
  classId: string;
  title: string;
  createTitle: string;
  columns: ObjectListColumn[];
  /** Hide rows of the system ontology and the extensions' schemas (they have no author). */
  userMadeOnly?: boolean;
  /** The set_data operations that create an object named `name` with id `inst`. */
  createOps(inst: string, request: CreateRequest): SetDataOperation[];
  itemPath(row: { id: string }): string;
  /** Where a new object opens (default its itemPath). */
  createdPath?(inst: string, request: CreateRequest): string;
  /** Ask for the ontology in the create dialog and offer the ontology filter (default true). */
  byOntology?: boolean;
  /** The property that ties an object to its ontology (default ONTO_PROP.ontology; a map view's is ONTO_PROP.map). */
  ontologyProp?: string;
  askClass?: boolean;
  initialClass?: PickedObject | null;
  /** More filters above the list (e.g. the class of individuals). */
  extraFilters?: ReactNode;
  /** Values every row must hold besides the chosen ontology and tags. */
  required?: { prop: string; value: Scalar }[];
  extraActions?(row: ObjectRow): ReactNode;
  /** Shown instead of the list (e.g. "choose a class first"). */
  placeholder?: ReactNode;
  /** Another view of the same objects (the class tree), given the list's filter; undefined draws the list. */
  body?(view: { required: readonly { prop: string; value: Scalar }[]; reloadKey: number }): ReactNode;
}

/**
 * A list screen of the area: the side menu (create, tag filter), an ontology filter kept in the query
 * (`?ontology=<id>`), the shared ObjectList, and delete with confirmation.
 */
export function TermListScreen(config: TermListConfig) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const ontologyId = search.get('ontology');
  const [ontology, setOntology] = useState<PickedObject | null>(ontologyId ? { id: ontologyId, name: '' } : null);
  const [tags, setTags] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [reload, setReload] = useState(0);
  const byOntology = config.byOntology !== false;
  const ontologyProp = config.ontologyProp ?? ONTO_PROP.ontology;

  const required = useMemo(
    () => [
      ...(config.required ?? []),
      ...(byOntology && ontology ? [{ prop: ontologyProp, value: ontology.id }] : []),
      ...tags.map((tag) => ({ prop: PROP.tags, value: tag })),
    ],
    [config.required, byOntology, ontologyProp, ontology, tags],
  );

  // The chosen ontology, looked up once: its name for the filter's text (an id from the address has none
  // yet), and whether the user may change it. Terms made here join it, so a reader of the ontology is
  // offered no "create" (issue 14: the tree shown to a reader); a view (map) of it is theirs to make.
  const chosen = byOntology ? (ontology?.id ?? null) : null;
  const [readOnlyOntology, setReadOnlyOntology] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return;
    let live = true;
    data
      .getData({ class: ONTO_CLASS.Ontology, filter: `[id] = ${filterLiteral(chosen)}`, limit: 1 })
      .then((reply) => {
        const row = rowsFromReply(reply)[0];
        if (!live || !row) return;
        setOntology((o) => (o?.id === row.id && !o.name ? { id: row.id, name: row.name } : o));
        setReadOnlyOntology(row.readonly ? row.id : null);
      })
      .catch((error: unknown) => console.warn('ontology filter: lookup failed', error));
    return () => {
      live = false;
    };
  }, [data, chosen]);
  const mayCreate = !(chosen && ontologyProp === ONTO_PROP.ontology && readOnlyOntology === chosen);

  const chooseOntology = (next: PickedObject | null) => {
    setOntology(next);
    navigate(next ? `?ontology=${encodeURIComponent(next.id)}` : '?', { replace: true });
  };

  const create = async (request: CreateRequest) => {
    const inst = crypto.randomUUID();
    const ops = config.createOps(inst, request);
    if (byOntology && request.ontology) ops.push({ op: 'add', inst, prop: ontologyProp, val: request.ontology.id });
    // The class's obligatory fields go with the object: the server refuses a new one without them.
    for (const { prop, val } of request.values) ops.push({ op: 'upd', inst, prop, val });
    await data.setData(ops);
    setCreating(false);
    navigate(config.createdPath?.(inst, request) ?? config.itemPath({ id: inst }));
  };

  /** How many individuals a class has (direct ones: those block its deletion), or 0 for other terms. */
  const individualsOf = async (row: ObjectRow): Promise<number> => {
    if (config.classId !== CLASS.Class) return 0;
    const reply = await data.getData({ class: row.id, filter: `[class] = ${filterLiteral(row.id)}`, limit: 1 });
    return reply.count_rows;
  };
  // Said instead of a confirmation that could only fail, with the way to the individuals.
  const cannotDelete = (row: ObjectRow, count: number) =>
    notifications.show({
      text: t('lists.action.hasInstances', { name: row.name, count }),
      timeout: 10_000,
      action: { label: t('lists.action.showInstances'), run: () => navigate(`/examp_list/${row.id}`) },
    });

  const remove = async (row: ObjectRow) => {
    // A class with individuals cannot go (the server refuses it): say so, and how many, before asking.
    const count = await individualsOf(row).catch(() => 0);
    if (count > 0) return void cannotDelete(row, count);
    const ok = await dialogs.confirm({
      title: t('lists.action.deleteTitle', { name: row.name }),
      message: t('lists.action.deleteMessage'),
      confirmLabel: t('lists.action.delete'),
    });
    if (!ok) return;
    try {
      await data.setData([{ op: 'del', inst: row.id, del_force: true }]);
      setReload((n) => n + 1);
    } catch (error) {
      // Individuals made meanwhile (or ones this user cannot see): the server's refusal, translated.
      const refusal = error instanceof DataApiError ? error.refusal : undefined;
      if (refusal?.code === 'class.hasInstances') cannotDelete(row, Number(refusal.params?.count ?? 1));
      // Any other refusal (no right to delete it, deleted meanwhile) in the interface's language too.
      else notifications.show({ text: (await errorText(error, t('lists.action.deleteFailed'))).text });
    }
  };

  return (
    <Page title={config.title} testId={`list-${config.routeId}`}>
      <div className={styles.layout}>
        <ObjectSideMenu
          routeId={config.routeId}
          onCreate={mayCreate ? () => setCreating(true) : undefined}
          tags={tags}
          onTagsChange={setTags}
        />
        <div className={styles.main}>
          <div className={styles.filters}>
            {config.extraFilters}
            {byOntology && (
              <Field label={t('lists.filter.ontology')}>
                <ObjectPicker
                  classIds={[ONTO_CLASS.Ontology]}
                  value={ontology}
                  onChange={chooseOntology}
                  aria-label={t('lists.filter.ontology')}
                  data-testid="filter-ontology"
                />
              </Field>
            )}
          </div>
          {config.placeholder ?? config.body?.({ required, reloadKey: reload }) ?? (
            <ObjectList
              classId={config.classId}
              columns={config.columns}
              filter={config.userMadeOnly ? '[author] is not null' : undefined}
              required={required}
              initialSort={{ prop: PROP.name, dir: 'asc' }}
              onOpen={(row) => navigate(config.itemPath(row))}
              reloadKey={reload}
              label={config.title}
              testId="term-list"
              rowActions={(row) => (
                <>
                  {config.extraActions?.(row)}
                  {row.canDelete && (
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`${t('lists.action.delete')}: ${row.name}`}
                      title={t('lists.action.delete')}
                      onClick={() => void remove(row)}
                    />
                  )}
                </>
              )}
            />
          )}
        </div>
      </div>
      {creating && (
        <CreateDialog
          open
          title={config.createTitle}
          askOntology={byOntology}
          askClass={config.askClass}
          newClassId={config.askClass ? undefined : config.classId}
          initialOntology={ontology}
          initialClass={config.initialClass}
          onClose={() => setCreating(false)}
          onCreate={create}
        />
      )}
    </Page>
  );
}
