import { useState } from 'react';
import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { CLASS, Services, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';
import { ClassTree } from '../tree/ClassTree.tsx';
import { useTreeTexts } from '../tree/use-tree-texts.ts';

/** Where the class list remembers the user's view (tree or flat list). */
export const CLASS_VIEW_KEY = 'ontology.classList.view';
type ClassView = 'tree' | 'list';

const useStyles = makeStyles({ views: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** `/class_list[/{term_id}]`: the user-made classes as a tree or a flat list; with an id, the class's item page. */
export default function ClassListPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const storage = useService(Services.Storage);
  const [, navigate] = useLocation();
  const [view, setViewState] = useState<ClassView>(() =>
    storage.getItem(CLASS_VIEW_KEY) === 'list' ? 'list' : 'tree',
  );
  const textsIn = useTreeTexts();
  const c = listColumns(t);
  if (params.term_id) {
    return <TermItemView key={params.term_id} classId={CLASS.Class} instId={params.term_id} backPath="/class_list" />;
  }
  if (!textsIn) return null;
  const setView = (next: ClassView) => {
    storage.setItem(CLASS_VIEW_KEY, next);
    setViewState(next);
  };
  const views = (
    <div role="group" aria-label={t('classTree.viewLabel')} className={styles.views}>
      <ToggleButton checked={view === 'tree'} onClick={() => setView('tree')} data-testid="view-tree">
        {t('classTree.viewTree')}
      </ToggleButton>
      <ToggleButton checked={view === 'list'} onClick={() => setView('list')} data-testid="view-list">
        {t('classTree.viewList')}
      </ToggleButton>
    </div>
  );
  return (
    <TermListScreen
      routeId={LIST_ROUTE.classes}
      classId={CLASS.Class}
      title={t('lists.title.classes')}
      createTitle={t('lists.create.class')}
      columns={[c.name, c.parents, c.ontology, c.author, c.created]}
      userMadeOnly
      createOps={(inst, r) => [{ op: 'new', class: CLASS.Class, name: r.name, inst }]}
      itemPath={(row) => `/class_list/${row.id}`}
      extraFilters={views}
      body={
        view === 'tree'
          ? ({ required, reloadKey }) => (
              <ClassTree required={required} reloadKey={reloadKey} onOpen={(id) => navigate(`/class_list/${id}`)} />
            )
          : undefined
      }
    />
  );
}
