import { useState } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { ListStates, Page, Services, useExtensionId, useLoad, useService, useT } from '@ontobench/sdk';
import type { TagView } from '../../../common/tags/api.ts';
import { deleteTag, listTags } from '../api.ts';
import { TagChip } from '../components/TagChip.tsx';
import { TagDialog } from '../components/TagDialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/**
 * The tags manager `/tags` (issue 21 item 6; domain.md §3 Tag): the tags the user sees with their colour,
 * author and roles; create, rename and recolour, share with roles, delete after a confirm. Only a tag's
 * author (or an administrator) gets the edit and delete buttons; the server decides again.
 */
export default function TagsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const extensionId = useExtensionId();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`tags:${attempt}`, (signal) => listTags(http, signal));
  const reload = () => setAttempt((n) => n + 1);

  const edit = async (tag?: TagView) => {
    const saved = await dialogs.open(TagDialog, tag ? { tag } : {}, { extensionId: extensionId ?? undefined }).result;
    if (saved) reload();
  };
  const remove = async (tag: TagView) => {
    const confirmed = await dialogs.confirm({
      title: t('tags.manager.deleteTitle'),
      message: t('tags.manager.deleteText', { name: tag.name }),
      confirmLabel: t('tags.manager.deleteConfirm'),
    });
    if (!confirmed) return;
    try {
      await deleteTag(http, tag.id);
      reload();
    } catch (error) {
      notifications.show({ text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Page title={t('tags.title')} testId="tags-page">
      <div className={styles.bar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void edit()} data-testid="tags-create">
          {t('tags.manager.create')}
        </Button>
      </div>
      <ListStates
        texts="tags.manager"
        testIds={{ failed: 'tags-failed', empty: 'tags-empty' }}
        load={load}
        isEmpty={(tags) => tags.length === 0}
        onRetry={reload}
      >
        {(tags) => (
          <Table aria-label={t('tags.title')} data-testid="tags-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('tags.manager.name')}</TableHeaderCell>
                <TableHeaderCell>{t('tags.manager.author')}</TableHeaderCell>
                <TableHeaderCell>{t('tags.manager.roles')}</TableHeaderCell>
                <TableHeaderCell>{t('tags.manager.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tags.map((tag) => (
                <TableRow key={tag.id} data-testid={`tag-row-${tag.id}`}>
                  <TableCell>
                    <TagChip name={tag.name} color={tag.color} />
                  </TableCell>
                  <TableCell>{tag.author?.name ?? ''}</TableCell>
                  <TableCell>
                    {tag.availableToRoles.length > 0 ? (
                      tag.availableToRoles.map((r) => r.name).join(', ')
                    ) : (
                      <Text italic>{t('tags.manager.private')}</Text>
                    )}
                  </TableCell>
                  <TableCell>
                    {tag.canEdit && (
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          icon={<EditRegular />}
                          onClick={() => void edit(tag)}
                          aria-label={t('tags.manager.edit', { name: tag.name })}
                          data-testid={`tag-edit-${tag.id}`}
                        />
                        <Button
                          size="small"
                          icon={<DeleteRegular />}
                          onClick={() => void remove(tag)}
                          aria-label={t('tags.manager.delete', { name: tag.name })}
                          data-testid={`tag-delete-${tag.id}`}
                        />
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
    </Page>
  );
}
