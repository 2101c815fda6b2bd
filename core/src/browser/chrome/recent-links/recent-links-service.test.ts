import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { memoryStorage } from '../../services/storage.ts';
import { RecentLinksService, parseRecentLinks } from './recent-links-service.ts';

const link = (n: number) => ({
  link: `/o/${n}`,
  objectName: `Объект ${n}`,
  businessEntity: 'ontology',
  icon: 'ontology',
});

describe('recent links (shell §2, §3, §9: up to 15, pinned first, remembered)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const addAt = (service: RecentLinksService, n: number) => {
    vi.advanceTimersByTime(1000);
    service.add(link(n));
  };

  it('keeps the newest first, pinned ahead of all, and at most 15', () => {
    const service = new RecentLinksService(memoryStorage());
    for (let n = 1; n <= 5; n++) addAt(service, n);
    service.pin('/o/2', true);
    for (let n = 6; n <= 20; n++) addAt(service, n);
    expect(service.links).toHaveLength(SHELL_CONSTANTS.recentLinksMax);
    expect(service.links[0]).toMatchObject({ link: '/o/2', pinned: true });
    expect(service.links.slice(1, 4).map((l) => l.link)).toEqual(['/o/20', '/o/19', '/o/18']);
    expect(service.links.at(-1)!.link).toBe('/o/7');
  });

  it('opening a link again moves it up and keeps its pin; remove forgets it', () => {
    const service = new RecentLinksService(memoryStorage());
    addAt(service, 1);
    addAt(service, 2);
    addAt(service, 3);
    service.pin('/o/1', true);
    addAt(service, 2);
    expect(service.links.map((l) => l.link)).toEqual(['/o/1', '/o/2', '/o/3']);
    addAt(service, 1);
    expect(service.links[0]).toMatchObject({ link: '/o/1', pinned: true, dt: '2026-01-01T10:00:05.000Z' });
    service.remove('/o/2');
    expect(service.links.map((l) => l.link)).toEqual(['/o/1', '/o/3']);
  });

  it('is remembered under STORAGE_KEYS.recentLinks and read back by a new service', () => {
    const storage = memoryStorage();
    const first = new RecentLinksService(storage);
    addAt(first, 1);
    addAt(first, 2);
    first.pin('/o/1', true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentLinks)!)).toHaveLength(2);
    expect(new RecentLinksService(storage).links.map((l) => [l.link, l.pinned])).toEqual([
      ['/o/1', true],
      ['/o/2', false],
    ]);
  });

  it('an unreadable remembered list is dropped, and malformed entries skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRecentLinks('{not json')).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(parseRecentLinks(JSON.stringify([{ link: 1 }, { ...link(1), dt: 'x', pinned: false }]))).toHaveLength(1);
  });
});
