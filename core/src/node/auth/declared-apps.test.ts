import { describe, expect, it, vi } from 'vitest';
import { coreDeclaredApps, DeclaredApps } from './declared-apps.ts';

describe('DeclaredApps', () => {
  it('starts with the core’s default onto and the interim education area’s edu', () => {
    expect(coreDeclaredApps().ids()).toEqual(['edu', 'onto']);
  });

  it('takes an app back when its registration is disposed', () => {
    const apps = new DeclaredApps();
    const registered = apps.register('docs-area', { id: 'docs' });
    expect(apps.writeRefusal('docs')).toBeNull();
    registered.dispose();
    expect(apps.has('docs')).toBe(false);
    expect(apps.writeRefusal('docs')).toBe('"docs" is not a declared app (declared: )');
  });

  it('refuses a malformed id and an id another owner declared, naming the owner', () => {
    const apps = coreDeclaredApps();
    expect(() => apps.register('x', { id: 'both' })).toThrow('x: app refused: id "both" is not an app id');
    expect(() => apps.register('again', { id: 'edu' })).toThrow(
      'again: app refused: edu is already declared by education',
    );
  });

  it('answers a stored app as stored when declared, else the default, warning once per user and value', () => {
    const warn = vi.fn();
    const apps = coreDeclaredApps(warn);
    expect(apps.appOf('edu', 'u1')).toBe('edu');
    expect(apps.appOf(null, 'u1')).toBe('onto');
    expect(apps.appOf('', 'u1')).toBe('onto');
    expect(warn).not.toHaveBeenCalled();
    expect(apps.appOf('retired', 'u1')).toBe('onto');
    expect(apps.appOf('retired', 'u1')).toBe('onto');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { userId: 'u1', app: 'retired', declared: ['edu', 'onto'] },
      'user u1 has the app "retired", which no area declares; onto is used',
    );
  });
});
