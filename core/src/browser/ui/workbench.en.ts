import type { DeepStringRecord } from '../i18n/types.ts';
import type { workbenchRu } from './workbench.ru.ts';

/** Shell texts of the workbench API, English, typed against the Russian set. */
export const workbenchEn: DeepStringRecord<typeof workbenchRu> = {
  unsaved: {
    title: 'Leave without saving?',
    message: 'This page has unsaved changes. If you leave, they will be lost.',
    leave: 'Leave',
    stay: 'Stay',
  },
  toolbar: {
    title: 'Toolbar',
    withKeys: '{{label}} ({{keys}})',
  },
};
