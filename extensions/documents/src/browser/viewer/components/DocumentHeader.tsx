import type { ReactNode } from 'react';
import { Body1, Button, Link as FluentLink, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { formatDate, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import { documentPath } from '../../../common/routes.ts';
import type { DocumentView, Named } from '../../../common/api.ts';
import { StatusBadge } from './StatusBadge.tsx';

const useStyles = makeStyles({
  top: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { flex: '1 1 320px', margin: 0, overflowWrap: 'anywhere' },
  annotation: {
    display: 'block',
    margin: `${tokens.spacingVerticalS} 0`,
    whiteSpace: 'pre-wrap',
    color: tokens.colorNeutralForeground2,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  links: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/** Where an object the document is connected to opens: its page among the facts (any class). */
const objectPath = (id: string) => `/termin/${encodeURIComponent(id)}`;

function NamedLinks({ items, path }: { items: readonly Named[]; path: (id: string) => string }) {
  const styles = useStyles();
  return (
    <span className={styles.links}>
      {items.map((item) => (
        <Link key={item.id} href={path(item.id)} asChild>
          <FluentLink>{item.name}</FluentLink>
        </Link>
      ))}
    </span>
  );
}

/** The document's name, annotation and fields (status with colour, author, editor, dates, connections), and "Edit". */
export function DocumentHeader({ view, actions }: { view: DocumentView; actions?: ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    [t('viewer.field.status'), <StatusBadge status={view.status} color={view.statusColor} />],
    ...(view.code ? ([[t('viewer.field.code'), view.code]] as [string, ReactNode][]) : []),
    ...(view.stage ? ([[t('viewer.field.stage'), view.stage.name]] as [string, ReactNode][]) : []),
    [t('viewer.field.author'), view.author?.name ?? '—'],
    [t('viewer.field.editor'), view.editor?.name ?? '—'],
    [t('viewer.field.created'), formatDate(view.createdAt)],
    ...(view.subjectAreas.length > 0
      ? ([[t('viewer.field.subjectAreas'), view.subjectAreas.map((s) => s.name).join(', ')]] as [string, ReactNode][])
      : []),
    ...(view.connections.length > 0
      ? ([[t('viewer.field.connections'), <NamedLinks items={view.connections} path={objectPath} />]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(view.isPublicDoc
      ? ([
          [
            t('viewer.field.public'),
            <Link href={documentPath.publicView(view.id)} asChild>
              <FluentLink data-testid="doc-public-link">{documentPath.publicView(view.id)}</FluentLink>
            </Link>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <div data-testid="doc-header">
      <div className={styles.top}>
        <Title2 as="h1" className={styles.name} data-testid="doc-name">
          {view.name}
        </Title2>
        {actions}
        {view.canEdit && (
          <Link href={documentPath.edit(view.id)} asChild>
            <Button as="a" appearance="primary" icon={<EditRegular />} data-testid="doc-edit" data-print-hidden>
              {t('viewer.edit')}
            </Button>
          </Link>
        )}
      </div>
      {view.annotation && <Body1 className={styles.annotation}>{view.annotation}</Body1>}
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
