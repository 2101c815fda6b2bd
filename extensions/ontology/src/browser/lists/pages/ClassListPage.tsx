import { Suspense, lazy, useState } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { CLASS, Services, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { CLASS_VIEW_KEY } from '../class-view.ts';
import { LIST_ROUTE } from '../route-ids.ts';

/**
 * The tree is a chunk of its own: the route's chunk stays as small as the other lists', and so does
 * the preload list of the route in the area's contributions, which the home page fetches (its size
 * budget is full, docs/benchmarks.md).
 */
const ClassTree = lazy(async () => ({ default: (await import('../tree/ClassTree.tsx')).ClassTree }));

/** Where the class list remembers the user's view (tree or flat list). */
type ClassView = 'tree' | 'list';

// Plain buttons with aria-pressed: Fluent's ToggleButton would add two chunks to the route's preload list,
// which the home page fetches (its size budget is full).
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
  const c = listColumns(t);
  if (params.term_id) {
    return <TermItemView key={params.term_id} classId={CLASS.Class} instId={params.term_id} backPath="/class_list" />;
  }
  const setView = (next: ClassView) => {
    storage.setItem(CLASS_VIEW_KEY, next);
    setViewState(next);
  };
  const views = (
    <div role="group" aria-label={t('classTree.viewLabel')} className={styles.views}>
      <Button
        aria-pressed={view === 'tree'}
        appearance={view === 'tree' ? 'primary' : 'secondary'}
        onClick={() => setView('tree')}
        data-testid="view-tree"
      >
        {t('classTree.viewTree')}
      </Button>
      <Button
        aria-pressed={view === 'list'}
        appearance={view === 'list' ? 'primary' : 'secondary'}
        onClick={() => setView('list')}
        data-testid="view-list"
      >
        {t('classTree.viewList')}
      </Button>
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
              <Suspense fallback={<Spinner size="small" />}>
                <ClassTree required={required} reloadKey={reloadKey} onOpen={(id) => navigate(`/class_list/${id}`)} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
