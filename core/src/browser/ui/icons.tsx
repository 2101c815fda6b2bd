import type { FluentIcon } from '@fluentui/react-icons';
import {
  AppsRegular,
  BookRegular,
  ChatRegular,
  CommentMultipleRegular,
  DocumentRegular,
  HomeRegular,
  OrganizationRegular,
  PuzzlePieceRegular,
  SettingsRegular,
  SparkleRegular,
} from '@fluentui/react-icons';

/**
 * Contributions name their icon; the shell owns the icon set, so a menu entry stays plain data
 * and the whole Fluent icon library never lands in the entry chunk.
 */
const ICONS: Record<string, FluentIcon> = {
  home: HomeRegular,
  welcome: SparkleRegular,
  settings: SettingsRegular,
  extensions: PuzzlePieceRegular,
  ontology: OrganizationRegular,
  document: DocumentRegular,
  education: BookRegular,
  chat: ChatRegular,
  comments: CommentMultipleRegular,
};

export function ContributionIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppsRegular;
  return <Icon aria-hidden="true" />;
}
