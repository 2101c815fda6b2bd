import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import { MAP_VIEWS, type MapViewName } from './map-views.ts';

const useStyles = makeStyles({
  nav: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
});

/**
 * Links to the lists of workspaces, scenarios and triplets, from the ontology list and from each other:
 * their way in. (Not main-menu entries: the menu's contributions and texts load with the first page,
 * whose size budget has no room; docs/ontology-lists.md.)
 */
export function MapViewLinks({ current }: { current?: MapViewName }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label={t('mapViews.views')} data-testid="map-view-links">
      {(Object.keys(MAP_VIEWS) as MapViewName[]).map((view) =>
        view === current ? (
          <span key={view} aria-current="page">
            {t(`mapViews.menu.${view}`)}
          </span>
        ) : (
          <Link key={view} href={MAP_VIEWS[view].path} asChild>
            <FluentLink>{t(`mapViews.menu.${view}`)}</FluentLink>
          </Link>
        ),
      )}
    </nav>
  );
}
