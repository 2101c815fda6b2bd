import type { labels as ru } from './labels.ru.ts';

/** The comments part's labels (en): menu entries, quick-launch and command names (namespace `documents`). */
export const labels: typeof ru = {
  dialog: 'Document comments',
};
