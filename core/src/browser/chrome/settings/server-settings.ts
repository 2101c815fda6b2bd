import { inject, injectable } from 'inversify';
import type { Container } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { GetDataReply } from '../../../common/data-api.ts';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';

/** The records that count for a user: the system's (no author) and the user's own. */
export const SETTINGS_FILTER = '[author] is null or [author] = #user#';

/** Merges settings records (JSON objects), oldest first; one that does not parse is logged and skipped (spec §8). */
export function mergeSettings(reply: GetDataReply): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const cell of reply.rows) {
    if (cell.prop !== PROP.json || typeof cell.val !== 'string') continue;
    try {
      const value: unknown = JSON.parse(cell.val);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) Object.assign(merged, value);
      else console.warn(`Settings record ${cell.inst} is not a JSON object; skipped`);
    } catch (error) {
      console.warn(`Settings record ${cell.inst} could not be parsed; skipped`, error);
    }
  }
  return merged;
}

/**
 * Settings, spec shell §3: JSON objects merged from several records of class Settings (property json).
 * Loaded once per signed-in user; a failed load leaves them empty (console only, spec §8).
 */
@injectable()
export class ServerSettings {
  values: Record<string, unknown> = {};
  /** The user the values were loaded for; undefined until loaded. */
  loadedFor: string | undefined = undefined;
  private loading: string | undefined;

  constructor(@inject(CORE_TOKENS.Container) private readonly container: Container) {
    makeObservable<ServerSettings, 'settle'>(this, {
      values: observableRef,
      loadedFor: observable,
      settle: action,
      assign: action,
    });
  }

  async load(userId: string): Promise<void> {
    if (this.loadedFor === userId || this.loading === userId) return;
    this.loading = userId;
    let values: Record<string, unknown> = {};
    try {
      const reply = await this.container.get(CORE_TOKENS.Data).getData({
        class: CLASS.Settings,
        fields: [{ prop: PROP.json }, { prop: PROP.creationDate, sort: 'asc', hidden: true }],
        filter: SETTINGS_FILTER,
        limit: 1000,
      });
      values = mergeSettings(reply);
    } catch (error) {
      console.warn('Settings could not be loaded', error);
    }
    if (this.loading === userId) this.settle(userId, values);
  }

  /** One key as the user's own records now say (own-settings.ts wrote it). */
  assign(key: string, value: unknown): void {
    this.values = { ...this.values, [key]: value };
  }

  private settle(userId: string, values: Record<string, unknown>): void {
    this.loading = undefined;
    this.values = values;
    this.loadedFor = userId;
  }
}
