import type { ru } from './ru.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

export const en: Same<typeof ru> = {
  title: 'Extensions',
  lead: 'Every area of the workbench is an extension. A disabled extension removes its pages and menu entries at once, without a reload.',
  columns: { id: 'Extension', version: 'Version', status: 'State', enabled: 'Enabled' },
  status: {
    disabled: 'Disabled',
    enabled: 'Enabled, not started yet',
    activating: 'Starting',
    active: 'Running',
    failed: 'Error',
  },
  toggle: 'Enable or disable “{{id}}”',
  self: 'This page belongs to this extension',
  failed: 'Could not change “{{id}}”: {{message}}',
};
