import type { BackendModule, ReadCallback, i18n as I18n } from 'i18next';
import { Disposable } from '../../common/disposable.ts';

/**
 * An extension's texts fetched when first needed: given a language, its resources for the extension's
 * namespace. Written with dynamic imports (one module a language), so the texts are chunks of their own
 * and only the languages in use are fetched.
 */
export type TranslationsLoader = (language: string) => Promise<Record<string, unknown>>;

/**
 * The i18next backend behind every kernel's i18n (docs/extensions.md, "Texts load when first needed"):
 * a namespace whose extension gave a loader is read through it when i18next first needs it
 * (`loadNamespaces`, a language switch); the shell's own texts and eager `translations` objects are
 * bundled, so i18next never asks for them. A namespace without a loader reads as empty.
 */
export class ExtensionTextsBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  private readonly loaders = new Map<string, TranslationsLoader>();

  init(): void {}

  /** Makes `namespace` load through `loader` until disposed. */
  register(namespace: string, loader: TranslationsLoader): Disposable {
    if (this.loaders.has(namespace)) throw new Error(`Texts of "${namespace}" already have a loader`);
    this.loaders.set(namespace, loader);
    return Disposable.create(() => {
      if (this.loaders.get(namespace) === loader) this.loaders.delete(namespace);
    });
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const loader = this.loaders.get(namespace);
    if (!loader) return callback(null, {});
    loader(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}

/** The texts backend of a kernel's i18n instance (createI18n installs one). */
export function textsBackendOf(i18n: I18n): ExtensionTextsBackend {
  const backend: unknown = i18n.services.backendConnector?.backend;
  if (!(backend instanceof ExtensionTextsBackend)) throw new Error('This i18n instance has no extension texts backend');
  return backend;
}
