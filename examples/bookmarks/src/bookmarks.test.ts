import { describe, expect, it } from 'vitest';
import { CLASS, Services, type Translations } from '@ontobench/sdk';
import { createPluginTestKernel } from '@ontobench/sdk/testing';
import plugin from './index.ts';
import { BOOKMARK_COMMAND, bookmarkFor } from './bookmark.ts';

describe('bookmarks contributions (shell §2: quick launch, recent-link types, main menu)', () => {
  it('adds a main-menu entry running its command, the bookmark recent-link type and a tag quick-launch kind', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(plugin);
    expect(kernel.points.menus.get('bookmarks.menu')).toMatchObject({ command: BOOKMARK_COMMAND, owner: 'bookmarks' });
    expect(kernel.points.recentLinkTypes.get('bookmark')).toMatchObject({ owner: 'bookmarks', icon: 'document' });
    expect(kernel.points.quickLaunchKinds.get('bookmarks.tag')).toMatchObject({ classIds: [CLASS.Tag] });
    expect(kernel.points.routes.all.filter((r) => r.owner === 'bookmarks')).toEqual([]);
    await kernel.host.disable('bookmarks');
    expect(kernel.points.menus.get('bookmarks.menu')).toBeUndefined();
    expect(kernel.points.recentLinkTypes.get('bookmark')).toBeUndefined();
    expect(kernel.points.quickLaunchKinds.get('bookmarks.tag')).toBeUndefined();
  });

  it('has every Russian text in English too', () => {
    const { ru, en } = plugin.contributes.translations as Translations;
    expect(Object.keys(en!).sort()).toEqual(Object.keys(ru!).sort());
  });
});

describe('bookmarking a page', () => {
  it('links path and query, names it by the page title, or by the path when there is none', () => {
    const untitled = (path: string) => `Page ${path}`;
    expect(bookmarkFor({ pathname: '/class_list', search: '?q=1' }, ' Классы ', untitled)).toEqual({
      link: '/class_list?q=1',
      objectName: 'Классы',
      businessEntity: 'bookmark',
      icon: 'document',
    });
    expect(bookmarkFor({ pathname: '/x', search: '' }, null, untitled).objectName).toBe('Page /x');
  });

  it('the command (activating the plugin on first use) pins the current page and says so', async () => {
    window.history.replaceState(null, '', '/hello-data?tab=2');
    const kernel = createPluginTestKernel();
    kernel.host.install(plugin);
    kernel.get(Services.Title).setPageTitle('Привет, данные');
    expect(kernel.host.get('bookmarks')?.status).toBe('enabled');
    await kernel.get(Services.Commands).execute(BOOKMARK_COMMAND);
    expect(kernel.host.get('bookmarks')?.status).toBe('active');
    expect(kernel.get(Services.RecentLinks).links[0]).toMatchObject({
      link: '/hello-data?tab=2',
      objectName: 'Привет, данные',
      businessEntity: 'bookmark',
      pinned: true,
    });
  });
});
