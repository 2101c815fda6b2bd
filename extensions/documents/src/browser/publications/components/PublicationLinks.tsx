import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Option,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { EmptyState, ObjectPicker, Services, useService, useT, type PickedObject } from '@ontobench/sdk';
import type { PublicationTree } from '../../../common/api.ts';
import { DOC_CLASS } from '../../../common/schema.ts';
import { fetchTree, publish, removeLinks, swapOrders } from '../api.ts';
import { subtreeIds, treeRows } from '../model/tree.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  add: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const ROOT = '';

/**
 * The publication's tree of links (domain.md §3 publication link: document, parent, publication, order):
 * publish a document's current version under a parent, move a link up or down among its siblings,
 * remove a link (with the links under it, asked first).
 */
export function PublicationLinks({
  publicationId,
  onTree,
}: {
  publicationId: string;
  onTree?: (t: PublicationTree) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const [tree, setTree] = useState<PublicationTree | 'loading' | 'failed'>('loading');
  const [document, setDocument] = useState<PickedObject | null>(null);
  const [parent, setParent] = useState(ROOT);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const next = await fetchTree(http, publicationId);
      setTree(next);
      onTree?.(next);
    } catch (error) {
      console.error(error);
      setTree('failed');
    }
  }, [http, publicationId, onTree]);
  useEffect(() => {
    setTree('loading');
    void load();
  }, [load]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const status = (error as { status?: number }).status;
      notifications.show({ text: t(status === 403 ? 'publications.links.forbidden' : 'publications.links.failed') });
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (tree === 'loading') return <Spinner size="small" />;
  if (tree === 'failed') return <EmptyState title={t('publications.links.loadFailed')} />;
  const rows = treeRows(tree.roots);

  return (
    <section className={styles.root} aria-label={t('publications.links.title')} data-testid="publication-links">
      <Subtitle2>{t('publications.links.title')}</Subtitle2>
      {rows.length === 0 && <EmptyState title={t('publications.links.empty')} />}
      <div role="tree" aria-label={t('publications.links.title')}>
        {rows.map(({ node, depth, previous, next }) => (
          <div
            key={node.linkId}
            role="treeitem"
            aria-level={depth + 1}
            className={styles.row}
            style={{ paddingLeft: `calc(${depth} * ${tokens.spacingHorizontalXXL})` }}
            data-testid="publication-link"
          >
            <span className={styles.name} title={node.name}>
              {node.name}
            </span>
            <Caption1>{t('publications.links.version', { version: node.version })}</Caption1>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              aria-label={t('publications.links.up', { name: node.name })}
              disabled={!previous || busy}
              onClick={() => previous && void run(() => swapOrders(data, node, previous))}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              aria-label={t('publications.links.down', { name: node.name })}
              disabled={!next || busy}
              onClick={() => next && void run(() => swapOrders(data, node, next))}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('publications.links.remove', { name: node.name })}
              disabled={busy}
              onClick={() =>
                void dialogs
                  .confirm({
                    title: t('publications.links.removeTitle', { name: node.name }),
                    message:
                      node.children.length > 0
                        ? t('publications.links.removeWithChildren')
                        : t('publications.links.removeOne'),
                    confirmLabel: t('publications.links.removeConfirm'),
                  })
                  .then((ok) => (ok ? run(() => removeLinks(data, subtreeIds(node))) : undefined))
              }
            />
          </div>
        ))}
      </div>
      <div className={styles.add}>
        <Field label={t('publications.links.document')}>
          <ObjectPicker
            classIds={[DOC_CLASS.Document]}
            value={document}
            onChange={setDocument}
            aria-label={t('publications.links.document')}
            data-testid="publish-document"
          />
        </Field>
        <Field label={t('publications.links.parent')}>
          <Dropdown
            value={rows.find((r) => r.node.linkId === parent)?.node.name ?? t('publications.links.root')}
            selectedOptions={[parent]}
            onOptionSelect={(_, d) => setParent(d.optionValue ?? ROOT)}
          >
            <Option value={ROOT}>{t('publications.links.root')}</Option>
            {rows.map((r) => (
              <Option key={r.node.linkId} value={r.node.linkId} text={r.node.name}>
                {`${'— '.repeat(r.depth)}${r.node.name}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button
          appearance="primary"
          disabled={!document || busy}
          onClick={() =>
            document &&
            void run(async () => {
              await publish(http, publicationId, { documentId: document.id, parentId: parent || null });
              setDocument(null);
            })
          }
        >
          {t('publications.links.publish')}
        </Button>
      </div>
    </section>
  );
}
