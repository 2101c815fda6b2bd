import 'reflect-metadata/lite';
import { Container } from 'inversify';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { CommandService } from '../services/command-service.ts';
import { LocaleService } from '../services/locale-service.ts';
import { browserStorage, type KeyValueStorage } from '../services/storage.ts';
import { ThemeService } from '../services/theme-service.ts';
import { TitleService } from '../services/title-service.ts';
import { bindChromeServices } from '../chrome/bind.ts';
import { bindSessionServices } from '../session/bind.ts';
import { bindOidcServices } from '../session/oidc/bind.ts';
import { bindStatusServices } from '../status/bind.ts';
import { bindPluginServices } from '../plugins/bind.ts';
import { CommandHandlers } from './command-handlers.ts';
import { ContributionPoints } from './contribution-points.ts';
import { CORE_TOKENS } from './core-tokens.ts';
import { ExtensionHost } from './extension-host.ts';
import { ContributionsView } from './contributions-view.ts';
import { ReadOnlyExtensions } from './host-admin.ts';
import type { ExtensionManifest } from './extension.ts';
import { UnsavedChangesService } from '../services/unsaved-changes.ts';
import { ClassViewsService } from '../services/class-views.ts';
import { ContextKeysService } from '../services/context-keys.ts';

export interface KernelOptions {
  environment: RuntimeEnvironment;
  storage?: KeyValueStorage;
  /**
   * Manifests (by identity) that receive the privileged host API as `ctx.hostAdmin`: the composition
   * root names its extension manager here. No one else gets it (docs/sdk.md, "Privileged host API").
   */
  hostAdmins?: readonly ExtensionManifest[];
}

/** The kernel: a container with the shell's services bound under their tokens. */
export interface Kernel {
  container: Container;
  host: ExtensionHost;
  points: ContributionPoints;
}

export function createKernel(options: KernelOptions): Kernel {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = container.bind.bind(container);
  bind(CORE_TOKENS.Container).toConstantValue(container);
  bind(CORE_TOKENS.Environment).toConstantValue(options.environment);
  bind(CORE_TOKENS.Storage).toConstantValue(options.storage ?? browserStorage());
  const i18n = createI18n();
  bind(CORE_TOKENS.I18n).toConstantValue(i18n);
  bind(CORE_TOKENS.ContributionPoints).to(ContributionPoints);
  bind(CORE_TOKENS.CommandHandlers).to(CommandHandlers);
  bind(CORE_TOKENS.ExtensionHost).to(ExtensionHost);
  bind(CORE_TOKENS.Extensions).toDynamicValue((c) => new ReadOnlyExtensions(c.get(CORE_TOKENS.ExtensionHost)));
  bind(CORE_TOKENS.Contributions).toDynamicValue((c) => new ContributionsView(c.get(CORE_TOKENS.ContributionPoints)));
  bind(CORE_TOKENS.UnsavedChanges).to(UnsavedChangesService);
  bind(CORE_TOKENS.Commands).to(CommandService);
  bind(CORE_TOKENS.Theme).to(ThemeService);
  bind(CORE_TOKENS.Locale).to(LocaleService);
  bind(CORE_TOKENS.Title).to(TitleService);
  bind(CORE_TOKENS.ClassViews).to(ClassViewsService);
  bind(CORE_TOKENS.ContextKeys).to(ContextKeysService);
  bindSessionServices(container);
  bindOidcServices(container);
  bindStatusServices(container);
  bindChromeServices(container);
  bindPluginServices(container);
  const host = container.get(CORE_TOKENS.ExtensionHost);
  for (const manifest of options.hostAdmins ?? []) host.grantHostAdmin(manifest);
  return {
    container,
    host,
    points: container.get(CORE_TOKENS.ContributionPoints),
  };
}
