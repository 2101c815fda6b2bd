import type { labelsRu } from './labels.ru.ts';

/** The area's labels (en). */
export const labelsEn: typeof labelsRu = {
  users: { title: 'Users', menu: 'Users' },
  roles: { title: 'Roles', menu: 'Roles' },
  assignments: { title: 'Assignments', menu: 'Assignments' },
  commands: { title: 'Commands', menu: 'Commands' },
  views: { title: 'Class views', menu: 'Class views' },
  copy: { title: 'Copy settings', menu: 'Copy settings' },
  console: { title: 'User-code console', menu: 'Code console' },
};
