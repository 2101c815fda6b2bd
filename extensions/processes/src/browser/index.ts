import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { board } from './contributions/board.ts';
import { scheduler } from './contributions/scheduler.ts';
import { workflows } from './contributions/workflows.ts';

const parts = [area, workflows, scheduler, board];

/**
 * The processes area (shell.md §2 `/workflows`, `/workflowInstances`, `/userTasks`, `/scheduler`,
 * `/lifeCycleBoard`; domain.md §3; issue 19): workflows that run on the server, user tasks and approvals,
 * the scheduler and the life-cycle board. Contributions only; every page and the texts are lazy chunks.
 */
export default defineExtension({
  id: 'processes',
  version: '0.1.0',
  // The approvals counter of the top bar (shell.md §8) is on every page, so the area activates after the first.
  activateAfterStart: true,
  contributes: {
    ...mergeParts(parts),
    translations: (language) =>
      language === 'en'
        ? import('./i18n/labels.en.ts').then((m) => m.labelsEn)
        : import('./i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: (language) =>
      language === 'en'
        ? import('./i18n/pages.en.ts').then((m) => m.pagesEn)
        : import('./i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
  activate: (ctx) => activateParts(parts, ctx),
});
