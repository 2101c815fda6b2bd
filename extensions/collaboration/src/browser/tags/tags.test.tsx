import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { TAG_COMMANDS } from '@ontobench/sdk/common';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { TagRef, TagView } from '../../common/tags/api.ts';
import collaboration from '../index.ts';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const ROLE: TagRef = { id: '22222222-2222-4222-8222-222222222222', name: 'Методисты' };
/** A role no longer active: the SDK's list has it, the dialog does not offer it. */
const RETIRED = { id: '44444444-4444-4444-8444-444444444444', name: 'Бывшие', notActive: true };
const summary = (r: TagRef & { notActive?: boolean }) => ({
  code: 'c',
  isGlobal: false,
  isMulti: false,
  notActive: false,
  ...r,
});
const tag = (over: Partial<TagView>): TagView => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Важное',
  color: '#c50f1f',
  author: { id: 'a', name: 'Алисова А. П.' },
  availableToRoles: [],
  userRoles: [],
  canEdit: true,
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Asked {
  method: string;
  url: string;
  body: unknown;
}

async function openManager(reply: (asked: Asked) => Response) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const asked: Asked[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      asked.push(call);
      return reply(call);
    },
  } as unknown as HttpClient);
  kernel.host.install(collaboration);
  const Page = await loadRoutePage(kernel, 'collaboration.tags');
  render(
    <PluginTestRoot kernel={kernel} extensionId="collaboration" path="/tags">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return { asked, kernel };
}

describe('/tags: the tags manager (issue 21 item 6; domain.md §3 Tag)', () => {
  it('lists the tags with colour, author and roles; only an editable tag has edit and delete', async () => {
    const mine = tag({});
    const shared = tag({
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Для методистов',
      availableToRoles: [ROLE],
      userRoles: [ROLE],
      canEdit: false,
    });
    await openManager(() => json([mine, shared]));
    const table = await screen.findByTestId('tags-table');
    const mineRow = within(table).getByTestId(`tag-row-${mine.id}`);
    expect(mineRow.textContent).toContain('Важное');
    expect(mineRow.textContent).toContain('только автору');
    expect(within(mineRow).getByLabelText('Изменить тег «Важное»')).toBeTruthy();
    const sharedRow = within(table).getByTestId(`tag-row-${shared.id}`);
    expect(sharedRow.textContent).toContain('Методисты');
    expect(within(sharedRow).queryByLabelText('Изменить тег «Для методистов»')).toBeNull();
  });

  it('shows the empty state when the user sees no tags', async () => {
    await openManager(() => json([]));
    await screen.findByTestId('tags-empty');
    expect(screen.getByTestId('tags-page').textContent).toContain('Тегов пока нет');
  });

  it('creates a tag: no save without a name; the name, the chosen colour and roles are sent', async () => {
    let created = false;
    // Another role first: each role's label must tick its own box (a Field once gave all boxes one id).
    const first: TagRef = { id: '33333333-3333-4333-8333-333333333333', name: 'Астрономы' };
    const { asked } = await openManager(({ method, url }) => {
      if (url.endsWith('/api/roles')) return json({ roles: [first, ROLE, RETIRED].map(summary) });
      if (method === 'POST') {
        created = true;
        return json(tag({ name: 'Срочное' }));
      }
      return json(created ? [tag({ name: 'Срочное' })] : []);
    });
    fireEvent.click(await screen.findByTestId('tags-create'));
    const dialog = await screen.findByTestId('tag-dialog');
    const save = within(dialog).getByTestId('tag-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('tag-name'), { target: { value: '  Срочное ' } });
    fireEvent.change(within(dialog).getByTestId('tag-color'), { target: { value: '#498205' } });
    fireEvent.click(await within(dialog).findByLabelText('Методисты'));
    expect(within(dialog).queryByLabelText('Бывшие')).toBeNull();
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({
      url: expect.stringContaining('collaboration/tags'),
      body: { name: 'Срочное', color: '#498205', availableToRoles: [ROLE.id] },
    });
    await waitFor(() => expect(screen.queryByTestId('tag-dialog')).toBeNull());
    expect((await screen.findByTestId('tags-table')).textContent).toContain('Срочное');
  });

  it('shows the server’s reason when a save is refused, and keeps the dialog open', async () => {
    await openManager(({ method, url }) => {
      if (url.endsWith('/api/roles')) return json({ roles: [] });
      if (method === 'POST') return json({ error: 'Цвет тега: ожидается цвет вида #rrggbb, например #0f6cbd' }, 400);
      return json([]);
    });
    fireEvent.click(await screen.findByTestId('tags-create'));
    const dialog = await screen.findByTestId('tag-dialog');
    fireEvent.change(within(dialog).getByTestId('tag-name'), { target: { value: 'Тег' } });
    fireEvent.click(within(dialog).getByTestId('tag-save'));
    expect((await within(dialog).findByTestId('tag-dialog-error')).textContent).toContain('ожидается цвет');
  });

  it('deletes a tag after the confirm', async () => {
    let deleted = false;
    const mine = tag({});
    const { asked } = await openManager(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return json(deleted ? [] : [mine]);
    });
    fireEvent.click(await screen.findByTestId(`tag-delete-${mine.id}`));
    const confirm = await screen.findByRole('button', { name: 'Удалить' });
    fireEvent.click(confirm);
    await waitFor(() => expect(asked.some((a) => a.method === 'DELETE')).toBe(true));
    expect(await screen.findByTestId('tags-empty')).toBeTruthy();
  });
});

describe('the side menu’s tag commands and the texts', () => {
  it('contributes the create and manage commands the list screens’ side menu shows', () => {
    const ids = (collaboration.contributes?.commands ?? []).map((c) => c.id);
    // The chat part adds its own ("discuss in chat"); these two are the tags'.
    expect(ids.filter((id) => !id.includes('Chat'))).toEqual([TAG_COMMANDS.create, TAG_COMMANDS.manage]);
  });

  it('has every text in Russian and in English', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(labelsEn)).toEqual(keys(labelsRu));
    expect(keys(pagesEn)).toEqual(keys(pagesRu));
  });
});
