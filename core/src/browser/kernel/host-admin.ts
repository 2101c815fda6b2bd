import type { ExtensionHost, ExtensionRecord, ExtensionStatus } from './extension-host.ts';
import type { ExtensionManifest } from './extension.ts';

/** One installed extension as others may see it: read-only, observable. */
export interface ExtensionInfo {
  readonly id: string;
  readonly version: string;
  readonly status: ExtensionStatus;
  /** The message of the last failed activation. */
  readonly error: string | null;
  readonly enabled: boolean;
  readonly requires: readonly string[];
}

/** `Services.Extensions`: every installed extension and its state, and nothing that changes them. */
export interface ExtensionsView {
  readonly extensions: readonly ExtensionInfo[];
  get(id: string): ExtensionInfo | undefined;
}

/**
 * The privileged host API: install, uninstall, enable and disable any extension. Only an extension the
 * host composition root granted it to receives it, as `ctx.hostAdmin` in its `activate`.
 */
export interface HostAdmin extends ExtensionsView {
  install(manifest: ExtensionManifest, options?: { enabled?: boolean }): ExtensionInfo;
  uninstall(id: string): Promise<void>;
  enable(id: string): void;
  disable(id: string): Promise<void>;
}

/** Getters over a record; the record itself (its disposables, its context) stays out of reach. */
class ExtensionInfoView implements ExtensionInfo {
  readonly #record: ExtensionRecord;
  constructor(record: ExtensionRecord) {
    this.#record = record;
  }
  get id() {
    return this.#record.id;
  }
  get version() {
    return this.#record.manifest.version;
  }
  get status() {
    return this.#record.status;
  }
  get error() {
    return this.#record.error;
  }
  get enabled() {
    return this.#record.enabled;
  }
  get requires() {
    return this.#record.manifest.requires ?? [];
  }
}

const views = new WeakMap<ExtensionRecord, ExtensionInfo>();

function infoOf(record: ExtensionRecord): ExtensionInfo {
  let view = views.get(record);
  if (!view) views.set(record, (view = new ExtensionInfoView(record)));
  return view;
}

/** The read-only view bound under `Services.Extensions`. Private fields: a plugin cannot reach the host through it. */
export class ReadOnlyExtensions implements ExtensionsView {
  readonly #host: ExtensionHost;
  constructor(host: ExtensionHost) {
    this.#host = host;
  }
  get extensions(): readonly ExtensionInfo[] {
    return this.#host.extensions.map(infoOf);
  }
  get(id: string): ExtensionInfo | undefined {
    const record = this.#host.get(id);
    return record && infoOf(record);
  }
}

/** The privileged API over the host, made once per grant. */
export function createHostAdmin(host: ExtensionHost): HostAdmin {
  const view = new ReadOnlyExtensions(host);
  return {
    get extensions() {
      return view.extensions;
    },
    get: (id) => view.get(id),
    install: (manifest, options) => infoOf(host.install(manifest, options)),
    uninstall: (id) => host.uninstall(id),
    enable: (id) => host.enable(id),
    disable: (id) => host.disable(id),
  };
}
