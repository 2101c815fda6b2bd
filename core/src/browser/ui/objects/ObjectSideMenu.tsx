import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { TAG_COMMANDS, type CreatedTag } from '../../../common/tag-commands.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { useObjectsT } from './form-texts.ts';
import { rowsFromReply } from './object-rows.ts';

const useStyles = makeStyles({
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: '200px',
    flexShrink: 0,
  },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tag: { justifyContent: 'flex-start' },
  swatch: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '50%', marginRight: '6px' },
});

export interface ObjectSideMenuProps {
  /** The route whose side-menu contribution this shows (its id). */
  routeId: string;
  /** Runs on the create button; without it, the contribution's createCommand is run. */
  onCreate?(): void;
  /** Ids of the tags the list is filtered by. */
  tags: readonly string[];
  onTagsChange(tags: string[]): void;
}

/**
 * The side menu of a list screen (spec shell.md §2: "a side menu with a create button and a tag filter
 * by class"), drawn by the page from the `sideMenus` contribution of its route. The tag filter lists the
 * tags the user can see; choosing some keeps the objects of the contribution's class holding all of them.
 */
export const ObjectSideMenu = observer(function ObjectSideMenu(props: ObjectSideMenuProps) {
  const { t, shellT } = useObjectsT();
  const styles = useStyles();
  const points = useService(CORE_TOKENS.ContributionPoints);
  const commands = useService(CORE_TOKENS.Commands);
  const data = useService(CORE_TOKENS.Data);
  const menu = points.sideMenus.all.find((m) => m.route === props.routeId);
  const [tags, setTags] = useState<{ id: string; name: string; color: string | null }[]>([]);
  const [reloads, setReloads] = useState(0);
  const filterClass = menu?.tagFilterClass;
  // A tags area that registers these commands adds its buttons to the filter (common/tag-commands.ts).
  const canCreateTag = points.commands.get(TAG_COMMANDS.create) !== undefined;
  const canManageTags = points.commands.get(TAG_COMMANDS.manage) !== undefined;

  useEffect(() => {
    if (!filterClass) return;
    // Tags failing to load is console only (shell.md §8).
    data
      .getData({ class: CLASS.Tag, fields: [{ prop: PROP.color }], limit: 200 })
      .then((reply) =>
        setTags(
          rowsFromReply(reply).map((r) => ({
            id: r.id,
            name: r.name,
            color: (r.values[PROP.color]?.[0]?.val as string | undefined) ?? null,
          })),
        ),
      )
      .catch((error: unknown) => console.warn('side menu: tags failed', error));
  }, [data, filterClass, reloads]);

  if (!menu) return null;
  const create = () => {
    if (props.onCreate) props.onCreate();
    else if (menu.createCommand) void commands.execute(menu.createCommand);
  };
  const createTag = () =>
    commands
      .execute(TAG_COMMANDS.create)
      .then((created) => {
        if (!created) return;
        setReloads((n) => n + 1);
        // The new tag filters the list at once: it is what the user made it for.
        props.onTagsChange([...props.tags, (created as CreatedTag).id]);
      })
      .catch((error: unknown) => console.warn('side menu: create tag failed', error));
  const toggle = (id: string) =>
    props.onTagsChange(props.tags.includes(id) ? props.tags.filter((x) => x !== id) : [...props.tags, id]);

  return (
    <nav
      className={styles.side}
      aria-label={menu.createLabelKey ? shellT(menu.createLabelKey) : t('objects.side.create')}
      data-testid="side-menu"
    >
      {(props.onCreate || menu.createCommand) && (
        <Button appearance="primary" icon={<AddRegular />} onClick={create} data-testid="side-menu-create">
          {menu.createLabelKey ? shellT(menu.createLabelKey) : t('objects.side.create')}
        </Button>
      )}
      {filterClass && (
        <div className={styles.tags} role="group" aria-label={t('objects.side.tags')}>
          <Text weight="semibold">{t('objects.side.tags')}</Text>
          {tags.length === 0 && <Text size={200}>{t('objects.side.noTags')}</Text>}
          {tags.map((tag) => (
            <ToggleButton
              key={tag.id}
              className={styles.tag}
              appearance="subtle"
              checked={props.tags.includes(tag.id)}
              onClick={() => toggle(tag.id)}
              data-testid={`side-menu-tag-${tag.id}`}
            >
              <span className={styles.swatch} style={{ backgroundColor: tag.color ?? 'transparent' }} />
              {tag.name}
            </ToggleButton>
          ))}
          {props.tags.length > 0 && (
            <Button appearance="transparent" onClick={() => props.onTagsChange([])}>
              {t('objects.side.clearTags')}
            </Button>
          )}
          {canCreateTag && (
            <Button appearance="secondary" icon={<AddRegular />} onClick={createTag} data-testid="side-menu-create-tag">
              {t('objects.side.createTag')}
            </Button>
          )}
          {canManageTags && (
            <Button
              appearance="transparent"
              icon={<TagMultipleRegular />}
              onClick={() => void commands.execute(TAG_COMMANDS.manage).catch((e: unknown) => console.warn(e))}
              data-testid="side-menu-manage-tags"
            >
              {t('objects.side.manageTags')}
            </Button>
          )}
        </div>
      )}
    </nav>
  );
});
