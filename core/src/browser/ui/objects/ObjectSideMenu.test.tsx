import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetDataReply } from '../../../common/data-api.ts';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { TAG_COMMANDS } from '../../../common/tag-commands.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { defineExtension } from '../../kernel/extension.ts';
import type { DataClient, GetDataQuery } from '../../services/shell-contracts.ts';
import { ObjectSideMenu } from './ObjectSideMenu.tsx';
import { TagChips } from './TagChips.tsx';

const IMPORTANT = { id: 'tag-1', name: 'Важное', color: '#c50f1f' };
const NEW = { id: 'tag-2', name: 'Новый', color: '#107c10' };

/** A data client whose tags are `tags` (what the store lets the user see). */
function tagsServer(tags: { id: string; name: string; color: string }[]) {
  const getData = vi.fn(async (q: GetDataQuery): Promise<GetDataReply> => {
    expect(q.class).toBe(CLASS.Tag);
    return {
      rows: tags.flatMap((t, row) => [
        { row, inst: t.id, prop: PROP.name, val: t.name, cap: t.name, readonly: false, can_delete: true },
        { row, inst: t.id, prop: PROP.color, val: t.color, cap: t.color },
      ]),
      count_rows: tags.length,
    };
  });
  return { getData, getForm: vi.fn(), setData: vi.fn(), execute: vi.fn() } as unknown as DataClient;
}

const list = defineExtension({
  id: 'lists',
  version: '1.0.0',
  contributes: { sideMenus: [{ id: 'lists.side', route: 'lists.page', tagFilterClass: CLASS.Class }] },
});

/** A tags area as the collaboration extension is one: the two commands of common/tag-commands.ts. */
const tagsArea = (create: () => unknown) =>
  defineExtension({
    id: 'tags-area',
    version: '1.0.0',
    contributes: {
      commands: [
        { id: TAG_COMMANDS.create, titleKey: 'create' },
        { id: TAG_COMMANDS.manage, titleKey: 'manage' },
      ],
    },
    activate(ctx) {
      ctx.registerCommand(TAG_COMMANDS.create, create);
      ctx.registerCommand(TAG_COMMANDS.manage, () => undefined);
    },
  });

describe('ObjectSideMenu: the tag filter (shell.md §2 "a tag filter by class")', () => {
  it('has no create-tag button while no area offers the command; one appears when an area does', async () => {
    const tags = [IMPORTANT];
    const kernel = chromeKernel({ data: tagsServer(tags) });
    kernel.host.install(list);
    const onTagsChange = vi.fn();
    renderWithKernel(kernel, <ObjectSideMenu routeId="lists.page" tags={[]} onTagsChange={onTagsChange} />);
    expect(await screen.findByTestId('side-menu-tag-tag-1')).toBeTruthy();
    expect(screen.queryByTestId('side-menu-create-tag')).toBeNull();

    await act(async () => {
      kernel.host.install(
        tagsArea(() => {
          tags.push(NEW);
          return { id: NEW.id, name: NEW.name, color: NEW.color };
        }),
      );
    });
    fireEvent.click(await screen.findByTestId('side-menu-create-tag'));
    // The new tag is listed and chosen at once.
    expect(await screen.findByTestId('side-menu-tag-tag-2')).toBeTruthy();
    await waitFor(() => expect(onTagsChange).toHaveBeenCalledWith(['tag-2']));
    expect(screen.getByTestId('side-menu-manage-tags')).toBeTruthy();
  });

  it('a cancelled create changes nothing', async () => {
    const kernel = chromeKernel({ data: tagsServer([IMPORTANT]) });
    kernel.host.install(list);
    kernel.host.install(tagsArea(() => undefined));
    const onTagsChange = vi.fn();
    renderWithKernel(kernel, <ObjectSideMenu routeId="lists.page" tags={[]} onTagsChange={onTagsChange} />);
    fireEvent.click(await screen.findByTestId('side-menu-create-tag'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onTagsChange).not.toHaveBeenCalled();
  });
});

describe('TagChips: an object’s tags with their colour (domain.md §3 Tag)', () => {
  it('shows each tag as a chip whose dot has the tag’s colour', async () => {
    const kernel = chromeKernel({ data: tagsServer([IMPORTANT]) });
    renderWithKernel(kernel, <TagChips tags={[{ id: IMPORTANT.id, name: IMPORTANT.name }]} />);
    const chip = await screen.findByTestId('tag-chip-tag-1');
    expect(chip.textContent).toContain('Важное');
    await waitFor(() => expect(chip.innerHTML).toMatch(/background-color: (#c50f1f|rgb\(197, 15, 31\))/));
  });
});
