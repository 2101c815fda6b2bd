import type { DeepStringRecord } from './types.ts';
import type { chromeRu } from './chrome.ru.ts';

/** Shell texts of the chrome area, English, typed against the Russian set. */
export const chromeEn: DeepStringRecord<typeof chromeRu> = {
  chrome: {
    close: 'Close',
    loading: 'Loading',
    defaultDomain: 'Home',
    confirm: { ok: 'Confirm', cancel: 'Cancel' },
    drawer: { resize: 'Side menu width' },
    rename: {
      button: 'Rename',
      title: 'Rename object',
      label: 'Name',
      save: 'Save',
      empty: 'Enter a name',
      failed: 'Could not rename',
    },
    print: { word: 'Download as Word', print: 'Print', wordFailed: 'The Word file could not be downloaded' },
    quickLaunch: {
      button: 'Quick launch (Ctrl+O)',
      title: 'Quick launch',
      titleNewTab: 'Quick launch in a new tab',
      placeholder: 'Object name',
      hint: 'Type part of a name. ↑ ↓ choose, Enter opens, Esc closes.',
      searching: 'Searching…',
      results: 'Objects found',
      nothing: 'Nothing found',
      noKinds: 'No extension opens objects through the quick launch.',
      cannotOpen: 'Cannot be opened',
      failed: 'The search failed: {{message}}',
    },
    recent: {
      title: 'Recent',
      empty: 'You have not opened anything yet',
      pin: 'Pin',
      unpin: 'Unpin',
      remove: 'Remove from the list',
    },
    manuals: { title: 'User manuals' },
    browserCheck: {
      title: 'Browser not supported',
      text: 'Some features may not work properly in this browser. Update it, or open the application in a current version of Chrome, Edge, Firefox or Safari.',
      missing: 'Missing: {{features}}',
      suppress: 'Do not show again',
      close: 'Got it',
    },
    welcome: {
      hint: 'This page opens when you sign in. To stop that, tick “Do not open at sign-in”.',
      suppress: 'Do not open at sign-in',
    },
  },
};
