import type { PluginDocumentComponent } from '../../common/plugins.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** A component kind an enabled runtime plugin declares, with the plugin's id. */
export interface InstalledDocumentComponent extends PluginDocumentComponent {
  pluginId: string;
}

/**
 * What an extension may know of the installed runtime plugins (`ctx.plugins`): only what their headers
 * declare for other areas, e.g. the component kinds of structured documents. Enabled plugins only, read
 * at each call, so enabling or disabling a plugin counts from the next request on.
 */
export interface InstalledPlugins {
  /** The structured-document component kinds of enabled plugins: `{ id, allowedIn, pluginId }` (domain.md §5). */
  documentComponents(): Promise<InstalledDocumentComponent[]>;
}

/** The installed plugins of the store's registry, as extensions see them. */
export function installedPlugins(store: SqlStore): InstalledPlugins {
  const registry = new PluginRegistry(store);
  return { documentComponents: () => registry.documentComponents() };
}
