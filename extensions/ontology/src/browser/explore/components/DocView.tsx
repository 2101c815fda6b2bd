import type { ReactNode } from 'react';
import {
  Body1,
  Caption1,
  Link as FluentLink,
  Subtitle1,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatValue, useT } from '@ontobench/sdk';
import type { OntologyState } from '../../../common/state.ts';
import { anchorOf, classForest, namesOf, type ClassNode } from '../model/doc.ts';

// A reading page: one centred column of a comfortable measure, sections apart, each term a block with
// its name in semibold and its facts below in a quieter colour. Links are Fluent's, so they keep their
// contrast in the dark theme (issue 14 item 8: the browser's default blue was unreadable there).
const useStyles = makeStyles({
  doc: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '880px',
    width: '100%',
    margin: '0 auto',
    paddingBottom: tokens.spacingVerticalXXXL,
    boxSizing: 'border-box',
    lineHeight: tokens.lineHeightBase400,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, scrollMarginTop: '16px' },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  term: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    scrollMarginTop: '16px',
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  tree: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, listStyleType: 'none' },
  forest: { margin: 0, padding: 0, listStyleType: 'none' },
  meta: { color: tokens.colorNeutralForeground3 },
  toc: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  tocList: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

type Kind = 'class' | 'objectProperty' | 'dataProperty' | 'individual';

/**
 * The documentation of one ontology (its sections: classes with their hierarchy, object properties,
 * data properties, individuals), each term with an anchor `#<kind>-<id>` that references link to.
 * The same view serves the signed-in page and the public one.
 */
export function DocView({ state, actions }: { state: OntologyState; actions?: ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  const names = namesOf(state);
  const baseTypes = new Map(state.dataProperties.map((p) => [p.id, p.baseType] as const));
  const kindOf = new Map<string, Kind>([
    ...state.classes.map((c) => [c.id, 'class'] as const),
    ...state.objectProperties.map((p) => [p.id, 'objectProperty'] as const),
    ...state.dataProperties.map((p) => [p.id, 'dataProperty'] as const),
    ...state.individuals.map((i) => [i.id, 'individual'] as const),
  ]);
  const ref = (id: string) => {
    const kind = kindOf.get(id);
    return kind ? (
      <FluentLink key={id} href={`#${anchorOf(kind, id)}`}>
        {names.get(id)}
      </FluentLink>
    ) : null;
  };
  const refs = (ids: readonly string[]) => {
    const links = ids.map(ref).filter((x) => x !== null);
    return links.length === 0 ? t('explore.doc.empty') : links.flatMap((l, i) => (i === 0 ? [l] : [', ', l]));
  };
  const sections: { id: string; title: string; count: number }[] = [
    { id: 'classes', title: t('explore.doc.classes'), count: state.classes.length },
    { id: 'objectProperties', title: t('explore.doc.objectProperties'), count: state.objectProperties.length },
    { id: 'dataProperties', title: t('explore.doc.dataProperties'), count: state.dataProperties.length },
    { id: 'individuals', title: t('explore.doc.individuals'), count: state.individuals.length },
  ];
  const head = (term: { id: string; name: string; description?: string | null; synonyms?: string[] }, kind: Kind) => (
    <>
      <Body1 id={anchorOf(kind, term.id)} as="strong" className={styles.name}>
        {term.name}
      </Body1>
      {term.description && <Body1>{term.description}</Body1>}
      {!!term.synonyms?.length && (
        <Caption1 className={styles.meta}>{t('explore.gloss.synonyms', { list: term.synonyms.join(', ') })}</Caption1>
      )}
    </>
  );
  const classTree = (nodes: ClassNode[], path: string): ReactNode => (
    <ul className={path ? styles.tree : styles.forest}>
      {nodes.map((node) => (
        <li key={`${path}/${node.cls.id}`} className={styles.term} data-testid="doc-class">
          {head(node.cls, 'class')}
          {node.children.length > 0 && classTree(node.children, `${path}/${node.cls.id}`)}
        </li>
      ))}
    </ul>
  );

  return (
    <article className={styles.doc} data-testid="ontology-doc">
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {state.ontology.name}
        </Title2>
        {state.ontology.description && <Body1>{state.ontology.description}</Body1>}
        {actions}
      </header>
      <nav aria-label={t('explore.doc.contents')} className={styles.toc}>
        <Subtitle2 as="h2">{t('explore.doc.contents')}</Subtitle2>
        <ol className={styles.tocList}>
          {sections.map((s) => (
            <li key={s.id}>
              <FluentLink href={`#${s.id}`}>{s.title}</FluentLink> ({s.count})
            </li>
          ))}
        </ol>
      </nav>
      <section className={styles.section} id="classes">
        <Subtitle1 as="h2" className={styles.heading}>
          {t('explore.doc.classes')}
        </Subtitle1>
        {state.classes.length === 0 ? <Body1>{t('explore.doc.empty')}</Body1> : classTree(classForest(state), '')}
      </section>
      <section className={styles.section} id="objectProperties">
        <Subtitle1 as="h2" className={styles.heading}>
          {t('explore.doc.objectProperties')}
        </Subtitle1>
        {state.objectProperties.length === 0 && <Body1>{t('explore.doc.empty')}</Body1>}
        {state.objectProperties.map((p) => (
          <div key={p.id} className={styles.term} data-testid="doc-object-property">
            {head(p, 'objectProperty')}
            <Caption1 className={styles.meta}>
              {t('explore.doc.domain')}
              {': '}
              {refs(p.domain)}
              {'; '}
              {t('explore.doc.range')}
              {': '}
              {refs(p.range)}
            </Caption1>
          </div>
        ))}
      </section>
      <section className={styles.section} id="dataProperties">
        <Subtitle1 as="h2" className={styles.heading}>
          {t('explore.doc.dataProperties')}
        </Subtitle1>
        {state.dataProperties.length === 0 && <Body1>{t('explore.doc.empty')}</Body1>}
        {state.dataProperties.map((p) => (
          <div key={p.id} className={styles.term} data-testid="doc-data-property">
            {head(p, 'dataProperty')}
            <Caption1 className={styles.meta}>
              {t('explore.doc.domain')}
              {': '}
              {refs(p.domain)}
              {'; '}
              {t('explore.doc.baseType')}
              {': '}
              {p.baseType ? t(`lists.baseType.${p.baseType}`, { defaultValue: p.baseType }) : t('explore.doc.empty')}
            </Caption1>
          </div>
        ))}
      </section>
      <section className={styles.section} id="individuals">
        <Subtitle1 as="h2" className={styles.heading}>
          {t('explore.doc.individuals')}
        </Subtitle1>
        {state.individuals.length === 0 && <Body1>{t('explore.doc.empty')}</Body1>}
        {state.individuals.map((ind) => (
          <div key={ind.id} className={styles.term} data-testid="doc-individual">
            {head(ind, 'individual')}
            <Caption1 className={styles.meta}>
              {t('explore.doc.classOf')}
              {': '}
              {refs([ind.class])}
            </Caption1>
            {ind.values.map((v, i) => (
              <Caption1 key={`v${i}`}>
                {names.get(v.prop) ?? v.prop}:{' '}
                {formatValue(v.value, baseTypes.get(v.prop), {
                  yes: t('explore.facts.yes'),
                  no: t('explore.facts.no'),
                })}
              </Caption1>
            ))}
            {ind.links.map((l, i) => (
              <Caption1 key={`l${i}`}>
                {names.get(l.prop) ?? l.prop}: {ref(l.target)}
              </Caption1>
            ))}
          </div>
        ))}
      </section>
    </article>
  );
}
