import type { ReactNode } from 'react';
import { Body1, Caption1, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { OntologyState } from '../../../common/state.ts';
import { anchorOf, classForest, namesOf, type ClassNode } from '../model/doc.ts';

const useStyles = makeStyles({
  doc: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  term: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} 0`,
    scrollMarginTop: '16px',
  },
  tree: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  meta: { color: tokens.colorNeutralForeground3 },
  toc: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
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
  const kindOf = new Map<string, Kind>([
    ...state.classes.map((c) => [c.id, 'class'] as const),
    ...state.objectProperties.map((p) => [p.id, 'objectProperty'] as const),
    ...state.dataProperties.map((p) => [p.id, 'dataProperty'] as const),
    ...state.individuals.map((i) => [i.id, 'individual'] as const),
  ]);
  const ref = (id: string) => {
    const kind = kindOf.get(id);
    return kind ? (
      <a key={id} href={`#${anchorOf(kind, id)}`}>
        {names.get(id)}
      </a>
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
      <Body1 id={anchorOf(kind, term.id)} as="strong">
        {term.name}
      </Body1>
      {term.description && <Body1>{term.description}</Body1>}
      {!!term.synonyms?.length && (
        <Caption1 className={styles.meta}>{t('explore.gloss.synonyms', { list: term.synonyms.join(', ') })}</Caption1>
      )}
    </>
  );
  const classTree = (nodes: ClassNode[], path: string): ReactNode => (
    <ul className={styles.tree}>
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
      <header className={styles.section}>
        <Title2 as="h1">{state.ontology.name}</Title2>
        {state.ontology.description && <Body1>{state.ontology.description}</Body1>}
        {actions}
      </header>
      <nav aria-label={t('explore.doc.contents')}>
        <Subtitle1 as="h2">{t('explore.doc.contents')}</Subtitle1>
        <ol className={styles.toc}>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a> ({s.count})
            </li>
          ))}
        </ol>
      </nav>
      <section className={styles.section} id="classes">
        <Subtitle1 as="h2">{t('explore.doc.classes')}</Subtitle1>
        {state.classes.length === 0 ? <Body1>{t('explore.doc.empty')}</Body1> : classTree(classForest(state), '')}
      </section>
      <section className={styles.section} id="objectProperties">
        <Subtitle1 as="h2">{t('explore.doc.objectProperties')}</Subtitle1>
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
        <Subtitle1 as="h2">{t('explore.doc.dataProperties')}</Subtitle1>
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
        <Subtitle1 as="h2">{t('explore.doc.individuals')}</Subtitle1>
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
                {names.get(v.prop) ?? v.prop}: {String(v.value)}
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
