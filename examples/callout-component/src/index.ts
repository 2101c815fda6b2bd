import { defineExtension } from '@ontobench/sdk';
import { CALLOUT_ALLOWED_IN, CALLOUT_KIND } from './callout.ts';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

/**
 * The "Callout" plugin (type generic): a component kind for structured documents, registered now;
 * the structured documents area lists the kinds of the registry and loads renderer or editor on use.
 */
export default defineExtension({
  id: 'callout-component',
  version: '1.0.0',
  contributes: {
    documentComponents: [
      {
        id: CALLOUT_KIND,
        allowedIn: CALLOUT_ALLOWED_IN,
        labelKey: 'label',
        renderer: () => import('./components/CalloutView.tsx'),
        editor: () => import('./components/CalloutEditor.tsx'),
      },
    ],
    translations: { ru, en },
  },
});
