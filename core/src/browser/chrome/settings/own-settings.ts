import type { GetDataReply } from '../../../common/data-api.ts';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import type { DataClient } from '../../services/shell-contracts.ts';
import type { ServerSettings } from './server-settings.ts';

/** The newest of the user's own Settings records and its JSON object (an unreadable one counts as empty). */
async function newestOwnRecord(data: DataClient): Promise<{ inst: string; json: Record<string, unknown> } | null> {
  const reply: GetDataReply = await data.getData({
    class: CLASS.Settings,
    fields: [{ prop: PROP.json }, { prop: PROP.creationDate, sort: 'desc', hidden: true }],
    filter: '[author] = #user#',
    limit: 1,
  });
  const inst = reply.rows[0]?.inst;
  if (!inst) return null;
  const text = reply.rows.find((c) => c.inst === inst && c.prop === PROP.json)?.val;
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : {};
    const json = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    return { inst, json: json as Record<string, unknown> };
  } catch {
    return { inst, json: {} };
  }
}

/**
 * Sets one key of the signed-in user's own settings (shell.md §3 "Settings: JSON objects merged from
 * several records"; the user's records are merged after the system's, oldest first): in the user's newest
 * own record, which so decides, or in a new one; the loaded values follow at once. Its keys are what the
 * administrators' «copy settings» copies from user to user.
 */
export async function saveOwnSetting(
  data: DataClient,
  settings: ServerSettings,
  key: string,
  value: unknown,
): Promise<void> {
  const own = await newestOwnRecord(data);
  const json = JSON.stringify({ ...own?.json, [key]: value });
  if (own) await data.setData([{ op: 'upd', inst: own.inst, prop: PROP.json, val: json }]);
  else {
    const inst = crypto.randomUUID();
    await data.setData([
      { op: 'new', class: CLASS.Settings, name: 'Настройки', inst },
      { op: 'upd', inst, prop: PROP.json, val: json },
    ]);
  }
  settings.assign(key, value);
}
