import type { SqlStore } from '../store/sql-store.ts';
import { HOST_SDK_VERSION } from '../../common/plugins.ts';
import type { PluginInfo, PluginType } from '../../common/status.ts';
import { sdkRangeRefusal } from '../plugins/sdk-range.ts';

/**
 * The plugins the browser loads (domain.md §3 Plugin): enabled ones only, in name order. One the host's
 * SDK no longer satisfies carries the reason (`sdkRefusal`), so every browser names it instead of running it.
 */
export async function listEnabledPlugins(store: SqlStore, hostSdkVersion = HOST_SDK_VERSION): Promise<PluginInfo[]> {
  const { rows } = await store.query<{
    plugin_id: string | null;
    version: string | null;
    name: string;
    config: unknown;
    type: PluginType;
    route_path: string | null;
    route_meta_info: unknown;
    module_url: string | null;
    sdk: string | null;
  }>(
    `select plugin_id, version, name, config, type, route_path, route_meta_info, module_url, sdk from ob_plugin
     where not disabled order by name`,
  );
  return rows.map((row) => {
    const refused = row.sdk === null ? null : sdkRangeRefusal(row.plugin_id ?? row.name, row.sdk, hostSdkVersion);
    return {
      id: row.plugin_id,
      version: row.version,
      name: row.name,
      config: row.config,
      type: row.type,
      routePath: row.route_path,
      routeMetaInfo: row.route_meta_info,
      url: row.module_url,
      ...(refused ? { sdkRefusal: refused } : {}),
    };
  });
}
