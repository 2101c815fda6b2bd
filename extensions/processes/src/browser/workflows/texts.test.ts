import { describe, expect, it } from 'vitest';
import { PROCESSES_ROUTE_PATHS } from '../../common/routes.ts';
import { workflows } from '../contributions/workflows.ts';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );

describe('the workflows part’s texts (ru default, en complete)', () => {
  it('English has exactly the Russian keys, and no text is empty', () => {
    expect(entries(pagesEn).map(([k]) => k)).toEqual(entries(pagesRu).map(([k]) => k));
    expect(entries(labelsEn).map(([k]) => k)).toEqual(entries(labelsRu).map(([k]) => k));
    for (const [key, text] of [...entries(pagesRu), ...entries(pagesEn), ...entries(labelsRu), ...entries(labelsEn)])
      expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('no English in the Russian texts (JSON and XML aside)', () => {
    const allowed = /\b(JSON|XML)\b|\{\{\w+\}\}/g;
    for (const [key, text] of [...entries(pagesRu), ...entries(labelsRu)])
      expect([key, /[A-Za-z]/.test(text.replace(allowed, ''))]).toEqual([key, false]);
  });

  it('the routes are shell.md §2’s, each titled by a label, each menu entry a label', () => {
    const paths = (workflows.routes ?? []).map((r) => r.path);
    expect(paths).toEqual(PROCESSES_ROUTE_PATHS.filter((p) => /^\/(workflows|workflowInstances|userTasks)/.test(p)));
    const labelKeys = entries(labelsRu).map(([k]) => `workflows.${k}`);
    for (const route of workflows.routes ?? []) expect(labelKeys).toContain(route.titleKey);
    for (const menu of workflows.menus ?? []) expect(labelKeys).toContain(menu.labelKey);
    for (const kind of workflows.quickLaunchKinds ?? []) expect(labelKeys).toContain(kind.labelKey);
    for (const type of workflows.recentLinkTypes ?? []) expect(labelKeys).toContain(type.labelKey);
  });

  it('shows §4’s four statuses and four results in both languages', () => {
    expect(Object.values(pagesRu.status)).toEqual(['В работе', 'Выполнена', 'Отменена', 'Отменена по таймауту']);
    expect(Object.values(pagesEn.result)).toEqual([
      'Approve',
      'Reject',
      'Correcting needed',
      'Insufficient elaboration level',
    ]);
  });
});
