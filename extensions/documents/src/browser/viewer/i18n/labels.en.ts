import type { labels as ru } from './labels.ru.ts';

/** The viewer part's labels (en): menu entries, quick-launch and command names (namespace `documents`). */
export const labels: typeof ru = {
  recent: { document: 'Document' },
  quickLaunch: { document: 'Document' },
};
