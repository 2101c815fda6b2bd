import { describe, expect, it } from 'vitest';
import { lists } from '../contributions/lists.ts';
import { ru as pages } from '../i18n/pages.ru.ts';
import { labelsRu } from '../i18n/ru.ts';
import { listsEn } from './i18n/en.ts';
import { listsRu } from './i18n/ru.ts';
import { MAP_VIEWS } from './ontology/map-views.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const lookup = (tree: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
// What the area's screens read: its page texts, then its labels (docs/extensions.md, "Labels and page texts").
const ru = { lookup: (key: string) => lookup(pages, key) ?? lookup(labelsRu, key) };

describe('the lists part (shell.md §2 routes, ru default and en complete)', () => {
  it('English has exactly the Russian keys', () => {
    expect(keys(listsEn).sort()).toEqual(keys(listsRu).sort());
  });
  it('declares the spec’s paths, each with a title, in the main layout behind sign-in', () => {
    expect(lists.routes!.map((r) => r.path)).toEqual([
      '/ontologies',
      '/class_list/:term_id?',
      '/props_list/:term_id?',
      '/scalar_list/:term_id?',
      '/examp_list/:class_id?',
      '/workspace-items',
      '/workspace-item/:id',
      // Issue 14 item 4: the lists that make workspaces, scenarios and triplets (their maps' routes are maps.ts').
      '/workspaces',
      '/scenarios',
      '/triplets',
    ]);
    for (const r of lists.routes!) {
      expect(r.id.startsWith('ontology.')).toBe(true);
      expect([r.layout, r.requiresAuth, r.app]).toEqual(['main', true, 'onto']);
      expect(typeof ru.lookup(r.titleKey!)).toBe('string');
    }
  });
  it('every menu entry, side menu and the menu group name a text that exists', () => {
    expect(lists.menuGroups).toEqual([{ id: 'ontology', labelKey: 'lists.menuGroup', order: 20 }]);
    for (const m of lists.menus!) {
      expect(m.group).toBe('ontology');
      expect(typeof lookup(labelsRu, m.labelKey)).toBe('string');
    }
    const routeIds = new Set(lists.routes!.map((r) => r.id));
    for (const s of lists.sideMenus!) {
      expect(routeIds.has(s.route)).toBe(true);
      expect(typeof ru.lookup(s.createLabelKey!)).toBe('string');
      expect(s.tagFilterClass).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
  it('the map-view routes the contributions declare are the ones their page knows (map-views.ts)', () => {
    for (const view of Object.values(MAP_VIEWS)) {
      const route = lists.routes!.find((r) => r.id === view.routeId);
      expect([route?.path, route?.titleKey]).toEqual([view.path, view.titleKey]);
      const side = lists.sideMenus!.find((s) => s.route === view.routeId);
      expect([side?.createLabelKey, side?.tagFilterClass]).toEqual([view.createKey, view.classId]);
    }
  });
});
