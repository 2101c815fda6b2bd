import { useMemo, useState } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import {
  CLASS,
  ObjectList,
  ObjectPicker,
  ObjectSideMenu,
  PROP,
  Page,
  Services,
  useErrorText,
  useService,
  useT,
  type ObjectRow,
  type PickedObject,
} from '@ontobench/sdk';
import { documentPath } from '../../../common/routes.ts';
import { DOC_CLASS } from '../../../common/schema.ts';
import { LIST_ROUTE_ID } from '../../contributions/list.ts';
import { documentColumns } from '../columns.tsx';
import { CreateDocumentDialog, type NewDocument } from '../components/CreateDocumentDialog.tsx';

const useStyles = makeStyles({
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

/**
 * `/docs` (issue 15): the documents the user can see, with the side menu (create, tag filter) and the
 * subject-area filter; a row opens the viewer. Create asks for the name and opens the new document in
 * the editor. Delete asks first.
 */
export default function DocumentListPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [tags, setTags] = useState<string[]>([]);
  const [area, setArea] = useState<PickedObject | null>(null);
  const [creating, setCreating] = useState(false);
  const [reload, setReload] = useState(0);
  const columns = useMemo(() => documentColumns(t), [t]);
  const required = useMemo(
    () => [
      ...(area ? [{ prop: PROP.subjectArea, value: area.id }] : []),
      ...tags.map((tag) => ({ prop: PROP.tags, value: tag })),
    ],
    [area, tags],
  );

  const create = async (request: NewDocument) => {
    const inst = crypto.randomUUID();
    await data.setData([
      { op: 'new', class: DOC_CLASS.Document, name: request.name, inst },
      ...request.values.map(({ prop, val }) => ({ op: 'upd' as const, inst, prop, val })),
    ]);
    setCreating(false);
    navigate(documentPath.edit(inst));
  };

  const remove = async (row: ObjectRow) => {
    const ok = await dialogs.confirm({
      title: t('list.action.deleteTitle', { name: row.name }),
      message: t('list.action.deleteMessage'),
      confirmLabel: t('list.action.delete'),
    });
    if (!ok) return;
    try {
      await data.setData([{ op: 'del', inst: row.id, del_force: true }]);
      setReload((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('list.action.deleteFailed'))).text });
    }
  };

  return (
    <Page title={t('list.title')} testId="documents-list">
      <div className={styles.layout}>
        <ObjectSideMenu routeId={LIST_ROUTE_ID} onCreate={() => setCreating(true)} tags={tags} onTagsChange={setTags} />
        <div className={styles.main}>
          <div className={styles.filters}>
            <Field label={t('list.filter.subjectArea')}>
              <ObjectPicker
                classIds={[CLASS.SubjectArea]}
                value={area}
                onChange={setArea}
                aria-label={t('list.filter.subjectArea')}
                data-testid="doc-filter-area"
              />
            </Field>
          </div>
          <ObjectList
            classId={DOC_CLASS.Document}
            columns={columns}
            required={required}
            initialSort={{ prop: PROP.name, dir: 'asc' }}
            onOpen={(row) => navigate(documentPath.view(row.id))}
            reloadKey={reload}
            label={t('list.title')}
            testId="documents-table"
            rowActions={(row) =>
              row.canDelete && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`${t('list.action.delete')}: ${row.name}`}
                  title={t('list.action.delete')}
                  onClick={() => void remove(row)}
                />
              )
            }
          />
        </div>
      </div>
      {creating && <CreateDocumentDialog onClose={() => setCreating(false)} onCreate={create} />}
    </Page>
  );
}
