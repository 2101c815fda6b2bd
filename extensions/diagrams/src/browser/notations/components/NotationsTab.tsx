import { useRef, useState } from 'react';
import { Button, Field, Input, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { EmptyState, FormDialog, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { NotationDto } from '../../../common/notation/api.ts';
import { createNotation, listNotations } from '../api.ts';
import { NotationEditor } from './NotationEditor.tsx';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    fontWeight: tokens.fontWeightRegular,
  },
  chosen: { backgroundColor: tokens.colorNeutralBackground1Selected },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The dialog that names a new notation; it is created empty and opens in the editor. */
function CreateNotationDialog(props: { onClose(): void; onCreated(notation: NotationDto): void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [name, setName] = useState('');
  return (
    <FormDialog
      title={t('notations.createDialog.title')}
      submitLabel={t('notations.createDialog.submit')}
      failureHeading={t('notations.createDialog.failed')}
      onClose={props.onClose}
      onSubmit={() =>
        name.trim()
          ? createNotation(http, { name: name.trim(), elements: [] }).then(props.onCreated)
          : { name: t('notations.createDialog.nameRequired') }
      }
    >
      {(field) => (
        <Field label={t('notations.createDialog.name')} {...field.props('name')}>
          <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="notation-create-name" />
        </Field>
      )}
    </FormDialog>
  );
}

/**
 * The «Нотации» tab of `/diagrams` (issue 17 item 2; domain.md §3 "Notation element"): the notations the
 * user may use, with their elements; create one, change its name and elements, delete it.
 */
export default function NotationsTab() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const last = useRef<NotationDto[]>([]);
  const loaded = useLoad(`diagram-notations-${version}`, (signal) => listNotations(http, signal));
  const reload = (id: string | null) => {
    setChosen(id);
    setVersion((v) => v + 1);
  };

  if (loaded.status === 'loading' && version === 0) return <Spinner label={t('notations.loading')} />;
  if (loaded.status === 'failed' || loaded.status === 'notFound') return <EmptyState title={t('notations.failed')} />;
  // The list as last loaded stays while it reloads after a save, so the open editor stays too.
  if (loaded.status === 'ready') last.current = loaded.value;
  const notations = last.current;
  const current = notations.find((n) => n.id === chosen) ?? null;
  const create = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="notation-create">
      {t('notations.create')}
    </Button>
  );
  return (
    <div data-testid="notations-tab">
      {creating && (
        <CreateNotationDialog
          onClose={() => setCreating(false)}
          onCreated={(notation) => {
            setCreating(false);
            reload(notation.id);
          }}
        />
      )}
      {loaded.status === 'ready' && notations.length === 0 ? (
        <EmptyState title={t('notations.empty')}>
          <p>{t('notations.emptyHint')}</p>
          {create}
        </EmptyState>
      ) : (
        <div className={styles.root}>
          <nav className={styles.side} aria-label={t('notations.list')}>
            {create}
            <ul className={styles.list} data-testid="notations-list">
              {notations.map((n) => (
                <li key={n.id}>
                  <Button
                    appearance="subtle"
                    className={mergeClasses(styles.item, n.id === chosen && styles.chosen)}
                    aria-current={n.id === chosen ? 'true' : undefined}
                    onClick={() => setChosen(n.id)}
                    data-testid="notations-item"
                  >
                    <span>{n.name}</span>
                    <span className={styles.meta}>{t('notations.elementsCount', { count: n.elements.length })}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <NotationEditor
              key={current.id}
              notation={current}
              onSaved={() => setVersion((v) => v + 1)}
              onDeleted={() => reload(null)}
            />
          ) : (
            <EmptyState title={t('notations.choose')} />
          )}
        </div>
      )}
    </div>
  );
}
