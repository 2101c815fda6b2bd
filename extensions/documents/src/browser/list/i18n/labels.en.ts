import type { labels as ru } from './labels.ru.ts';

/** The list part's labels (en): menu entries, quick-launch and command names (namespace `documents`). */
export const labels: typeof ru = {
  menuGroup: 'Documents',
  menu: { docs: 'Documents', publications: 'Publications', comments: 'Comments' },
};
