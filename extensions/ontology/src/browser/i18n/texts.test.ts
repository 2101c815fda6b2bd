import { describe, expect, it } from 'vitest';
import extension from '../index.ts';
import { labelsEn } from './en.ts';
import { en } from './pages.en.ts';
import { ru } from './pages.ru.ts';
import { labelsRu } from './ru.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const has = (tree: object, key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) ===
  'string';

const c = extension.contributes;

/** Keys shown outside the area's own screens: on every page with the main menu, in quick launch and recent links. */
const LABEL_KEYS = [
  ...(c.menuGroups ?? []).map((g) => g.labelKey),
  ...(c.menus ?? []).map((m) => m.labelKey),
  ...(c.quickLaunchKinds ?? []).map((k) => k.labelKey),
  ...(c.recentLinkTypes ?? []).map((r) => r.labelKey),
  ...(c.commands ?? []).map((command) => command.titleKey),
  ...(c.toolbar ?? []).map((t) => t.labelKey),
  // The kind of a quick-launch hit the area's own search gives (explore/quick-launch.ts).
  ...['ontology', 'class', 'objectProperty', 'dataProperty', 'individual', 'other'].map((k) => `explore.kind.${k}`),
];

describe('the ontology area’s texts: labels apart from page texts (docs/extensions.md)', () => {
  it('labels and page texts are loaders, fetched when first needed', async () => {
    expect(typeof c.translations).toBe('function');
    expect(typeof c.pageTranslations).toBe('function');
    const load = c.translations as (lng: string) => Promise<object>;
    expect(await load('ru')).toBe(labelsRu);
    expect(await load('en')).toBe(labelsEn);
    expect(await c.pageTranslations!('ru')).toBe(ru);
  });

  it('every label the menu, quick launch, recent links and commands show is a label, in both languages', () => {
    expect(LABEL_KEYS.length).toBeGreaterThan(10);
    for (const key of LABEL_KEYS) {
      expect([key, has(labelsRu, key), has(labelsEn, key)]).toEqual([key, true, true]);
    }
  });

  it('a key lives in one place only, and English has exactly the Russian keys', () => {
    expect(keys(labelsEn).sort()).toEqual(keys(labelsRu).sort());
    expect(keys(en).sort()).toEqual(keys(ru).sort());
    const pageKeys = new Set(keys(ru));
    expect(keys(labelsRu).filter((k) => pageKeys.has(k))).toEqual([]);
  });

  it('route titles and side-menu create labels resolve in the page texts or the labels', () => {
    const screenKeys = [
      ...(c.routes ?? []).flatMap((r) => (r.titleKey ? [r.titleKey] : [])),
      ...(c.sideMenus ?? []).flatMap((s) => (s.createLabelKey ? [s.createLabelKey] : [])),
    ];
    for (const key of screenKeys) expect([key, has(ru, key) || has(labelsRu, key)]).toEqual([key, true]);
  });
});
