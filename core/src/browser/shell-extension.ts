import { defineExtension } from './kernel/extension.ts';

/**
 * The shell's own contributions, loaded like any extension's: the menu groups every area can
 * file its entries under. Its texts live in the shell namespace.
 */
export const shellExtension = defineExtension({
  id: 'shell',
  version: '0.1.0',
  contributes: {
    menuGroups: [
      { id: 'general', labelKey: 'menuGroup.general', order: 0 },
      { id: 'administration', labelKey: 'menuGroup.administration', order: 1000 },
    ],
  },
});
