import { ChatRegular, CommentMultipleRegular, DocumentRegular, SettingsRegular } from '@fluentui/react-icons';
import type { IconContribution } from './kernel/contributions.ts';

/**
 * The shell's generic icons, for what belongs to no area: settings, a document, the chat and comment
 * panels. Area icons (ontology, education…) are registered by their areas' extensions.
 */
export const SHELL_ICONS: IconContribution[] = [
  { id: 'settings', component: SettingsRegular },
  { id: 'document', component: DocumentRegular },
  { id: 'chat', component: ChatRegular },
  { id: 'comments', component: CommentMultipleRegular },
];
