import type { SqlStore } from '../store/sql-store.ts';
import type { PluginInfo, PluginType } from '../../common/status.ts';

/** The plugins the browser loads (domain.md §3 Plugin): enabled ones only, in name order. */
export async function listEnabledPlugins(store: SqlStore): Promise<PluginInfo[]> {
  const { rows } = await store.query<{
    plugin_id: string | null;
    version: string | null;
    name: string;
    config: unknown;
    type: PluginType;
    route_path: string | null;
    route_meta_info: unknown;
    module_url: string | null;
  }>(
    `select plugin_id, version, name, config, type, route_path, route_meta_info, module_url from ob_plugin
     where not disabled order by name`,
  );
  return rows.map((row) => ({
    id: row.plugin_id,
    version: row.version,
    name: row.name,
    config: row.config,
    type: row.type,
    routePath: row.route_path,
    routeMetaInfo: row.route_meta_info,
    url: row.module_url,
  }));
}
