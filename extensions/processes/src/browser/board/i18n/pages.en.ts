import type { pages as ru } from './pages.ru.ts';

/** The board part's page texts in English. */
export const pages: typeof ru = {
  title: 'Life-cycle board',
  loading: 'Loading the board…',
  failed: 'Could not load the board. {{message}}',
  retry: 'Retry',
  empty: 'No objects on the board yet',
  emptyHint:
    "Give an object a life-cycle stage on its card (an administrator defines the stages) and it appears in its stage's column.",
  filters: 'Filters',
  classFilter: 'Class',
  tagFilter: 'Tag',
  anyClass: 'All classes',
  anyTag: 'All tags',
  unnamed: 'unnamed',
  nothingFiltered: 'No objects of the chosen class and tag',
  truncated: 'The first {{count}} objects are shown: narrow the filter.',
  column: 'Stage “{{name}}”, {{count}} objects',
  dropHere: 'Drop a card here',
  card: '{{name}}, class {{className}}, stage “{{stage}}”',
  readOnly: 'read only',
  moveTo: 'Move to…',
  moveMenu: 'Move “{{name}}” to another stage',
  keyboardHint: 'Drag a card with the mouse, or move it with Alt+← and Alt+→.',
  moved: '“{{name}}” moved to the stage “{{stage}}”',
  moveForbidden: 'Cannot move “{{name}}”: you may not change the stage of this object.',
  moveFailed: 'Could not move “{{name}}”. {{message}}',
  dismiss: 'Close',
};
