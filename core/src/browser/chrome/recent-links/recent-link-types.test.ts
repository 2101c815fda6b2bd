import { describe, expect, it } from 'vitest';
import { defineExtension } from '../../kernel/extension.ts';
import { createTestKernel } from '../../kernel/test-kernel.ts';
import { parseRecentLinks } from './recent-links-service.ts';

describe('recent-link types: an open contribution point', () => {
  it('takes any well-formed id an extension declares, not only the ten of the spec', () => {
    const kernel = createTestKernel();
    kernel.host.install(
      defineExtension({
        id: 'bookmarks',
        version: '1.0.0',
        contributes: { recentLinkTypes: [{ id: 'bookmarks.bookmark', labelKey: 'type', icon: 'document' }] },
      }),
    );
    expect(kernel.points.recentLinkTypes.get('bookmarks.bookmark')?.owner).toBe('bookmarks');
  });

  it('refuses a malformed type at registration, and the extension with it', () => {
    const kernel = createTestKernel();
    const bad = defineExtension({
      id: 'bad',
      version: '1.0.0',
      contributes: { recentLinkTypes: [{ id: 'two words', labelKey: '', icon: 'document' }] },
    });
    expect(() => kernel.host.install(bad)).toThrow(
      /recentLinkTypes: id "two words" is not a recent-link type id; labelKey is missing/,
    );
    expect(kernel.points.recentLinkTypes.all).toEqual([]);
  });

  it('keeps a stored link whose type nobody declares (an area not built yet)', () => {
    const stored = [
      {
        link: '/flows/1',
        objectName: 'Поток',
        businessEntity: 'flow',
        icon: 'education',
        dt: '2026-01-01',
        pinned: false,
      },
    ];
    expect(parseRecentLinks(JSON.stringify(stored))).toEqual(stored);
  });
});
