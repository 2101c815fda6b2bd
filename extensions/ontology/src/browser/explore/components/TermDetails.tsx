import type { ReactNode } from 'react';
import {
  Badge,
  Body1,
  Link as FluentLink,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PROP, formatValue, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { Ref, TermKind, TermView } from '../../../common/explore.ts';
import { TermLink, TermLinks, termPath } from './TermLink.tsx';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, max-content) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** How the links of an individual open: the fact explorer walks, the term page opens the explorer. */
export type IndividualPath = (id: string) => string;

const META = new Set<string>([PROP.parentClass, PROP.domain, PROP.range]);

/**
 * The facts of one term (TermView): its kind and class, description, labels, synonyms; a class's place
 * in the hierarchy and its properties; a property's domain and range; an individual's values and its
 * links both ways. `individualPath` decides where an individual's link leads.
 */
export function TermDetails({ view, individualPath }: { view: TermView; individualPath?: IndividualPath }) {
  const { t } = useT();
  const styles = useStyles();
  const pathOf = (kind: TermKind, id: string) =>
    kind === 'individual' && individualPath ? individualPath(id) : termPath(kind, id);
  const incoming = (prop: string) => view.incoming.filter((l) => l.prop.id === prop).map((l) => l.source);
  const rows: [string, ReactNode][] = [[t('explore.term.class'), <TermLink key="c" term={view.class} kind="class" />]];
  if (view.description) rows.push([t('explore.term.description'), view.description]);
  if (view.labels.length) rows.push([t('explore.term.labels'), view.labels.join(', ')]);
  if (view.synonyms.length) rows.push([t('explore.term.synonyms'), view.synonyms.join(', ')]);
  if (view.iri) rows.push([t('explore.term.iri'), view.iri]);
  if (view.ontologies.length)
    rows.push([t('explore.term.ontologies'), <TermLinks key="o" terms={view.ontologies} kind="ontology" />]);
  if (view.kind === 'class') {
    rows.push([t('explore.term.parents'), <TermLinks key="p" terms={view.parents} kind="class" />]);
    rows.push([t('explore.term.children'), <TermLinks key="ch" terms={incoming(PROP.parentClass)} kind="class" />]);
    rows.push([t('explore.term.domainOf'), <TermLinks key="d" terms={incoming(PROP.domain)} kind="objectProperty" />]);
    rows.push([t('explore.term.rangeOf'), <TermLinks key="r" terms={incoming(PROP.range)} kind="objectProperty" />]);
  }
  if (view.kind === 'objectProperty' || view.kind === 'dataProperty')
    rows.push([t('explore.term.domain'), <TermLinks key="d" terms={view.domain} kind="class" />]);
  if (view.kind === 'objectProperty')
    rows.push([t('explore.term.range'), <TermLinks key="r" terms={view.range} kind="class" />]);
  if (view.kind === 'dataProperty')
    rows.push([
      t('explore.term.baseType'),
      view.baseType ? t(`lists.baseType.${view.baseType}`, { defaultValue: view.baseType }) : '—',
    ]);

  const individualLike = view.kind === 'individual' || view.kind === 'other';
  const others = view.incoming.filter((l) => !META.has(l.prop.id));
  return (
    <div className={styles.block} data-testid="term-details" data-term-kind={view.kind}>
      <div>
        <Badge appearance="tint">{t(`explore.kind.${view.kind}`)}</Badge>
      </div>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {individualLike && (
        <>
          <Subtitle2 as="h3">{t('explore.term.values')}</Subtitle2>
          {view.values.length === 0 ? (
            <Body1>{t('explore.facts.noValues')}</Body1>
          ) : (
            <LinkTable
              label={t('explore.term.values')}
              rows={view.values.map((v) => ({
                prop: v.prop,
                cell: formatValue(v.value, v.baseType, { yes: t('explore.facts.yes'), no: t('explore.facts.no') }),
              }))}
            />
          )}
          <Subtitle2 as="h3">{t('explore.term.outgoing')}</Subtitle2>
          {view.outgoing.length === 0 ? (
            <Body1>{t('explore.facts.noLinks')}</Body1>
          ) : (
            <LinkTable
              label={t('explore.term.outgoing')}
              testId="facts-outgoing"
              rows={view.outgoing.map((l) => ({
                prop: l.prop,
                cell: <Walk to={l.target} path={pathOf('individual', l.target.id)} />,
              }))}
            />
          )}
        </>
      )}
      {(individualLike || others.length > 0) && (
        <>
          <Subtitle2 as="h3">{t('explore.term.incoming')}</Subtitle2>
          {others.length === 0 ? (
            <Body1>{t('explore.facts.noLinks')}</Body1>
          ) : (
            <LinkTable
              label={t('explore.term.incoming')}
              testId="facts-incoming"
              rows={others.map((l) => ({
                prop: l.prop,
                cell: <Walk to={l.source} path={pathOf('individual', l.source.id)} />,
              }))}
            />
          )}
        </>
      )}
      {view.kind === 'class' && (
        <Usage
          title={t('explore.term.usageClass', { count: view.usage.count })}
          items={view.usage.items}
          pathOf={(id) => pathOf('individual', id)}
        />
      )}
      {(view.kind === 'objectProperty' || view.kind === 'dataProperty') && (
        <Usage
          title={t('explore.term.usageProperty', { count: view.usage.count })}
          items={view.usage.items}
          pathOf={(id) => pathOf('individual', id)}
        />
      )}
    </div>
  );
}

function Walk({ to, path }: { to: Ref; path: string }) {
  return (
    <Link href={path} asChild>
      <FluentLink data-walk-to={to.id}>{to.name || to.id}</FluentLink>
    </Link>
  );
}

function LinkTable(props: { label: string; testId?: string; rows: { prop: Ref; cell: ReactNode }[] }) {
  const { t } = useT();
  return (
    <Table size="small" aria-label={props.label} data-testid={props.testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('explore.facts.prop')}</TableHeaderCell>
          <TableHeaderCell>{t('explore.facts.value')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((r, i) => (
          <TableRow key={`${r.prop.id}-${i}`}>
            <TableCell>
              <TermLink term={r.prop} />
            </TableCell>
            <TableCell>{r.cell}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Usage({ title, items, pathOf }: { title: string; items: Ref[]; pathOf: (id: string) => string }) {
  return (
    <>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {items.length > 0 && (
        <ul style={{ margin: 0 }}>
          {items.map((i) => (
            <li key={i.id}>
              <TermLink term={i} path={pathOf(i.id)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
