import type { ru } from './ru.ts';

/** English texts: the same keys as the Russian set. */
export const en: Record<keyof typeof ru, string> = {
  menu: 'Bookmark',
  command: 'Bookmark this page',
  recentType: 'Bookmark',
  tagKind: 'Tag',
  added: 'Page “{{name}}” bookmarked',
  untitled: 'Page {{path}}',
};
