import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { createToken, kernelToken } from './tokens.ts';
import type { ContributionsView } from './contributions-view.ts';
import type { ExtensionsView } from './host-admin.ts';
import type { UnsavedChanges } from '../services/unsaved-changes.ts';
import type { ContributionPoints } from './contribution-points.ts';
import type { CommandHandlers } from './command-handlers.ts';
import type { ExtensionHost } from './extension-host.ts';
import type { CommandService } from '../services/command-service.ts';
import type { ThemeService } from '../services/theme-service.ts';
import type { LocaleService } from '../services/locale-service.ts';
import type { TitleService } from '../services/title-service.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import type { ClassViews } from '../services/class-views.ts';
import type { ContextKeys } from '../services/context-keys.ts';
import type {
  DataClient,
  Dialogs,
  HttpClient,
  Notifications,
  RecentLinks,
  Session,
} from '../services/shell-contracts.ts';

/** Tokens of the kernel's own services. Names, so lookups never depend on class identity. */
export const CORE_TOKENS = {
  // The kernel's own, with full power: fresh symbols, out of a plugin's reach (tokens.ts, kernelToken).
  Container: kernelToken<Container>('Container'),
  ContributionPoints: kernelToken<ContributionPoints>('ContributionPoints'),
  CommandHandlers: kernelToken<CommandHandlers>('CommandHandlers'),
  ExtensionHost: kernelToken<ExtensionHost>('ExtensionHost'),
  // What every extension sees of them: read-only views.
  Extensions: createToken<ExtensionsView>('Extensions'),
  Contributions: createToken<ContributionsView>('Contributions'),
  UnsavedChanges: createToken<UnsavedChanges>('UnsavedChanges'),
  Commands: createToken<CommandService>('Commands'),
  I18n: createToken<I18n>('I18n'),
  Environment: createToken<RuntimeEnvironment>('Environment'),
  Storage: createToken<KeyValueStorage>('Storage'),
  Theme: createToken<ThemeService>('Theme'),
  Locale: createToken<LocaleService>('Locale'),
  Title: createToken<TitleService>('Title'),
  Session: createToken<Session>('Session'),
  Http: createToken<HttpClient>('Http'),
  Data: createToken<DataClient>('Data'),
  Notifications: createToken<Notifications>('Notifications'),
  Dialogs: createToken<Dialogs>('Dialogs'),
  RecentLinks: createToken<RecentLinks>('RecentLinks'),
  ClassViews: createToken<ClassViews>('ClassViews'),
  ContextKeys: createToken<ContextKeys>('ContextKeys'),
} as const;
