import type { pages as ru } from './i18n.ru.ts';

/** The user-code console's page texts (en). */
export const pages: typeof ru = {
  title: 'User-code console',
  loading: 'Loading the output…',
  failed: 'The output could not be loaded: {{message}}',
  empty: 'No output',
  emptyHint: 'What your procedures write to the console shows here.',
  emptyHintAdmin: 'What users’ procedures write to the console shows here.',
  levels: 'Levels',
  search: 'Search the text and procedure',
  live: 'New lines come at once',
  liveAll: 'Every user’s new lines come at once',
  columns: { time: 'Time', level: 'Level', procedure: 'Procedure', user: 'User', message: 'Message' },
  level: { log: 'output', info: 'info', warn: 'warning', error: 'error' },
};
