import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowExportRegular, DocumentEditRegular } from '@fluentui/react-icons';
import { Services, formatErrorText, useService, useT } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { listColumns } from '../columns.ts';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { OntologyFieldsDialog } from '../ontology/OntologyFieldsDialog.tsx';
import { MapViewLinks } from '../ontology/MapViewLinks.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

/**
 * `/ontologies` (shell.md §2): the ontologies the user can see — name, author, date, stage, tags — with
 * the side menu's create button; a row opens its map at `/ontologies/{id}`. Row actions: the ontology's
 * own fields (description, base IRI, public flag), export (the command `ontology.export` with the id)
 * and delete with confirmation.
 */
export default function OntologiesPage() {
  const { t } = useT();
  const commands = useService(Services.Commands);
  const notifications = useService(Services.Notifications);
  const c = listColumns(t);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <TermListScreen
        routeId={LIST_ROUTE.ontologies}
        classId={ONTO_CLASS.Ontology}
        title={t('lists.title.ontologies')}
        createTitle={t('lists.create.ontology')}
        columns={[c.name, c.author, c.created, c.stage, c.tags]}
        byOntology={false}
        extraFilters={<MapViewLinks />}
        createOps={(inst, r) => [{ op: 'new', class: ONTO_CLASS.Ontology, name: r.name, inst }]}
        itemPath={(row) => `/ontologies/${row.id}`}
        extraActions={(row) => (
          <>
            <Button
              size="small"
              appearance="subtle"
              icon={<DocumentEditRegular />}
              aria-label={`${t('ontologyEdit.action')}: ${row.name}`}
              title={t('ontologyEdit.action')}
              data-testid="ontology-fields-action"
              onClick={() => setEditing({ id: row.id, name: row.name })}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowExportRegular />}
              aria-label={`${t('lists.action.export')}: ${row.name}`}
              title={t('lists.action.export')}
              onClick={() =>
                commands
                  .execute('ontology.export', row.id)
                  .catch((error: unknown) =>
                    notifications.show({ text: formatErrorText(error, t('lists.action.exportFailed')) }),
                  )
              }
            />
          </>
        )}
      />
      {editing && <OntologyFieldsDialog id={editing.id} name={editing.name} onClose={() => setEditing(null)} />}
    </>
  );
}
