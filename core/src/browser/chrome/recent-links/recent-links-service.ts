import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import type { RecentLink } from '../../../common/recent-link.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { KeyValueStorage } from '../../services/storage.ts';
import type { RecentLinks } from '../../services/shell-contracts.ts';

/** Pinned first, then the newest; at most `recentLinksMax` (shell §2, §9). */
export function orderRecentLinks(links: readonly RecentLink[]): RecentLink[] {
  return [...links]
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.dt.localeCompare(a.dt))
    .slice(0, SHELL_CONSTANTS.recentLinksMax);
}

function isRecentLink(value: unknown): value is RecentLink {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.link === 'string' &&
    typeof v.objectName === 'string' &&
    typeof v.businessEntity === 'string' &&
    typeof v.icon === 'string' &&
    typeof v.dt === 'string' &&
    typeof v.pinned === 'boolean'
  );
}

/** Reads the remembered list; anything unreadable is dropped rather than breaking the shell. */
export function parseRecentLinks(text: string | null): RecentLink[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? orderRecentLinks(parsed.filter(isRecentLink)) : [];
  } catch (error) {
    console.warn('Recent links could not be read and were reset', error);
    return [];
  }
}

/** Recent links (shell §2, §3): up to 15, pinned first, remembered under STORAGE_KEYS.recentLinks. */
@injectable()
export class RecentLinksService implements RecentLinks {
  links: readonly RecentLink[];

  constructor(@inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage) {
    this.links = parseRecentLinks(storage.getItem(STORAGE_KEYS.recentLinks));
    makeObservable(this, { links: observableRef, add: action, pin: action, remove: action });
  }

  /** Opening an object again moves it to the top of the unpinned ones and keeps its pin. */
  add(link: Omit<RecentLink, 'dt' | 'pinned'>): void {
    const previous = this.links.find((l) => l.link === link.link);
    const entry: RecentLink = { ...link, dt: new Date().toISOString(), pinned: previous?.pinned ?? false };
    this.save([entry, ...this.links.filter((l) => l.link !== link.link)]);
  }

  pin(link: string, pinned: boolean): void {
    this.save(this.links.map((l) => (l.link === link ? { ...l, pinned } : l)));
  }

  remove(link: string): void {
    this.save(this.links.filter((l) => l.link !== link));
  }

  private save(links: RecentLink[]): void {
    this.links = orderRecentLinks(links);
    this.storage.setItem(STORAGE_KEYS.recentLinks, JSON.stringify(this.links));
  }
}
