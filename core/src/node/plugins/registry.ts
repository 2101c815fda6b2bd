import { createHash, randomUUID } from 'node:crypto';
import semver from 'semver';
import {
  uploadedPluginUrl,
  type PluginDocumentComponent,
  type PluginHeader,
  type PluginRecord,
} from '../../common/plugins.ts';
import type { PluginType } from '../../common/status.ts';
import { routePathsOverlap } from '../../common/route-paths.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlExecutor, SqlStore } from '../store/sql-store.ts';
import { reservedClash, type ReservedRoute } from './reserved-routes.ts';

interface PluginRow {
  plugin_id: string;
  name: string;
  version: string;
  sdk: string;
  type: PluginType;
  route_path: string | null;
  route_meta_info: unknown;
  config: unknown;
  disabled: boolean;
  has_module: boolean;
  module_url: string;
  module_size: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `plugin_id, name, version, sdk, type, route_path, route_meta_info, config, disabled,
  module is not null as has_module, module_url, module_size, created_at, updated_at`;

/** A bundle the checks passed; the registry keeps its code and serves it from this origin. */
export interface AcceptedBundle {
  header: PluginHeader;
  code: string;
  /** Code-split chunks by file name; empty for a bundle of one module. */
  chunks?: Readonly<Record<string, string>>;
}

/**
 * The plugin registry (domain.md §3 Plugin) in `ob_plugin`. Rows added here carry the bundle header's
 * id; the older columns (name, config, disabled, type, route_path, route_meta_info, module_url) keep
 * the shape `GET /api/app/plugins` reads. Each write is one transaction, so a refused plugin leaves
 * nothing behind.
 */
export class PluginRegistry {
  /** `reserved`: the app's own browser paths, which no plugin route may take (reserved-routes.ts). */
  constructor(
    private readonly store: SqlStore,
    private readonly reserved: readonly ReservedRoute[] = [],
  ) {}

  async list(): Promise<PluginRecord[]> {
    const { rows } = await this.store.query<PluginRow>(
      `select ${COLUMNS} from ob_plugin where plugin_id is not null order by name`,
    );
    return rows.map(toRecord);
  }

  async get(id: string, executor: SqlExecutor = this.store): Promise<PluginRecord> {
    const { rows } = await executor.query<PluginRow>(`select ${COLUMNS} from ob_plugin where plugin_id = $1`, [id]);
    if (!rows[0]) throw new HttpError(404, `Plugin ${id} not found`);
    return toRecord(rows[0]);
  }

  /**
   * Installs a checked bundle, enabled, with an empty config — or upgrades the installed plugin of the
   * same id when the bundle's version is newer: the code, version and header fields are replaced, its
   * config and enabled state are kept. An equal or older version is refused (409), as is a duplicate
   * name or a route that an address of the app or of another plugin would also match.
   */
  install(bundle: AcceptedBundle): Promise<{ record: PluginRecord; upgraded: boolean }> {
    const { header, code } = bundle;
    const chunks = JSON.stringify(bundle.chunks ?? {});
    const components = JSON.stringify(header.documentComponents ?? []);
    return this.store
      .transaction(async (tx) => {
        const installed = await refuseClashes(tx, header, this.reserved);
        const module = [code, createHash('sha256').update(code).digest('hex'), Buffer.byteLength(code)];
        if (installed) {
          await tx.query(
            `update ob_plugin set name = $2, version = $3, sdk = $4, type = $5, route_path = $6,
             route_meta_info = $7::jsonb, module = $8, module_hash = $9, module_size = $10, module_url = $11,
             chunks = $12::jsonb, document_components = $13::jsonb, updated_at = now()
             where plugin_id = $1`,
            [...headerColumns(header), ...module, uploadedPluginUrl(header.id, header.version), chunks, components],
          );
        } else {
          await tx.query(
            `insert into ob_plugin (plugin_id, name, version, sdk, type, route_path, route_meta_info, module,
             module_hash, module_size, module_url, chunks, id, config, disabled, document_components)
           values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12::jsonb, $13, '{}'::jsonb, false, $14::jsonb)`,
            [
              ...headerColumns(header),
              ...module,
              uploadedPluginUrl(header.id, header.version),
              chunks,
              randomUUID(),
              components,
            ],
          );
        }
        return { record: await this.get(header.id, tx), upgraded: installed !== undefined };
      })
      .catch((error: unknown) => {
        // Two installs racing past the check: the unique constraints decide, and the loser gets a 409.
        if ((error as { code?: string }).code === '23505') {
          throw new HttpError(409, `A plugin with id "${header.id}" or name "${header.name}" is already installed`);
        }
        throw error;
      });
  }

  /** Changes config and/or the disabled flag; returns the new record. */
  update(id: string, change: { config?: Record<string, unknown>; disabled?: boolean }): Promise<PluginRecord> {
    return this.store.transaction(async (tx) => {
      await this.get(id, tx);
      if (change.config !== undefined) {
        await tx.query(`update ob_plugin set config = $2::jsonb, updated_at = now() where plugin_id = $1`, [
          id,
          JSON.stringify(change.config),
        ]);
      }
      if (change.disabled !== undefined) {
        await tx.query(`update ob_plugin set disabled = $2, updated_at = now() where plugin_id = $1`, [
          id,
          change.disabled,
        ]);
      }
      return this.get(id, tx);
    });
  }

  async remove(id: string): Promise<void> {
    const { rowCount } = await this.store.query(`delete from ob_plugin where plugin_id = $1`, [id]);
    if (rowCount === 0) throw new HttpError(404, `Plugin ${id} not found`);
  }

  /**
   * The component kinds enabled plugins declare in their headers (domain.md §3 Plugin, §5 containers),
   * with the plugin that declares each; a disabled plugin's kinds are not among them.
   */
  async documentComponents(): Promise<(PluginDocumentComponent & { pluginId: string })[]> {
    const { rows } = await this.store.query<{ plugin_id: string; document_components: unknown }>(
      `select plugin_id, document_components from ob_plugin
       where plugin_id is not null and not disabled and module is not null order by name`,
    );
    return rows.flatMap((row) =>
      Array.isArray(row.document_components)
        ? (row.document_components as PluginDocumentComponent[]).map((c) => ({
            id: c.id,
            allowedIn: [...c.allowedIn],
            pluginId: row.plugin_id,
          }))
        : [],
    );
  }

  /** The module of an enabled, uploaded plugin; null when there is none to serve. */
  async module(id: string, version: string): Promise<{ code: string; hash: string } | null> {
    const { rows } = await this.store.query<{ module: string; module_hash: string }>(
      `select module, module_hash from ob_plugin
       where plugin_id = $1 and version = $2 and not disabled and module is not null`,
      [id, version],
    );
    return rows[0] ? { code: rows[0].module, hash: rows[0].module_hash } : null;
  }

  /** A code-split chunk of an enabled, uploaded plugin; null when there is none to serve. */
  async chunk(id: string, version: string, name: string): Promise<{ code: string; hash: string } | null> {
    const { rows } = await this.store.query<{ code: string | null }>(
      `select chunks ->> $3 as code from ob_plugin
       where plugin_id = $1 and version = $2 and not disabled and module is not null`,
      [id, version, name],
    );
    const code = rows[0]?.code;
    return typeof code === 'string' ? { code, hash: createHash('sha256').update(code).digest('hex') } : null;
  }
}

/** The header's columns in the order `install` writes them (plugin_id … route_meta_info). */
function headerColumns(header: PluginHeader): unknown[] {
  return [
    header.id,
    header.name,
    header.version,
    header.sdk,
    header.type,
    header.routePath ?? null,
    header.routeMetaInfo === undefined ? null : JSON.stringify(header.routeMetaInfo),
  ];
}

/**
 * Refuses what the bundle may not take; returns the installed plugin of the same id (an upgrade), which
 * must be older. Its own name and route do not count as clashes.
 */
async function refuseClashes(
  tx: SqlExecutor,
  header: PluginHeader,
  reserved: readonly ReservedRoute[],
): Promise<{ version: string } | undefined> {
  const routePath = header.routePath;
  const taken = routePath === undefined ? undefined : reservedClash(routePath, reserved);
  if (taken) {
    throw new HttpError(
      409,
      `The route ${routePath} is already taken by the application (${taken.path}, ${taken.owner})`,
    );
  }
  // Overlapping routes are no unique constraint: installs wait for each other, so two racing uploads of
  // `/a/:x` and `/a/:y` cannot both pass the check. Readers are not blocked.
  await tx.query('lock table ob_plugin in share row exclusive mode');
  const { rows } = await tx.query<{
    plugin_id: string | null;
    name: string;
    version: string;
    route_path: string | null;
  }>(
    `select plugin_id, name, version, route_path from ob_plugin
     where plugin_id = $1 or name = $2 or ($3::text is not null and route_path is not null)`,
    [header.id, header.name, routePath ?? null],
  );
  const installed = rows.find((row) => row.plugin_id === header.id);
  if (installed && !semver.gt(header.version, installed.version)) {
    throw new HttpError(
      409,
      `The plugin "${header.id}" is installed at version ${installed.version}; the upload is version ` +
        `${header.version}, which is not newer. Raise "version" in its package.json to upgrade, or delete the plugin first to install an older one`,
    );
  }
  const others = rows.filter((row) => row.plugin_id !== header.id);
  const sameName = others.find((row) => row.name === header.name);
  if (sameName) throw new HttpError(409, `A plugin named "${header.name}" is already installed`);
  const clash = others.find((row) => row.route_path !== null && routePathsOverlap(routePath!, row.route_path));
  if (clash) throw new HttpError(409, `The route ${routePath} is already taken by the plugin "${clash.name}"`);
  return installed;
}

function toRecord(row: PluginRow): PluginRecord {
  return {
    id: row.plugin_id,
    name: row.name,
    version: row.version,
    sdk: row.sdk,
    type: row.type,
    routePath: row.route_path,
    routeMetaInfo: row.route_meta_info,
    config: row.config,
    disabled: row.disabled,
    source: row.has_module ? 'upload' : 'url',
    url: row.module_url,
    size: row.module_size,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
