import type { DeepStringRecord } from './types.ts';
import type { statusRu } from './status.ru.ts';

/** Shell texts of the status area, English, typed against the Russian set. */
export const statusEn: DeepStringRecord<typeof statusRu> = {
  notice: {
    errorHeading: 'Unexpected error',
    close: 'Close',
    refresh: 'Refresh',
    region: 'Notifications',
    unexpected: 'An unexpected error occurred. Refreshing the page is recommended.',
    newVersion: 'A new version of the platform is available. Please refresh the page.',
    chunkLoad: 'A part of the application could not be loaded (timed out).',
    licenceUserLimit:
      'The number of users available under the licence has been exceeded. Please contact technical support.',
    versionMismatch:
      'The server version ({{backend}}) differs from the application version ({{frontend}}). Please refresh the page.',
    importStatus: 'Import "{{name}}": {{status}}',
  },
  status: {
    limitedWarning: 'The system is operating in limited mode.',
    maintenanceAnnouncement: 'The system is operating in limited mode. {{message}}',
    maintenancePage: {
      title: 'Maintenance',
      text: 'Maintenance is in progress. This page will move on by itself when it is over.',
      check: 'Check again',
    },
    limitedPage: {
      title: 'Limited mode',
      text: 'The server is unavailable or running with limitations. This page will move on by itself when service is restored.',
      check: 'Check again',
    },
    checking: 'Checking…',
    licenceExpiry_one: 'The licence expires on {{date}} ({{count}} day left).',
    licenceExpiry_few: 'The licence expires on {{date}} ({{count}} days left).',
    licenceExpiry_many: 'The licence expires on {{date}} ({{count}} days left).',
    licenceExpiry_other: 'The licence expires on {{date}} ({{count}} days left).',
    licenceExpired: 'The licence expired on {{date}}.',
    accountDeletion: 'Your account will be deleted on {{date}} as you requested.',
  },
} as const;
