import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PROP, Services, useService, useT } from '@ontobench/sdk';
import type { Ref, TermView } from '../../../common/explore.ts';
import { fetchTerm, useLoad } from '../api.ts';
import { LoadedView } from './Loaded.tsx';
import { TermLink, TermLinks } from './TermLink.tsx';

const useStyles = makeStyles({
  map: {
    display: 'grid',
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  centre: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  props: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** How many of the class's properties the map asks about (each one call for its range). */
const PROPERTY_LIMIT = 20;

/**
 * The term map of a class (fact explorer, mode=terminmap): its parents on the left, its subclasses on
 * the right, and below, the properties whose domain it is with where they lead. A plain list layout:
 * the neighbourhood of one class is small, so no graph library is needed.
 */
export function TermMap({ classId }: { classId: string }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const loaded = useLoad(`map ${classId}`, async () => {
    const view = await fetchTerm(data, classId);
    const props = view.incoming.filter((l) => l.prop.id === PROP.domain).slice(0, PROPERTY_LIMIT);
    const details = await Promise.all(props.map((p) => fetchTerm(data, p.source.id).catch(() => null)));
    return { view, properties: details.filter((d): d is TermView => d !== null) };
  });
  return (
    <LoadedView loaded={loaded}>
      {({ view, properties }) => {
        const children: Ref[] = view.incoming.filter((l) => l.prop.id === PROP.parentClass).map((l) => l.source);
        return (
          <section data-testid="term-map" aria-label={t('explore.facts.mapOf', { name: view.name })}>
            <Subtitle2 as="h2">{t('explore.facts.mapOf', { name: view.name })}</Subtitle2>
            <div className={styles.map}>
              <div className={styles.column}>
                <Body1>{t('explore.term.parents')}</Body1>
                <TermLinks terms={view.parents} kind="class" />
              </div>
              <div className={styles.centre}>{view.name}</div>
              <div className={styles.column}>
                <Body1>{t('explore.term.children')}</Body1>
                <TermLinks terms={children} kind="class" />
              </div>
            </div>
            <Subtitle2 as="h3">{t('explore.term.domainOf')}</Subtitle2>
            {properties.length === 0 && <Body1>{t('explore.facts.noProperties')}</Body1>}
            <ul className={styles.props}>
              {properties.map((p) => (
                <li key={p.id}>
                  <TermLink
                    term={{ id: p.id, name: p.name, ontologies: p.ontologies.map((o) => o.name) }}
                    kind={p.kind}
                  />{' '}
                  →{' '}
                  {p.kind === 'dataProperty' ? (
                    t(`lists.baseType.${p.baseType}`, { defaultValue: p.baseType ?? '—' })
                  ) : (
                    <TermLinks terms={p.range} kind="class" />
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </LoadedView>
  );
}
