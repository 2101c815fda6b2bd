import { useState } from 'react';
import { Badge, Button, Checkbox, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular, GlobeRegular, SendRegular } from '@fluentui/react-icons';
import { formatDate, useT, type Loaded } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { SnapshotEntry } from '../../../common/api.ts';
import { sdocPath } from '../../../common/routes.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: '4px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingTop: '6px' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * The document's publications (§3 "Snapshot or publication"): name, author, date and a public badge,
 * newest first; "Publish" for whoever changes the structure; two ticked → the compare page.
 */
export function PublicationsPanel(props: {
  documentId: string;
  publications: Loaded<SnapshotEntry[]>;
  canPublish: boolean;
  onPublish(): void;
  onCompare(older: string, newer: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [chosen, setChosen] = useState<string[]>([]);
  const { publications } = props;
  const list = publications.status === 'ready' ? publications.value : [];
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? [...now.filter((c) => c !== id), id].slice(-2) : now.filter((c) => c !== id)));
  const compare = () => {
    // The list is newest first: the one further down is the older.
    const [a, b] = [...chosen].sort((x, y) => list.findIndex((p) => p.id === y) - list.findIndex((p) => p.id === x));
    if (a && b) props.onCompare(a, b);
  };
  return (
    <section className={styles.panel} data-testid="sdoc-publications" aria-label={t('viewer.publications.title')}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('viewer.publications.title')}</Subtitle2>
        {props.canPublish && (
          <Button size="small" icon={<SendRegular />} onClick={props.onPublish} data-testid="sdoc-publish">
            {t('viewer.publish.button')}
          </Button>
        )}
      </div>
      {publications.status === 'loading' && <Spinner size="tiny" label={t('viewer.publications.loading')} />}
      {publications.status === 'failed' && (
        <Text className={styles.hint}>{t('viewer.publications.failed', { message: publications.message })}</Text>
      )}
      {publications.status === 'ready' && list.length === 0 && (
        <Text className={styles.hint} data-testid="sdoc-publications-empty">
          {t('viewer.publications.empty')}
        </Text>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((p) => (
            <li key={p.id} className={styles.item} data-testid="sdoc-publication" data-id={p.id}>
              <Checkbox
                checked={chosen.includes(p.id)}
                onChange={(_, d) => toggle(p.id, d.checked === true)}
                aria-label={t('viewer.publications.select', { name: p.name })}
              />
              <div className={styles.body}>
                <span className={styles.name}>{p.name}</span>
                <span className={styles.meta}>
                  {t('viewer.publications.by', {
                    author: p.author?.name || t('viewer.publications.unknownAuthor'),
                    date: p.createdAt ? formatDate(p.createdAt) : '',
                  })}
                </span>
                {p.isPublic && (
                  <span>
                    <Badge appearance="tint" color="success" size="small" icon={<GlobeRegular />}>
                      {t('viewer.publications.public')}
                    </Badge>{' '}
                    <Link href={sdocPath.publicView(props.documentId, p.id)} className={styles.meta}>
                      {t('viewer.publications.openPublic')}
                    </Link>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.length > 1 && (
        <>
          <Text className={styles.hint}>{t('viewer.publications.chooseTwo')}</Text>
          <Button
            icon={<ArrowSwapRegular />}
            disabled={chosen.length !== 2}
            onClick={compare}
            data-testid="sdoc-compare"
          >
            {t('viewer.publications.compare')}
          </Button>
        </>
      )}
    </section>
  );
}
