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
  plugins: {
    title: 'Plugins',
    lead: 'Plugins are extensions built separately with the SDK. Upload a built file; enabling and disabling takes effect for every user at once, without a reload.',
    upload: 'Upload a plugin (.js)',
    uploaded: 'The plugin from “{{name}}” is installed',
    none: 'No plugins yet',
    columns: {
      name: 'Name',
      id: 'Id',
      version: 'Version',
      type: 'Type',
      route: 'Route',
      status: 'State',
      enabled: 'Enabled',
      actions: 'Actions',
    },
    types: { global: 'Page', generic: 'Generic', mainMenu: 'Main menu' },
    enabled: 'Enabled',
    disabled: 'Disabled',
    toggle: 'Enable or disable “{{name}}”',
    config: 'Settings',
    configTitle: 'Settings of the plugin “{{name}}”',
    configLabel: 'Settings (a JSON object)',
    configProblem: { notJson: 'This is not JSON', notObject: 'The settings must be a JSON object' },
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteTitle: 'Delete the plugin?',
    deleteMessage: 'The plugin “{{name}}” will be removed for every user.',
  },
};
